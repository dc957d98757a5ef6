/**
 * Ranking rules of issue 30 (readers' words): each test was seen failing with its rule taken out of
 * src/search/client/engine.ts or src/search/glossary.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {buildPageRecords} from '../../src/search/build/records';
import {SearchEngine} from '../../src/search/client/engine';
import {createSearchIndex} from '../../src/search/client/index-file';
import {docPageHtml, headingHtml} from '../fixtures/search-pages';

function page(path: string, options: Parameters<typeof docPageHtml>[0]) {
  return buildPageRecords(docPageHtml(options), `/ceems/docs/${path}`);
}

/** Asserts that `query` keeps every word and that its first answer is on `page`. */
function assertEveryWordKept(engine: SearchEngine, query: string, page: string): void {
  const {ranked, without} = engine.searchWithNotice(query);
  assert.deepEqual(without, [], `${query}: a word was left out`);
  assert.equal(ranked[0]?.record.url.split('#')[0], `/ceems/docs/${page}`);
}

/** Short pages that each mention `word` once, so that it is not a rare word. */
function mentioning(word: string, paths: string[]): Record<string, Parameters<typeof docPageHtml>[0]> {
  return Object.fromEntries(paths.map((path) => [path, {title: path, category: 'Usage', body: `<p>The ${word}.</p>`}]));
}

/** An engine over these pages, each given as its path below /ceems/docs/ and its content. */
function engineOf(pages: Record<string, Parameters<typeof docPageHtml>[0]>): SearchEngine {
  return new SearchEngine(createSearchIndex(Object.entries(pages).flatMap(([path, options]) => page(path, options))));
}

test('a page found through its description yields its place to its own section whose heading holds the words', () => {
  const engine = new SearchEngine(
    createSearchIndex([
      ...page('deployments/hpc', {
        title: 'HPC and cloud deployments',
        category: 'Deployments',
        description: 'Run CEEMS on Slurm and Kubernetes, with the Kubernetes admission controller.',
        body:
          headingHtml(2, 'slurm', 'Slurm') +
          '<p>Slurm nodes run the exporter.</p>' +
          headingHtml(2, 'admission-controller', 'Kubernetes admission controller') +
          '<p>It adds the annotations the exporter reads.</p>',
      }),
    ]),
  );
  assert.equal(
    engine.search('admission controller')[0]?.record.url,
    '/ceems/docs/deployments/hpc#admission-controller',
  );
  // The page title still comes first when it holds the words itself.
  assert.equal(engine.search('hpc deployments')[0]?.record.url, '/ceems/docs/deployments/hpc');
});

test('a word no section holds is the one left out, even when the other words are never found together', () => {
  // Two sections of one page, each holding one of the known words.
  const body = [
    headingHtml(2, 'slurm', 'Slurm') + '<p>Slurm nodes run the exporter.</p>',
    headingHtml(2, 'lustre', 'Lustre') + '<p>Lustre file systems hold the data.</p>',
  ].join('');
  const engine = new SearchEngine(createSearchIndex(page('deployments/hpc', {title: 'HPC', category: 'Docs', body})));
  assert.deepEqual(engine.searchWithNotice('flibbertigibbet slurm lustre').without, ['flibbertigibbet']);
});

test('a word is left out when the sections without it are clearly better, and the answer says so', () => {
  const engine = new SearchEngine(
    createSearchIndex([
      ...page('components/cgroup-metrics', {
        title: 'Cgroup metrics',
        category: 'Components',
        body: '<p>Cgroup metrics give the CPU and memory of every job, read from the cgroup of the job.</p>',
      }),
      ...page('installation/upgrading', {
        title: 'Upgrading',
        category: 'Installation',
        body:
          '<p>Release notes list what changed between versions of every package, with the flags that were ' +
          'renamed, the defaults that moved, the files that were added and the series that are missing now ' +
          'that cgroup metrics are exported under new names in this release of the exporter.</p>',
      }),
      // A reader's word is common in the docs too: a page or two that hold it are not enough to keep it.
      ...page('usage/cacct', {title: 'Using cacct', category: 'Usage', body: '<p>A job missing from the list.</p>'}),
      ...page('usage/lb', {title: 'Using the load balancer', category: 'Usage', body: '<p>A header is missing.</p>'}),
    ]),
  );
  const {ranked, without} = engine.searchWithNotice('cgroup metrics missing');
  assert.deepEqual(without, ['missing']);
  assert.equal(ranked[0]?.record.url_without_anchor, '/ceems/docs/components/cgroup-metrics');
});

test('a word that only a section or two hold is not the one left out', () => {
  const pages = [
    ['usage/api-server', 'Run the API server', 'Usage', 'The API server keeps the units it reads from sacct.'],
    ['configuration/api-server', 'Configure the API server', 'Configuration', 'It sets where the API server listens.'],
    ['cli/api-server', 'API server flags', 'Command line', 'Every flag of the API server.'],
    ['configuration/resource-managers', 'Resource managers', 'Configuration', 'The server does not read slurmrestd.'],
  ];
  const engine = new SearchEngine(
    createSearchIndex(
      pages.flatMap(([path, title, category, text]) => page(path, {title, category, body: `<p>${text}</p>`})),
    ),
  );
  // Without "slurmrestd", "api server" would find the best-scoring section of all: a page title.
  const {ranked, without} = engine.searchWithNotice('api server slurmrestd');
  assert.deepEqual(without, ['api']);
  assert.equal(ranked[0]?.record.url_without_anchor, '/ceems/docs/configuration/resource-managers');
});

test("a reader's symptom finds the pages' verb for it (crashes: exits, panics)", () => {
  const engine = new SearchEngine(
    createSearchIndex([
      ...page('usage/exporter', {
        title: 'Run the exporter',
        category: 'Usage',
        body: headingHtml(2, 'troubleshooting', 'Troubleshooting') + '<p>The exporter exits when a flag is wrong.</p>',
      }),
      ...page('usage/api-server', {
        title: 'Run the API server',
        category: 'Usage',
        body: headingHtml(2, 'backups', 'Backups') + '<p>A zero backup interval makes the server panic.</p>',
      }),
    ]),
  );
  assert.equal(engine.search('exporter crashes')[0]?.record.url, '/ceems/docs/usage/exporter#troubleshooting');
  assert.equal(engine.search('server crashed')[0]?.record.url, '/ceems/docs/usage/api-server#backups');
});

test('a reference row is listed once, not again as the record standing for its section', () => {
  const engine = new SearchEngine(
    createSearchIndex(
      page('cli/ceems-exporter', {
        title: 'ceems_exporter',
        category: 'Command Line Arguments',
        body:
          headingHtml(2, 'flags', 'Flags') +
          '<table><tbody><tr id="flag-web.listen-address"><td><code>--web.listen-address</code></td>' +
          '<td>Addresses on which to expose metrics and web interface.</td></tr></tbody></table>',
      }),
    ),
  );
  const urls = engine.search('--web.listen-address').map((hit) => hit.record.url);
  assert.equal(urls[0], '/ceems/docs/cli/ceems-exporter#flag-web.listen-address');
  assert.deepEqual(urls, [...new Set(urls)]);
});

test("a category's list of pages ranks below a docs section, as a blog post does", () => {
  const engine = engineOf({
    'category/deployment': {
      title: 'Deployment',
      category: 'Deployment',
      description: 'Deploy CEEMS on a cluster and import its Grafana dashboards.',
      body: '<p>Deployment guide: from the exporter to the dashboards.</p>',
    },
    'configuration/grafana': {
      title: 'Grafana configuration',
      category: 'Configuration',
      body: headingHtml(2, 'dashboards', 'Import the dashboards') + '<p>Import them from the JSON files.</p>',
    },
  });
  assert.equal(engine.search('dashboards')[0]?.record.url, '/ceems/docs/configuration/grafana#dashboards');
});

test('no word is left out when a section quotes the query word for word, nor a part of an identifier', () => {
  const cases = [
    // A pasted message, quoted in a troubleshooting row; "widget" is in more than two sections, so not rare.
    {
      query: 'Failed to create widget client',
      page: 'usage/widgets',
      heading: headingHtml(2, 'troubleshooting', 'Troubleshooting'),
      text:
        'The server exits after Failed to create widget client when the widget has no credentials, no ' +
        'configuration file, no network route to its host or no permission to read its socket.',
      rival: headingHtml(2, 'create-client', 'Create the client') + '<p>It failed before the client existed.</p>',
      common: 'widget',
    },
    // An identifier's parts (query, max, series) are one name: "max" is the common part the others would drop.
    {
      query: 'query_max_series must be positive',
      page: 'configuration/reference',
      heading: headingHtml(2, 'updaters', 'Updaters'),
      text: 'For query_max_series, a value that is not positive stops the server: it must be more than zero.',
      rival: headingHtml(2, 'series', 'Query series that must be positive') + '<p>Series of a query.</p>',
      common: 'max',
    },
  ];
  for (const {query, page, heading, text, rival, common} of cases) {
    const engine = engineOf({
      [page]: {title: 'Answer', category: 'Docs', body: `${heading}<p>${text}</p>`},
      'cli/rival': {title: 'Rival', category: 'CLI', body: rival},
      ...mentioning(common, ['usage/one', 'usage/two', 'usage/three']),
    });
    assertEveryWordKept(engine, query, page);
  }
});

test('every generated category page has a /category/ slug, the one the engine ranks as a list of pages', () => {
  const docs = path.join(__dirname, '..', '..', 'docs');
  const slugs = fs
    .readdirSync(docs)
    .filter((dir) => fs.existsSync(path.join(docs, dir, '_category_.json')))
    .map((dir) => JSON.parse(fs.readFileSync(path.join(docs, dir, '_category_.json'), 'utf8')).link?.slug);
  const sidebars = fs.readFileSync(path.join(__dirname, '..', '..', 'sidebars.ts'), 'utf8');
  slugs.push(...[...sidebars.matchAll(/slug: '([^']+)'/g)].map((match) => match[1]));
  assert.ok(slugs.length >= 8, `${slugs.length} category slugs`);
  for (const slug of slugs) assert.match(slug, /^\/category\/[a-z-]+$/);
});
