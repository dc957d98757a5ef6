import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {htmlToTwin} from '../../src/plugins/markdown-twins/convert';
import {curlSample} from '../../src/plugins/markdown-twins/api';
import * as llms from '../../src/plugins/markdown-twins/llms';
import {twinPath} from '../../src/plugins/markdown-twins/twin-path';
import {API_PAGE, DOC_PAGE, SITE} from '../fixtures/twin-pages';

const DOC_URL = `${SITE}/ceems/docs/installation/exporter`;
const API_URL = `${SITE}/ceems/docs/api/list-units`;

/** What no twin may contain: HTML, MDX, admonition fences. */
function assertPlainMarkdown(markdown: string) {
  for (const bad of ['<div', '<span', '<p>', '<details', '<!--', 'import ', ':::', '&#x']) {
    assert.ok(!markdown.includes(bad), `the twin contains ${JSON.stringify(bad)}:\n${markdown}`);
  }
}

describe('Markdown twin of a docs page', () => {
  const twin = htmlToTwin(DOC_PAGE, DOC_URL);
  const md = twin.markdown;

  test('title and description come from the page', () => {
    assert.equal(twin.kind, 'doc');
    assert.equal(twin.title, 'Install the exporter');
    assert.equal(twin.description, 'Install the CEEMS exporter from a package. Then start it.');
    assert.ok(md.startsWith('# Install the exporter\n'), md);
  });

  test('starts with its title even when something comes above the <h1>', () => {
    const badged = DOC_PAGE.replace(
      '<header><h1>',
      '<span class="theme-doc-version-badge badge">Version: 0.10.2</span><header><h1>',
    );
    const {markdown} = htmlToTwin(badged, DOC_URL);
    assert.ok(markdown.startsWith('# Install the exporter\n\nVersion: 0.10.2\n'), markdown);
    const untitled = htmlToTwin(DOC_PAGE.replace('<header><h1>Install the exporter</h1></header>', ''), DOC_URL);
    assert.ok(untitled.markdown.startsWith('# Install the exporter\n'), 'the <title> names a page without <h1>');
  });

  test('keeps the main content only: no navigation, sidebar, TOC, footer, feedback, edit link or buttons', () => {
    for (const outside of [
      'Sidebar entry',
      'TOC entry',
      'Crumb text',
      'Site footer text',
      'Next page label',
      'Was this page helpful',
      'Edit this page',
      'Last updated',
      'Copy page',
      'Copy',
      'On this page',
      'Filter this page',
      'Direct link',
    ]) {
      assert.ok(!md.includes(outside), `the twin contains "${outside}":\n${md}`);
    }
    assertPlainMarkdown(md);
  });

  test('tabs: each panel under its label in bold, hidden panels included, no tab strip', () => {
    const debian = md.indexOf('**Debian**');
    const rhel = md.indexOf('**RHEL**');
    assert.ok(debian > 0 && rhel > debian, md);
    assert.ok(md.indexOf('apt install') > debian && md.indexOf('apt install') < rhel);
    assert.ok(md.indexOf('dnf install') > rhel);
  });

  test('code blocks: fenced with their language, highlighting spans reduced to text, lines and entities kept', () => {
    assert.ok(md.includes('```bash\nsudo apt install ./ceems_0.10.2_amd64.deb\n```'), md);
    assert.ok(md.includes('```yaml\nceems_exporter:\n  version: 0.10.2\n\n  path: <dir>\n```'), md);
  });

  test('admonitions: block quotes that start with their title', () => {
    assert.ok(md.includes('> **Warning**\n>\n> The exporter needs `CAP_SYS_ADMIN` for the **perf** collector.'), md);
    assert.ok(md.includes('> **Before you start**\n>\n> Check the kernel version.'), md);
  });

  test('tables become GFM tables', () => {
    assert.match(md, /\| Flag +\| Default +\|\n\| -+ \| -+ \|\n\| `--collector.perf` +\| off +\|/);
    assert.ok(md.includes('`:9010` \\| all'), 'a | in a cell is escaped');
  });

  test('links and images get absolute addresses on the site', () => {
    assert.ok(md.includes(`[metrics reference](${SITE}/ceems/docs/components/metrics#collectors)`), md);
    assert.ok(md.includes(`[cacct page](${SITE}/ceems/docs/usage/cacct)`), md);
    assert.ok(md.includes(`[Install](${DOC_URL}#install)`), md);
    assert.ok(md.includes(`![Architecture](${SITE}/ceems/img/arch.svg)`), md);
  });

  test('details: the summary in bold, then the content', () => {
    assert.ok(md.includes('**Why root?**\n\nBecause of _perf events_.'), md);
  });
});

describe('Markdown twin of an API operation page', () => {
  const twin = htmlToTwin(API_PAGE, API_URL);
  const md = twin.markdown;

  test('method and path', () => {
    assert.equal(twin.kind, 'api');
    assert.ok(md.includes('`GET /units/{cluster}`'), md);
  });

  test('parameters: a table per location with name, in, type, required and description', () => {
    assert.match(md, /### Path parameters\n\n\| Name +\| In +\| Type +\| Required +\| Description +\|/);
    assert.match(md, /\| `cluster` +\| path +\| `string` +\| yes +\| Cluster ID\. +\|/);
    assert.match(
      md,
      /\| `from` +\| query +\| `integer<int64>` +\| no +\| Start of the window, a Unix time in `s`\. +\|/,
    );
    assert.match(md, /\| `running` +\| query +\| `boolean` +\| no +\|/);
    assert.match(md, /### Header parameters[\s\S]*\| `X-Grafana-User` +\| header +\| `string` +\| yes +\|/);
  });

  test('responses: a heading per status code, response headers and the schema fields flattened', () => {
    const ok = md.indexOf('### Status 200');
    const unauthorized = md.indexOf('### Status 401');
    assert.ok(ok > 0 && unauthorized > ok, md);
    assert.match(
      md,
      /\*\*Response headers\*\*\n\n\| Header +\| Description +\|\n[^\n]+\n\| `X-Content-Type-Options` \| Always `nosniff`\. \|/,
    );
    assert.match(md, /\| `status` +\| `string` +\| required +\| `success` or `error`\. +\|/);
    assert.match(md, /\| `data` +\| `object\[]` +\| required, nullable +\|/);
    assert.match(md, /\| `data\[]\.uuid` +\| `string` +\| required +\| Unit identifier\. +\|/);
    assert.match(md, /\| `data\[]\.total_energy_kwh` \| `number` +\| no +\| Energy of the unit in kWh\. +\|/);
    assert.ok(md.indexOf('No user header.') > unauthorized);
  });

  test('one code sample, the curl one; the rest of the samples column is left out', () => {
    assert.ok(
      md.includes(
        "## Request sample (curl)\n\n```bash\ncurl -L 'http://localhost:9020/api/v1/units/slurm-0' \\\\\n```",
      ),
      md,
    );
    assert.ok(!md.includes('import http.client') && !md.includes('package main'), 'other languages are left out');
    assert.ok(!md.includes('Request samples') && !md.includes('public demo server'), 'the samples column is left out');
    assertPlainMarkdown(md);
  });

  test('curlSample reads the code block inside data-sample-language="curl", and nothing without it', () => {
    assert.deepEqual(curlSample({type: 'element', tagName: 'div', properties: {}, children: []}), undefined);
    const withoutCurl = htmlToTwin(
      API_PAGE.replace('data-sample-language="curl"', 'data-sample-language="shell"'),
      API_URL,
    );
    assert.ok(!withoutCurl.markdown.includes('Request sample'));
  });
});

describe('twin addresses, llms.txt and llms-full.txt', () => {
  test('a page URL plus .md, without a trailing slash: "Copy page" at /x/ copies the twin of the page at /x', () => {
    assert.equal(twinPath('/ceems/docs/usage/cacct'), '/ceems/docs/usage/cacct.md');
    assert.equal(twinPath('/ceems/docs/usage/cacct/'), '/ceems/docs/usage/cacct.md');
    assert.equal(twinPath('/ceems/docs'), '/ceems/docs.md');
    assert.equal(twinPath('/ceems/docs/'), '/ceems/docs.md');
  });

  test('a page that is not docs, API or blog post has no twin', () => {
    assert.throws(
      () => htmlToTwin('<html><body><main><p>Landing</p></main></body></html>', `${SITE}/ceems/`),
      /markdown twins: \S+\/ceems\/: is neither a docs page/,
    );
  });

  const permalinks = new Map([
    ['intro', '/ceems/docs/'],
    ['usage/cacct', '/ceems/docs/usage/cacct'],
    ['usage/lb', '/ceems/docs/usage/lb'],
    ['usage/deep/x', '/ceems/docs/usage/deep/x'],
    ['faq', '/ceems/docs/faq'],
  ]);
  const sidebar: llms.SidebarItem[] = [
    {type: 'doc', id: 'intro'},
    {
      type: 'category',
      label: 'Usage',
      link: {type: 'generated-index', permalink: '/ceems/docs/category/usage'},
      items: [
        {type: 'doc', id: 'usage/cacct'},
        {
          type: 'category',
          label: 'Deep',
          link: {type: 'doc', id: 'usage/deep/x'},
          items: [{type: 'doc', id: 'usage/lb'}],
        },
      ],
    },
    {type: 'link', href: 'https://example.org', label: 'Elsewhere'},
    {type: 'doc', id: 'faq'},
  ];

  test('sidebar order, one section per top-level category', () => {
    assert.deepEqual(llms.docsSections(sidebar, permalinks), [
      {title: 'Docs', paths: ['/ceems/docs/']},
      {
        title: 'Docs: Usage',
        paths: [
          '/ceems/docs/category/usage',
          '/ceems/docs/usage/cacct',
          '/ceems/docs/usage/deep/x',
          '/ceems/docs/usage/lb',
        ],
      },
      {title: 'Docs', paths: ['/ceems/docs/faq']},
    ]);
    assert.throws(() => llms.sidebarPaths([{type: 'doc', id: 'missing'}], permalinks), /missing/);
  });

  test('llms.txt: title, summary, sections of links to the twins with one-line descriptions', () => {
    const pageOf = (pagePath: string, title: string, description: string): llms.LlmsPage => ({
      path: pagePath,
      title,
      description,
      url: `${SITE}${pagePath}`,
      twinUrl: `${SITE}${twinPath(pagePath)}`,
      markdown: `# ${title}\n\nBody of ${title}.\n`,
    });
    const cacct = pageOf(
      '/ceems/docs/usage/cacct',
      'cacct [CLI]',
      'Query your jobs with cacct. It talks to the API server.',
    );
    const intro = pageOf('/ceems/docs/', 'Introduction', 'What CEEMS is.\nSecond line.');
    const text = llms.llmsTxt('CEEMS', 'The  summary\nparagraph.', [
      {title: 'Docs', pages: [intro]},
      {title: 'Docs: Usage', pages: [cacct]},
      {title: 'Empty', pages: []},
    ]);
    assert.equal(
      text,
      '# CEEMS\n\n> The summary paragraph.\n\n## Docs\n\n' +
        `- [Introduction](${SITE}/ceems/docs.md): What CEEMS is.\n\n## Docs: Usage\n\n` +
        `- [cacct \\[CLI\\]](${SITE}/ceems/docs/usage/cacct.md): Query your jobs with cacct.\n`,
    );
    const full = llms.llmsFullTxt('CEEMS', 'Summary.', [intro, cacct]);
    assert.ok(full.indexOf(`URL: ${SITE}/ceems/docs/\nMarkdown: ${SITE}/ceems/docs.md\n\n# Introduction`) > 0, full);
    assert.ok(full.indexOf('# cacct [CLI]') > full.indexOf('# Introduction'));
  });

  test('llms.txt links llms-full.txt; robots.txt names the sitemap and llms.txt; pages announce their twin', () => {
    const text = llms.llmsTxt('CEEMS', 'Summary.', [], `${SITE}/ceems/llms-full.txt`);
    assert.match(text, new RegExp(`\\[llms-full\\.txt\\]\\(${SITE}/ceems/llms-full\\.txt\\)`));
    const robots = llms.robotsTxt(`${SITE}/ceems/`);
    assert.match(robots, /^User-agent: \*\nAllow: \//);
    assert.ok(robots.includes(`Sitemap: ${SITE}/ceems/sitemap.xml\n`));
    assert.ok(robots.includes(`${SITE}/ceems/llms.txt`));
    const html = '<html><head><title>x</title></head><body></body></html>';
    const announced = llms.withMarkdownAlternate(html, '/ceems/docs/usage/cacct.md');
    assert.equal(
      announced,
      '<html><head><title>x</title><link rel="alternate" type="text/markdown" ' +
        'href="/ceems/docs/usage/cacct.md"></head><body></body></html>',
    );
    assert.equal(llms.withMarkdownAlternate(announced, '/ceems/docs/usage/cacct.md'), announced, 'added once');
    assert.throws(() => llms.withMarkdownAlternate('<p>no head</p>', '/x.md'), /no <\/head>/);
    const prose = '<html><head></head><body><code>&lt;link rel="alternate" type="text/markdown"></code></body></html>';
    assert.match(
      llms.withMarkdownAlternate(prose, '/x.md'),
      /<head><link rel="alternate" type="text\/markdown" href="\/x.md"><\/head>/,
      'a page that quotes the tag still gets it',
    );
  });

  test('first sentence of a description', () => {
    assert.equal(llms.firstSentence('Runs on v0.10.2 of CEEMS. Then more.'), 'Runs on v0.10.2 of CEEMS.');
    assert.equal(llms.firstSentence('No full stop'), 'No full stop');
  });
});
