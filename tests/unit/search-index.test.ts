import assert from 'node:assert/strict';
import {test} from 'node:test';
import {buildPageRecords, cleanText, SearchRecordError} from '../../src/search/build/records';
import {SearchEngine} from '../../src/search/client/engine';
import {createSearchIndex, INDEX_FORMAT, STORED_TEXT, unpackSections} from '../../src/search/client/index-file';
import {docPageHtml, headingHtml} from '../fixtures/search-pages';

const BASIC_AUTH = docPageHtml({
  title: 'Basic authentication',
  category: 'Configuration',
  body:
    '<p>Protect every CEEMS server with a password.</p>' +
    headingHtml(2, 'how-it-works', 'How it works') +
    '<p>Each server takes a web configuration file.</p><ul><li>Outer item<ul><li>Inner item</li></ul></li></ul>' +
    headingHtml(3, 'clients', 'Clients') +
    '<table><tr><td>prometheus</td><td>basic_auth in scrape configs</td><td>–</td></tr></table>' +
    headingHtml(2, 'troubleshooting', 'Troubleshooting') +
    '<p>Every request gets 401.</p>' +
    '<ul role="tablist"><li role="tab">curl</li></ul>',
});

test('buildPageRecords makes DocSearch records: section, title, headings with anchors, content', () => {
  const records = buildPageRecords(BASIC_AUTH, '/ceems/docs/configuration/basic-auth');
  assert.deepEqual(
    records.map((record) => [record.type, record.anchor, record.hierarchy.lvl2, record.hierarchy.lvl3, record.content]),
    [
      ['lvl1', null, null, null, null],
      ['content', null, null, null, 'Protect every CEEMS server with a password.'],
      ['lvl2', 'how-it-works', 'How it works', null, null],
      ['content', 'how-it-works', 'How it works', null, 'Each server takes a web configuration file.'],
      ['content', 'how-it-works', 'How it works', null, 'Outer item'],
      ['content', 'how-it-works', 'How it works', null, 'Inner item'],
      ['lvl3', 'clients', 'How it works', 'Clients', null],
      ['content', 'clients', 'How it works', 'Clients', 'prometheus'],
      ['content', 'clients', 'How it works', 'Clients', 'basic_auth in scrape configs'],
      ['lvl2', 'troubleshooting', 'Troubleshooting', null, null],
      ['content', 'troubleshooting', 'Troubleshooting', null, 'Every request gets 401.'],
    ],
  );
  const [title, , heading] = records;
  assert.deepEqual(title.hierarchy, {
    lvl0: 'Configuration',
    lvl1: 'Basic authentication',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(title.url, '/ceems/docs/configuration/basic-auth');
  assert.equal(heading.url, '/ceems/docs/configuration/basic-auth#how-it-works');
  assert.equal(heading.url_without_anchor, '/ceems/docs/configuration/basic-auth');
  assert.equal(
    heading.hierarchy.lvl2,
    'How it works',
    'the hash link and its zero-width space are not part of the heading',
  );
  assert.ok(records.every((record) => record.language === 'en' && record.docusaurus_tag === 'docs-default-current'));
});

test('lvl0 is the breadcrumb category, else the active navbar entry; blog posts are Blog', () => {
  const intro = buildPageRecords(docPageHtml({title: 'Introduction', body: '<p>Hello.</p>'}), '/ceems/docs/');
  assert.equal(intro[0].hierarchy.lvl0, 'Documentation');
  const blog = `<html class="blog-wrapper blog-post-page plugin-blog"><head>
      <meta name="docsearch:docusaurus_tag" content="default"></head>
    <body><main><article><header><h1>Release 0.10</h1></header>
      <div class="markdown"><p>News.</p></div></article></main></body></html>`;
  const [post, paragraph] = buildPageRecords(blog, '/ceems/blog/release');
  assert.equal(post.hierarchy.lvl0, 'Blog');
  assert.equal(post.hierarchy.lvl1, 'Release 0.10');
  assert.equal(paragraph.content, 'News.');
});

test('pages without docsearch metadata, or marked noindex, give no records', () => {
  assert.deepEqual(buildPageRecords('<html><body><h1>Landing</h1></body></html>', '/ceems/'), []);
  const searchPage = docPageHtml({title: 'Search', body: ''}).replace(
    '<title>',
    '<meta property="robots" content="noindex, follow"><title>',
  );
  assert.deepEqual(buildPageRecords(searchPage, '/ceems/search'), []);
});

test('a hostile heading is kept as text: records hold no markup', () => {
  const hostile = '<img src=x onerror=alert(1)>';
  const html = docPageHtml({
    title: 'Safe',
    body: headingHtml(2, 'x', '&lt;img src=x onerror=alert(1)&gt;') + '<p><b>bold</b> &amp; plain</p>',
  });
  const records = buildPageRecords(html, '/ceems/docs/safe');
  assert.equal(records[1].hierarchy.lvl2, hostile, 'the heading text is what the reader sees');
  assert.equal(records[2].content, 'bold & plain', 'element markup is dropped');
});

test('buildPageRecords says which page is wrong and how', () => {
  assert.throws(
    () => buildPageRecords('not html', '/ceems/docs/x'),
    (error: Error) =>
      error instanceof SearchRecordError && /\/ceems\/docs\/x: is not an HTML document/.test(error.message),
  );
  const untitled = docPageHtml({title: 'x', body: '<p>text</p>'})
    .replace(/<h1>x<\/h1>/, '')
    .replace(/<title>x<\/title>/, '');
  assert.throws(
    () => buildPageRecords(untitled, '/ceems/docs/untitled'),
    /\/ceems\/docs\/untitled: has no title: its <h1> and <title> are missing or empty/,
  );
  const empty = docPageHtml({title: 'x', body: ''})
    .replace(/<h1>x<\/h1>/, '<h1> </h1>')
    .replace(/<title>x<\/title>/, '<title> </title>');
  assert.throws(() => buildPageRecords(empty, '/ceems/docs/empty'), /has no title/);
  const hiddenTitle = docPageHtml({title: 'Hidden', body: '<p>text</p>'})
    .replace(/<h1>Hidden<\/h1>/, '')
    .replace('<title>Hidden</title>', '<title>Hidden | Site</title>');
  assert.equal(
    buildPageRecords(hiddenTitle, '/ceems/docs/hidden')[0].hierarchy.lvl1,
    'Hidden',
    'a page without <h1> is named by its <title>',
  );
});

test('cleanText drops zero-width characters and collapses white space', () => {
  assert.equal(cleanText('  a\u200b\n\tb  '), 'a b');
});

test('the index file round-trips every record, packed by page and section', () => {
  const records = [
    ...buildPageRecords(BASIC_AUTH, '/ceems/docs/configuration/basic-auth'),
    ...buildPageRecords(docPageHtml({title: 'Introduction', body: '<p>CEEMS measures energy.</p>'}), '/ceems/docs/'),
  ];
  const file = JSON.parse(JSON.stringify(createSearchIndex(records)));
  assert.equal(file.format, INDEX_FORMAT);
  assert.equal(file.pages.length, 2);
  const back = unpackSections(file).flatMap((section) => [section.heading, ...section.contents]);
  assert.deepEqual(back, records);
});

test('the engine ranks the page title first, matches prefixes and typos, and needs every word', () => {
  const records = [
    ...buildPageRecords(BASIC_AUTH, '/ceems/docs/configuration/basic-auth'),
    ...buildPageRecords(
      docPageHtml({
        title: 'Metrics',
        category: 'Components',
        body: headingHtml(2, 'rapl', 'rapl collector') + '<p>Reads RAPL energy counters.</p>',
      }),
      '/ceems/docs/components/metrics',
    ),
  ];
  const engine = new SearchEngine(createSearchIndex(records));
  const top = (query: string) => engine.search(query).map((hit) => hit.record.url);
  assert.equal(top('basic auth')[0], '/ceems/docs/configuration/basic-auth');
  assert.equal(top('rapl')[0], '/ceems/docs/components/metrics#rapl');
  assert.equal(top('authenticaton')[0], '/ceems/docs/configuration/basic-auth', 'one typo in a long word is forgiven');
  assert.equal(top('promethe')[0], '/ceems/docs/configuration/basic-auth#clients', 'the last word matches as a prefix');
  assert.deepEqual(top('the'), [], 'stop words alone match nothing');
  assert.ok(top('rapl password').length > 0, 'when no record has every word, any word may match');
  const urls = top('server');
  assert.equal(new Set(urls).size, urls.length, 'one hit per url');
});

test('the engine picks the content record that holds the words, and filters on page attributes', () => {
  const records = buildPageRecords(BASIC_AUTH, '/ceems/docs/configuration/basic-auth');
  const engine = new SearchEngine(createSearchIndex(records));
  const [hit] = engine.search('401');
  assert.equal(hit.record.type, 'content');
  assert.equal(hit.record.content, 'Every request gets 401.');
  assert.equal(engine.search('401', (record) => record.language === 'fr').length, 0);
});

test('the engine cuts queries to 64 characters', () => {
  const long = `${'x'.repeat(60)} abcd rapl`;
  assert.deepEqual(SearchEngine.queryTerms(long), ['x'.repeat(60), 'abc']);
});

test('the engine refuses an index of another format', () => {
  assert.throws(() => new SearchEngine({format: 1} as never), new RegExp(`expected format ${INDEX_FORMAT}, got 1`));
});

test('a long paragraph is stored cut to STORED_TEXT characters, and its cut words still find it', () => {
  const filler = 'Filler words repeat here. '.repeat(12);
  const long = `Start of a long paragraph about scraping. ${filler}Finally zygomorphic.`;
  const html = docPageHtml({
    title: 'Long',
    category: 'Configuration',
    body: headingHtml(2, 'long', 'Long') + `<p>${long}</p>`,
  });
  const file = createSearchIndex(buildPageRecords(html, '/ceems/docs/long'));
  const stored = unpackSections(file).flatMap((section) => section.contents.map((record) => record.content ?? ''));
  assert.ok(stored.every((text) => text.length <= STORED_TEXT) && stored[0].startsWith('Start of a long'));
  assert.equal(file.sections[1][6], 'Finally zygomorphic', 'cut words the kept text lacks, once each');
  const [hit] = new SearchEngine(file).search('zygomorphic');
  assert.equal(hit.record.url, '/ceems/docs/long#long');
  assert.equal(hit.record.type, 'lvl2', 'a word found only in the cut text shows the heading');
});

test('a list item whose content is all blocks (an API schema property) gives no glued record', () => {
  const html = docPageHtml({
    title: 'Schema',
    category: 'API',
    body:
      '<ul><li class="openapi-list-item"><div><strong>status</strong><span>string</span><span>required</span>' +
      '<p>Served or not.</p></div></li><li>Plain item <code>code</code></li></ul>',
  });
  const contents = buildPageRecords(html, '/ceems/docs/schema')
    .filter((record) => record.type === 'content')
    .map((record) => record.content);
  assert.deepEqual(contents, ['Served or not.', 'Plain item code']);
});

const REFERENCE = docPageHtml({
  title: 'ceems_exporter',
  category: 'Command Line Arguments',
  description: 'Every command line flag of the per-node exporter.',
  body:
    headingHtml(2, 'web', 'Web server') +
    '<p>Where the exporter listens and which web configuration it reads.</p>' +
    '<table><thead><tr><th>Flag</th><th>Effect</th></tr></thead><tbody>' +
    '<tr id="flag-web.listen-address"><td><code>--[no-]web.listen-address</code></td><td>Address to listen ' +
    'on for web requests.</td></tr>' +
    '<tr id="flag-web.config.file"><td><code>--web.config.file</code></td><td>Path of the web configuration ' +
    'file.</td></tr>' +
    '</tbody></table>' +
    headingHtml(2, 'data', 'Data') +
    '<table><tbody><tr id="key-ceems_api_server.data.retention_period">' +
    '<td><code>ceems_api_server.data.retention_period</code></td>' +
    '<td>How long units are kept.</td></tr></tbody></table>',
});

test('cells of a reference row link to the row; the page description rides on the title record', () => {
  const records = buildPageRecords(REFERENCE, '/ceems/docs/cli/ceems-exporter');
  assert.equal(records[0].summary, 'Every command line flag of the per-node exporter.');
  const cells = records.filter((record) => record.content?.includes('listen'));
  assert.deepEqual(
    cells.map((record) => [record.anchor, record.url]),
    [
      ['web', '/ceems/docs/cli/ceems-exporter#web'],
      ['flag-web.listen-address', '/ceems/docs/cli/ceems-exporter#flag-web.listen-address'],
      ['flag-web.listen-address', '/ceems/docs/cli/ceems-exporter#flag-web.listen-address'],
    ],
  );
  const back = unpackSections(JSON.parse(JSON.stringify(createSearchIndex(records)))).flatMap((section) => [
    section.heading,
    ...section.contents,
  ]);
  assert.deepEqual(back, records, 'rows and description survive the index file');
});

test("a query naming a flag or key lands on its row first, also with a typo or as the key's last part", () => {
  const engine = new SearchEngine(createSearchIndex(buildPageRecords(REFERENCE, '/ceems/docs/cli/ceems-exporter')));
  const first = (query: string) => engine.search(query)[0]?.record.url;
  assert.equal(first('--web.listen-address'), '/ceems/docs/cli/ceems-exporter#flag-web.listen-address');
  assert.equal(first('web.listen-address'), '/ceems/docs/cli/ceems-exporter#flag-web.listen-address');
  assert.equal(first('web.listen-adress'), '/ceems/docs/cli/ceems-exporter#flag-web.listen-address', 'one typo');
  assert.equal(first('web.config.file'), '/ceems/docs/cli/ceems-exporter#flag-web.config.file');
  assert.equal(first('retention_period'), '/ceems/docs/cli/ceems-exporter#key-ceems_api_server.data.retention_period');
  assert.equal(first('web server'), '/ceems/docs/cli/ceems-exporter#web', 'words are not an identifier');
});

const WORDS = [
  buildPageRecords(
    docPageHtml({
      title: 'Multi-cluster setups',
      category: 'Advanced',
      body: '<p>One load balancer in front of every Prometheus.</p>',
    }),
    '/ceems/docs/advanced/multi-cluster',
  ),
  buildPageRecords(
    docPageHtml({
      title: 'Resource managers',
      category: 'Configuration',
      body: headingHtml(2, 'kubernetes', 'Kubernetes') + '<p>The API server reads pods.</p>',
    }),
    '/ceems/docs/configuration/resource-managers',
  ),
  buildPageRecords(
    docPageHtml({
      title: 'Grafana configuration',
      category: 'Configuration',
      description: 'Connect Grafana to CEEMS through the load balancer.',
      body: '<p>Data sources.</p>',
    }),
    '/ceems/docs/configuration/grafana',
  ),
  buildPageRecords(
    docPageHtml({
      title: 'Security',
      category: 'Configuration',
      body: headingHtml(2, 'tls', 'TLS') + '<p>Give every server a certificate.</p>',
    }),
    '/ceems/docs/configuration/security',
  ),
].flat();

test('word forms: a query finds other forms of its words through their stem', () => {
  const engine = new SearchEngine(createSearchIndex(WORDS));
  const pages = (query: string) => engine.search(query).map((hit) => hit.record.url_without_anchor);
  assert.equal(pages('configuring')[0], '/ceems/docs/configuration/grafana', 'configuring finds configuration');
  assert.equal(pages('managing')[0], '/ceems/docs/configuration/resource-managers', 'managing finds managers');
});

test('compounds: a word that joins two indexed words finds them (loadbalancer, multicluster)', () => {
  const engine = new SearchEngine(createSearchIndex(WORDS));
  const pages = (query: string) => engine.search(query).map((hit) => hit.record.url_without_anchor);
  assert.ok(pages('loadbalancer').includes('/ceems/docs/advanced/multi-cluster'));
  assert.equal(pages('multicluster')[0], '/ceems/docs/advanced/multi-cluster');
});

test("glossary: a reader's word finds the site's word for the same thing (k8s, https)", () => {
  const engine = new SearchEngine(createSearchIndex(WORDS));
  assert.equal(engine.search('k8s')[0]?.record.url, '/ceems/docs/configuration/resource-managers#kubernetes');
  assert.equal(engine.search('https')[0]?.record.url, '/ceems/docs/configuration/security#tls');
});

test('the page description is searched with the title: a how-to question finds the page', () => {
  const dashboards = buildPageRecords(
    docPageHtml({title: 'Grafana', category: 'Usage', body: '<p>Dashboards.</p>'}),
    '/ceems/docs/usage/grafana',
  );
  const engine = new SearchEngine(createSearchIndex([...WORDS, ...dashboards]));
  assert.equal(engine.search('how do I connect grafana to ceems')[0]?.record.url, '/ceems/docs/configuration/grafana');
});

test("a page's keywords are searched with its title: a reader's word the page does not use finds it", () => {
  const keywords = ['oom killer', 'k3s'];
  const knownIssues = buildPageRecords(
    docPageHtml({
      title: 'Known issues',
      category: 'Advanced',
      description: 'Defects of this release and their workarounds.',
      keywords,
      body: headingHtml(2, 'memory', 'Memory') + '<p>The exporter is stopped when its cgroup runs out of memory.</p>',
    }),
    '/ceems/docs/advanced/known-issues',
  );
  assert.equal(knownIssues[0].summary, 'Defects of this release and their workarounds.');
  assert.equal(knownIssues[0].keywords, 'oom killer, k3s');
  const index = createSearchIndex([...WORDS, ...knownIssues]);
  assert.deepEqual(
    unpackSections(JSON.parse(JSON.stringify(index))).find((section) => section.heading.url === knownIssues[0].url)
      ?.heading,
    knownIssues[0],
    'keywords survive the index file',
  );
  const engine = new SearchEngine(index);
  assert.equal(engine.search('oom killer')[0]?.record.url, '/ceems/docs/advanced/known-issues');
  assert.equal(engine.search('k3s')[0]?.record.url, '/ceems/docs/advanced/known-issues');
  assert.equal(engine.search('exporter memory')[0]?.record.url, '/ceems/docs/advanced/known-issues#memory');
});

test('a keyword counts as a phrase: one of its words alone does not lift the page to the title tier', () => {
  const pages = {
    '/ceems/docs/usage/exporter': {title: 'Running the exporter', keywords: ['not starting'], body: '<p>Start it.</p>'},
    '/ceems/docs/objectives': {title: 'Objectives', body: headingHtml(2, 'non-goals', 'What it does not do')},
  };
  const records = Object.entries(pages).flatMap(([url, page]) => buildPageRecords(docPageHtml(page), url));
  const engine = new SearchEngine(createSearchIndex(records));
  assert.equal(engine.search('exporter not starting')[0]?.record.url, '/ceems/docs/usage/exporter');
  assert.equal(engine.search('not')[0]?.record.url, '/ceems/docs/objectives#non-goals');
});

test('a docs section outranks a blog post that matches as well', () => {
  const blog = `<html class="blog-wrapper blog-post-page plugin-blog"><head>
      <meta name="docsearch:docusaurus_tag" content="default"></head>
    <body><main><article><header><h1>Kubernetes</h1></header>
      <div class="markdown"><p>Release news.</p></div></article></main></body></html>`;
  const engine = new SearchEngine(createSearchIndex([...buildPageRecords(blog, '/ceems/blog/kubernetes'), ...WORDS]));
  assert.equal(engine.search('kubernetes')[0]?.record.url, '/ceems/docs/configuration/resource-managers#kubernetes');
});

test('a section under a heading five pages repeat (Responses) ranks below the one section about the words', () => {
  const records = [
    ...buildPageRecords(
      docPageHtml({
        title: 'Load balancer',
        category: 'Components',
        body:
          headingHtml(2, 'routing', 'Routing') +
          '<p>The load balancer answers 400 when the cluster header is not found in a request, and it also ' +
          'explains many other things about routing, backends, retries and time-outs at length.</p>',
      }),
      '/ceems/docs/components/lb',
    ),
    ...[1, 2, 3, 4, 5].map((n) =>
      buildPageRecords(
        docPageHtml({
          title: `Endpoint ${n}`,
          category: 'API',
          body: headingHtml(2, 'responses', 'Responses') + '<p>Bad request: the cluster header is not found.</p>',
        }),
        `/ceems/docs/api/endpoint-${n}`,
      ),
    ),
  ].flat();
  const [first] = new SearchEngine(createSearchIndex(records)).search('cluster header not found');
  assert.equal(first.record.url_without_anchor, '/ceems/docs/components/lb');
});
