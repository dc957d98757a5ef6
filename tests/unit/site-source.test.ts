import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';
import {editUrlFor, feedbackIssueUrl, SITE_SOURCE} from '../../config/source';
import {blogOptions, docsOptions} from '../../config/docs';

test('the site source defaults to the website/ folder of the CEEMS repository on main', () => {
  assert.deepEqual(
    {...SITE_SOURCE},
    {repositoryUrl: 'https://github.com/ceems-dev/ceems', branch: 'main', directory: 'website'},
  );
});

test("editUrlFor opens the file in GitHub's editor, below the configured folder and branch", () => {
  assert.equal(
    editUrlFor('docs/installation/ansible.md'),
    'https://github.com/ceems-dev/ceems/edit/main/website/docs/installation/ansible.md',
  );
  const elsewhere = {repositoryUrl: 'https://github.com/me/site/', branch: 'release/1.0', directory: ''};
  assert.equal(editUrlFor('/docs/a b.md', elsewhere), 'https://github.com/me/site/edit/release/1.0/docs/a%20b.md');
});

test('docs and blog posts link their own source file', () => {
  const docsEditUrl = docsOptions.editUrl as (args: Record<string, string>) => string;
  assert.equal(
    docsEditUrl({
      version: 'current',
      versionDocsDirPath: 'docs',
      docPath: 'configuration/ceems-lb.md',
      permalink: '/ceems/docs/configuration/ceems-lb',
      locale: 'en',
    }),
    'https://github.com/ceems-dev/ceems/edit/main/website/docs/configuration/ceems-lb.md',
  );
  assert.equal(docsOptions.showLastUpdateTime, true);
  const blogEditUrl = blogOptions.editUrl as (args: Record<string, string>) => string;
  assert.equal(
    blogEditUrl({blogDirPath: 'blog', blogPath: '2025-01-01-post.md', permalink: '/ceems/blog/post', locale: 'en'}),
    'https://github.com/ceems-dev/ceems/edit/main/website/blog/2025-01-01-post.md',
  );
});

test('feedbackIssueUrl opens a new issue whose title names the page and whose body holds its address', () => {
  const url = new URL(
    feedbackIssueUrl({title: 'CEEMS LB & "you"', url: 'https://ceems-dev.github.io/ceems/docs/usage/ceems-lb'}),
  );
  assert.equal(`${url.origin}${url.pathname}`, 'https://github.com/ceems-dev/ceems/issues/new');
  assert.equal(url.searchParams.get('title'), 'Docs: "CEEMS LB & "you"" did not help');
  assert.match(
    url.searchParams.get('body') ?? '',
    /^Page: https:\/\/ceems-dev\.github\.io\/ceems\/docs\/usage\/ceems-lb\n/,
  );
});

test('the jobs that test and build the site fetch its whole history, so last-updated dates are right', () => {
  interface Step {
    uses?: string;
    with?: Record<string, unknown>;
  }
  const workflow = yaml.load(
    fs.readFileSync(path.join(__dirname, '..', '..', '.github', 'workflows', 'ci.yml'), 'utf8'),
  ) as {jobs: Record<string, {steps: Step[]}>};
  for (const job of ['test', 'build']) {
    const checkout = workflow.jobs[job].steps.find(
      (step) => step.uses?.startsWith('actions/checkout@') && !step.with?.repository,
    );
    assert.equal(checkout?.with?.['fetch-depth'], 0, `${job} job`);
  }
});
