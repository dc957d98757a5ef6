import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {SITE_URL} from '../../config/env';
import {COPY_PAGE_MESSAGES} from '../../src/plugins/markdown-twins/copy-page-messages';
import {twinPath} from '../../src/plugins/markdown-twins/twin-path';
import {BASE_URL, useSite, loadHydrated, useSharedPage} from './support/browser';
import {sitemapPaths} from './support/pages';

const DOC = 'docs/usage/ceems-api-server';
const API_OPERATION = 'docs/api/user-endpoint-for-fetching-compute-units';

const docsPaths = () =>
  sitemapPaths().filter((pagePath) => pagePath === `${BASE_URL}docs` || pagePath.startsWith(`${BASE_URL}docs/`));
const blogPostPaths = () =>
  sitemapPaths().filter((pagePath) => {
    const rest = pagePath.startsWith(`${BASE_URL}blog/`) ? pagePath.slice(`${BASE_URL}blog/`.length) : '';
    return rest !== '' && !/^(archive|authors|tags|page)(\/|$)/.test(rest);
  });

describe('Markdown twins, llms.txt and "Copy page"', () => {
  const site = useSite();
  // The browser tests load their pages in one page, with the clipboard they read (a new context costs about as much
  // as a page load).
  const shared = useSharedPage(site, {permissions: ['clipboard-read', 'clipboard-write']});
  const get = async (pagePath: string) => {
    const response = await fetch(`${site.server.url}${pagePath}`);
    return {status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text()};
  };

  test('every docs, API and blog post page of the sitemap has a Markdown twin with no HTML or MDX left', async () => {
    const pages = [...docsPaths(), ...blogPostPaths()];
    assert.ok(docsPaths().length >= 60 && blogPostPaths().length >= 5, `sitemap: ${pages.length} pages`);
    for (const pagePath of pages) {
      const twin = await get(twinPath(pagePath));
      assert.equal(twin.status, 200, `${twinPath(pagePath)} answers ${twin.status}`);
      assert.match(twin.type, /^text\/markdown/);
      assert.match(twin.body, /^# \S/, `${twinPath(pagePath)} starts with its title`);
      for (const bad of [
        '<div',
        '<span',
        '<p>',
        ':::',
        '<!--',
        'Copy page',
        'Was this page helpful',
        'Edit this page',
      ]) {
        assert.ok(!twin.body.includes(bad), `${twinPath(pagePath)} contains ${JSON.stringify(bad)}`);
      }
      // MDX import and export lines; prose may say "import them", and code blocks may import anything.
      const prose = twin.body.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
      assert.doesNotMatch(prose, /^(import|export) /m, `${twinPath(pagePath)} has an MDX import or export line`);
    }
  });

  test('llms.txt lists every docs and API page of the sitemap by sidebar category, with the blog', async () => {
    const llms = await get(`${BASE_URL}llms.txt`);
    assert.equal(llms.status, 200);
    assert.match(
      llms.body,
      /^# .+\n\n> .+\n\nEvery docs and API page in one file: \[llms-full\.txt\]\(\S+\/llms-full\.txt\)\.\n\n## /,
    );
    const linked = [...llms.body.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map((match) => match[1]);
    for (const pagePath of [...docsPaths(), ...blogPostPaths()]) {
      assert.ok(
        linked.includes(`${SITE_URL}${twinPath(pagePath)}`),
        `llms.txt does not link ${SITE_URL}${twinPath(pagePath)}`,
      );
    }
    for (const section of ['## Docs: Components', '## Docs: Usage', '## API', '## Blog'])
      assert.ok(llms.body.includes(`\n${section}\n`), section);
    assert.ok(llms.body.indexOf('## Docs: Components') < llms.body.indexOf('## Docs: Installation'), 'sidebar order');
    assert.ok(llms.body.indexOf('## API') < llms.body.indexOf('## Blog'));
  });

  test(
    'tools find the Markdown: each page with a twin names it in its head, and robots.txt names the ' +
      'sitemap and llms.txt',
    async () => {
      for (const pagePath of [...docsPaths(), ...blogPostPaths()]) {
        const html = (await get(pagePath)).body;
        const links = [...html.matchAll(/<link rel="alternate" type="text\/markdown" href="([^"]+)">/g)].map(
          (match) => match[1],
        );
        assert.deepEqual(links, [twinPath(pagePath)], `${pagePath} announces ${JSON.stringify(links)}`);
      }
      const robots = await get(`${BASE_URL}robots.txt`);
      assert.equal(robots.status, 200);
      assert.ok(robots.body.includes(`Sitemap: ${SITE_URL}${BASE_URL}sitemap.xml`), robots.body);
      assert.ok(robots.body.includes(`${SITE_URL}${BASE_URL}llms.txt`), robots.body);
    },
  );

  test('llms-full.txt holds every docs and API twin, in the order of llms.txt', async () => {
    const [llms, full] = [await get(`${BASE_URL}llms.txt`), await get(`${BASE_URL}llms-full.txt`)];
    assert.equal(full.status, 200);
    const docsAndApi = llms.body.slice(0, llms.body.indexOf('\n## Blog\n'));
    const twins = [...docsAndApi.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map((match) => match[1]);
    assert.equal(twins.length, docsPaths().length);
    let previous = -1;
    for (const twinUrl of twins) {
      const at = full.body.indexOf(`\nMarkdown: ${twinUrl}\n`);
      assert.ok(at > previous, `${twinUrl} missing or out of order in llms-full.txt`);
      previous = at;
    }
    const twin = await get(`${BASE_URL}${DOC}.md`);
    assert.ok(full.body.includes(twin.body.trim()), 'a twin is in llms-full.txt as it is');
  });

  test('a docs twin is the page a reader sees: tabs under their labels, fenced code, absolute links', async () => {
    const {body} = await get(`${BASE_URL}${DOC}.md`);
    assert.ok(body.includes('**Slurm**') && body.includes('**OpenStack**'), 'tab labels');
    assert.match(body, /```yaml\nceems_api_server:\n {2}data:\n/);
    assert.ok(body.includes(`](${SITE_URL}${BASE_URL}docs/components/ceems-api-server)`), 'absolute link');
    assert.ok(!/@CEEMS_[A-Z_]+@/.test(body), 'no token left');
  });

  test('an API twin has the method and path, its parameters and its response fields', async () => {
    const {body} = await get(`${BASE_URL}${API_OPERATION}.md`);
    assert.ok(body.includes('`GET /units`'), body.slice(0, 300));
    assert.match(body, /### Query parameters\n\n\| Name \| In \| Type \| Required \| Description \|/);
    assert.match(body, /\| `cluster_id` \| query \| `string\[\]` \| no \| /);
    assert.ok(body.includes('### Status 200'));
    assert.match(body, /\| `data\[\]\.uuid` \| `string` \| required \| /);
    assert.match(body, /\| Header \| Description \|\n\|[-| ]+\|\n\| `X-Content-Type-Options` \| Always `nosniff`\. \|/);
  });

  // Needs the static code samples of the API pages (an element with data-sample-language="curl").
  test('an API twin has the curl sample', async () => {
    const {body} = await get(`${BASE_URL}${API_OPERATION}.md`);
    assert.match(body, /## Request sample \(curl\)\n\n```\w+\ncurl /);
  });

  test('"Copy page" by keyboard puts the twin on the clipboard and says "Copied" for about 2 s', async () => {
    const {page, problems} = shared;
    await loadHydrated(page, site.url(DOC));
    const button = page.getByRole('button', {name: 'Copy page'});
    const status = page.locator('.copy-page [role="status"]');
    assert.equal(await status.getAttribute('aria-live'), 'polite');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (text) => document.querySelector('.copy-page [role="status"]')?.textContent?.startsWith(text),
      `${COPY_PAGE_MESSAGES.copied} from /`,
    );
    assert.ok(await status.isVisible());
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, (await get(`${BASE_URL}${DOC}.md`)).body);
    await page.waitForFunction(
      () => document.querySelector('.copy-page [role="status"]')?.textContent === '',
      undefined,
      {timeout: 4000},
    );
    assert.deepEqual(problems.consoleErrors, []);
  });

  // /ceems/docs/ is the introduction (docs.html, served for docs/ too): its twin is /ceems/docs.md, the path
  // without its trailing slash plus .md, not /ceems/docs/index.md, which does not exist.
  test('"Copy page" at an address ending in / copies the twin of the page shown', async () => {
    const {page, problems} = shared;
    await loadHydrated(page, site.url('docs/'));
    assert.ok(new URL(page.url()).pathname.endsWith('/docs/'), `the page stays at ${page.url()}`);
    const expected = twinPath(`${BASE_URL}docs`);
    const twin = await get(expected);
    assert.equal(twin.status, 200, `${expected} is served`);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.waitForFunction(
      (text) => document.querySelector('.copy-page [role="status"]')?.textContent === text,
      `${COPY_PAGE_MESSAGES.copied} from ${expected}`,
      {timeout: 4000},
    );
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), twin.body);
    assert.deepEqual(problems.consoleErrors, []);
  });

  test('"Copy page" says so when the Markdown cannot be fetched', async () => {
    const {page} = shared;
    await loadHydrated(page, site.url(API_OPERATION));
    await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'not found'}));
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.locator('.copy-page [role="status"]', {hasText: COPY_PAGE_MESSAGES.fetchFailed}).waitFor();
  });

  test('"Copy page" is on category pages and not on blog posts', async () => {
    const {page} = shared;
    await page.goto(site.url('docs/category/components'));
    assert.equal(await page.getByRole('button', {name: 'Copy page'}).count(), 1);
    await page.goto(site.url(blogPostPaths()[0].slice(BASE_URL.length)));
    assert.equal(await page.getByRole('button', {name: 'Copy page'}).count(), 0);
  });
});
