import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {buildPageRecords} from '../../src/search/build/records';
import {SearchEngine} from '../../src/search/client/engine';
import {createSearchIndex} from '../../src/search/client/index-file';
import {answerSearch} from '../../src/search/client/respond';
import {HIGHLIGHT, pageOfResults} from '../../src/search/page/results';
import searchPlugin, {openSearchDescription} from '../../src/search/index';
import {docPageHtml, headingHtml} from '../fixtures/search-pages';
import {scratchDir} from '../lib/scratch';

const ROOT = path.resolve(__dirname, '../..');
const same = (url: string) => url;

const engine = new SearchEngine(
  createSearchIndex(
    buildPageRecords(
      docPageHtml({
        title: 'Basic authentication',
        category: 'Configuration',
        body:
          '<p>Protect every server with a password.</p>' +
          headingHtml(2, 'hostile', '&lt;img src=x onerror=alert(1)&gt; password') +
          '<p>The password file holds one hashed password per user.</p>',
      }),
      '/ceems/docs/configuration/basic-auth',
    ),
  ),
);

/** The search page's request, as src/search/page/index.tsx sends it. */
function pageRequest(query: string, page = 0) {
  return {requests: [{indexName: 'ceems-local', query, page, hitsPerPage: 1, ...HIGHLIGHT}]};
}

test('a local answer becomes titles, breadcrumbs and snippets, highlighted and escaped', () => {
  const first = pageOfResults(answerSearch(engine, pageRequest('password'), 'http://x'), same, true);
  assert.equal(first.page, 0);
  assert.ok(first.total >= 2 && first.pages === first.total, `${first.total} hits on ${first.pages} pages`);
  assert.equal(first.hits.length, 1);
  const all = [0, 1, 2].flatMap(
    (page) => pageOfResults(answerSearch(engine, pageRequest('password', page), 'http://x'), same, true).hits,
  );
  const hostile = all.find((hit) => hit.url.endsWith('#hostile'));
  assert.ok(hostile, JSON.stringify(all));
  assert.equal(hostile.title, '&lt;img src=x onerror=alert(1)&gt; <mark>password</mark>');
  assert.deepEqual(hostile.breadcrumbs, ['Configuration', 'Basic authentication']);
  assert.ok(
    all.some((hit) => /^.*<mark>password<\/mark>/.test(hit.summary)),
    `a snippet of text: ${JSON.stringify(all)}`,
  );
  assert.ok(!/<img/.test(JSON.stringify(all)), 'no markup from the page text');
});

test('an Algolia answer: escaped, levels in order, empty levels left out, the url processed', () => {
  const results = pageOfResults(
    {
      results: [
        {
          hits: [
            {
              url: 'https://example.org/ceems/docs/a#b',
              _highlightResult: {
                hierarchy: {lvl2: {value: 'Flags & <b>'}, lvl0: {value: 'CLI'}, lvl1: {value: 'cacct'}, lvl3: null},
              },
              _snippetResult: {content: {value: 'the __ceems-mark__flag__/ceems-mark__ for groupby=<anything>'}},
            },
            {url: 'https://example.org/no-heading', _highlightResult: {hierarchy: {}}},
            {_highlightResult: {hierarchy: {lvl0: {value: 'no url'}}}},
          ],
          nbHits: 42,
          page: 1,
          nbPages: 3,
          without: ['xylophone', 7],
        },
      ],
    },
    (url) => new URL(url).pathname + new URL(url).hash,
    false,
  );
  assert.deepEqual(results, {
    // Algolia's text comes as stored: escaped here, its highlight tags made <mark>.
    hits: [
      {
        url: '/ceems/docs/a#b',
        title: 'Flags &amp; &lt;b&gt;',
        breadcrumbs: ['CLI', 'cacct'],
        summary: 'the <mark>flag</mark> for groupby=&lt;anything&gt;',
      },
    ],
    total: 42,
    page: 1,
    pages: 3,
    without: ['xylophone'],
  });
});

test('an answer of another shape is an error with a message, not an empty page', () => {
  for (const response of [undefined, {}, {results: []}, {results: [{hits: 'none'}]}])
    assert.throws(() => pageOfResults(response, same, true), /the search answered without a list of hits/);
  const odd = pageOfResults({results: [{hits: [], nbHits: -3, page: 'x', nbPages: Infinity}]}, same, true);
  assert.deepEqual(odd, {hits: [], total: 0, page: 0, pages: 0, without: []});
});

test('the OpenSearch description points browsers at the search page, its text escaped', () => {
  const xml = openSearchDescription('A & <B>', 'https://x.org/ceems/', 'https://x.org/ceems/search');
  assert.match(xml, /<ShortName>A &#38; &#60;B&#62;<\/ShortName>/);
  assert.match(
    xml,
    /<Url type="text\/html" method="get" template="https:\/\/x\.org\/ceems\/search\?q=\{searchTerms\}"\/>/,
  );
  assert.match(xml, /rel="self" template="https:\/\/x\.org\/ceems\/opensearch\.xml"/);
  assert.doesNotMatch(xml, /<Image/);
});

function plugin(options: unknown): Plugin {
  const context = {
    siteDir: ROOT,
    baseUrl: '/ceems/',
    generatedFilesDir: path.join(ROOT, '.docusaurus'),
    siteConfig: {baseUrl: '/ceems/', url: 'https://ceems-dev.github.io', title: 'CEEMS', favicon: 'img/favicon.ico'},
  } as unknown as LoadContext;
  return searchPlugin(context, options);
}

test('the search plugin serves the search page at its path and writes the OpenSearch file', async () => {
  const routes: RouteConfig[] = [];
  const instance = plugin({pagePath: 'search'});
  await instance.contentLoaded!({
    content: undefined,
    actions: {addRoute: (route: RouteConfig) => routes.push(route)} as unknown as PluginContentLoadedActions,
  });
  assert.equal(routes.length, 1);
  assert.equal(routes[0].path, '/ceems/search');
  assert.ok(fs.existsSync(routes[0].component as string), `${routes[0].component}`);
  const tags = instance.injectHtmlTags!({content: undefined}) as {
    headTags: Array<{attributes: Record<string, string>}>;
  };
  assert.equal(tags.headTags[0].attributes.href, '/ceems/opensearch.xml');

  const outDir = scratchDir('search-page-');
  await instance.postBuild!({outDir} as never);
  const xml = fs.readFileSync(path.join(outDir, 'opensearch.xml'), 'utf8');
  assert.match(xml, /template="https:\/\/ceems-dev\.github\.io\/ceems\/search\?q=\{searchTerms\}"/);
  assert.match(xml, /<Image [^>]*>https:\/\/ceems-dev\.github\.io\/ceems\/img\/favicon\.ico<\/Image>/);
});

test('the search plugin refuses a page path that is not one segment', () => {
  for (const pagePath of [undefined, '', 'a/b', '../x', 'search?q=1'])
    assert.throws(() => plugin({pagePath}), /search plugin: pagePath must be one path segment/);
});
