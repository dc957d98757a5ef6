import assert from 'node:assert/strict';
import {test} from 'node:test';
import {buildPageRecords} from '../../src/search/build/records';
import {SearchEngine} from '../../src/search/client/engine';
import {createSearchIndex, type SearchIndexFile} from '../../src/search/client/index-file';
import {
  answerSearch,
  facetFilter,
  normaliseRequests,
  snippetLengths,
  type SearchResponse,
} from '../../src/search/client/respond';
import {escapeHtml} from '../../src/search/client/escape';
import {createWordMatcher, highlightText, snippetText} from '../../src/search/client/highlight';
import {
  createLocalSearchClient,
  type LocalSearchClient,
  type LocalSearchClientOptions,
} from '../../src/search/client/search-client';
import {createSearchSession} from '../../src/search/client/search-session';
import {withoutNotice} from '../../src/search/client/limits';
import {docPageHtml, headingHtml} from '../fixtures/search-pages';

const ORIGIN = 'http://127.0.0.1:3000';
const HOSTILE = '<img src=x onerror=alert(1)>';

function indexFile(): SearchIndexFile {
  const records = [
    ...buildPageRecords(
      docPageHtml({
        title: 'Basic authentication',
        category: 'Configuration',
        body:
          '<p>Protect every CEEMS server with a password so that nobody can claim to be another user of the ' +
          'cluster.</p>' +
          headingHtml(2, 'hostile', '&lt;img src=x onerror=alert(1)&gt; basic') +
          '<p>Quotes " and \' and &amp; stay text.</p>',
      }),
      '/ceems/docs/configuration/basic-auth',
    ),
    ...buildPageRecords(
      docPageHtml({
        title: 'Metrics',
        category: 'Components',
        body: headingHtml(2, 'rapl', 'rapl collector') + '<p>Reads RAPL energy counters.</p>',
      }),
      '/ceems/docs/components/metrics',
    ),
    ...buildPageRecords(
      docPageHtml({title: 'Réglages', body: '<p>password in French</p>', tag: 'docs-fr', language: 'fr'}),
      '/ceems/fr/docs/',
    ),
  ];
  return createSearchIndex(records);
}

const engine = new SearchEngine(indexFile());

/** DocSearch 4.7's request, as its modal sends it. */
function docSearchRequest(query: string, extra: Record<string, unknown> = {}) {
  return {
    requests: [
      {
        query,
        indexName: 'ceems-local',
        attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        ...extra,
      },
    ],
  };
}

function only(response: {results: SearchResponse[]}): SearchResponse {
  assert.equal(response.results.length, 1);
  return response.results[0];
}

test("DocSearch's search({requests}) gets the part of Algolia's result shape it reads, with absolute urls", () => {
  const result = only(answerSearch(engine, docSearchRequest('basic auth'), ORIGIN));
  assert.deepEqual(Object.keys(result).sort(), ['hits', 'hitsPerPage', 'index', 'nbHits', 'nbPages', 'page', 'query']);
  assert.equal(result.index, 'ceems-local');
  assert.equal(result.query, 'basic auth');
  assert.equal(result.hitsPerPage, 20);
  assert.equal(result.page, 0);
  assert.equal(result.nbHits, result.hits.length);
  assert.equal(result.nbPages, 1);
  const [hit] = result.hits;
  assert.equal(hit.url, `${ORIGIN}/ceems/docs/configuration/basic-auth`);
  assert.equal(hit.type, 'lvl1');
  assert.equal(hit._highlightResult.hierarchy.lvl1?.value, '<mark>Basic</mark> <mark>authentication</mark>');
  assert.deepEqual(Object.keys(hit._highlightResult.hierarchy), ['lvl0', 'lvl1'], 'only the levels the record has');
  assert.ok(hit._snippetResult.hierarchy.lvl1);
});

test("the search page's legacy search([{indexName, params}]) gets the same answers", () => {
  const legacy = only(
    answerSearch(engine, [{indexName: 'ceems-local', params: {query: 'rapl', hitsPerPage: 15, page: 0}}], ORIGIN),
  );
  assert.equal(legacy.hits[0].url, `${ORIGIN}/ceems/docs/components/metrics#rapl`);
  assert.equal(legacy.hitsPerPage, 15);
  assert.equal(
    legacy.hits[0]._highlightResult.hierarchy.lvl2?.value,
    '<em>rapl</em> collector',
    "Algolia's default tags",
  );
  assert.deepEqual(normaliseRequests([{indexName: 'i', params: {query: 'q', facetFilters: [['a:b']]}}]), [
    {indexName: 'i', query: 'q', facetFilters: [['a:b']]},
  ]);
  assert.throws(() => normaliseRequests({nope: true}), /expects \{requests/);
  // A request whose params came as a query string (Algolia's older clients) is refused, not answered empty.
  assert.throws(
    () => normaliseRequests([{indexName: 'i', params: 'query=q'}]),
    /search request params must be an object, got string/,
  );
});

test('facetFilters are honoured: AND of ORs', () => {
  const english = only(answerSearch(engine, docSearchRequest('password'), ORIGIN));
  assert.ok(english.hits.every((hit) => hit.language === 'en'));
  const french = only(answerSearch(engine, docSearchRequest('password', {facetFilters: ['language:fr']}), ORIGIN));
  assert.deepEqual(
    french.hits.map((hit) => hit.url),
    [`${ORIGIN}/ceems/fr/docs/`],
  );
  const frenchDocs = facetFilter(['language:fr', ['docusaurus_tag:default', 'docusaurus_tag:docs-fr']]);
  assert.deepEqual(
    engine.sections.filter((section) => frenchDocs(section.heading)).map((section) => section.heading.url),
    ['/ceems/fr/docs/'],
  );
  assert.throws(() => facetFilter(['nocolon']), /attribute:value/);
});

test('paging: hitsPerPage and page slice the hits, nbPages counts pages', () => {
  const all = only(answerSearch(engine, docSearchRequest('password basic rapl', {facetFilters: []}), ORIGIN));
  assert.ok(all.nbHits >= 3);
  const second = only(
    answerSearch(engine, docSearchRequest('password basic rapl', {facetFilters: [], hitsPerPage: 1, page: 1}), ORIGIN),
  );
  assert.equal(second.hits.length, 1);
  assert.equal(second.nbPages, all.nbHits);
  assert.equal(second.hits[0].objectID, all.hits[1].objectID);
});

test("the search page helper's facet queries (no hits, facets asked for) get a hit count and no hits", () => {
  const result = only(
    answerSearch(engine, [{indexName: 'i', params: {query: 'password', hitsPerPage: 0, facets: ['language']}}], ORIGIN),
  );
  assert.deepEqual([result.hits, result.nbHits, result.nbPages], [[], 2, 0]);
});

test('a hostile heading reaches the result escaped everywhere, with only highlight tags as markup', () => {
  const result = only(answerSearch(engine, docSearchRequest('basic'), ORIGIN));
  const hit = result.hits.find((candidate) => candidate.anchor === 'hostile');
  assert.ok(hit, 'the hostile section matches "basic"');
  const escaped = escapeHtml(HOSTILE);
  assert.equal(
    hit.hierarchy.lvl2,
    `${escaped} basic`,
    'raw fields are escaped too: DocSearch renders them as HTML in recent searches',
  );
  assert.equal(hit._highlightResult.hierarchy.lvl2?.value, '&lt;img src=x onerror=alert(1)&gt; <mark>basic</mark>');
  const everything = JSON.stringify(hit);
  assert.ok(!everything.includes('<img'), 'no tag of the heading survives');
  const markup = [...everything.matchAll(/<[^>]*>/g)].map(([tag]) => tag);
  assert.deepEqual([...new Set(markup)].sort(), ['</mark>', '<mark>']);
});

test('a hostile query is escaped and only ever adds highlight tags', () => {
  const query = `${HOSTILE} basic "quotes" & <script>`;
  const result = only(answerSearch(engine, docSearchRequest(query, {facetFilters: []}), ORIGIN));
  assert.equal(result.query, query, 'the query is echoed as sent, as Algolia does');
  const hits = JSON.stringify(result.hits);
  assert.ok(!hits.includes('<img') && !hits.includes('<script'), 'no tag from the query reaches a hit');
  const markup = new Set([...hits.matchAll(/<[^>]*>/g)].map(([tag]) => tag));
  assert.ok(
    [...markup].every((tag) => tag === '<mark>' || tag === '</mark>'),
    [...markup].join(' '),
  );
});

test('queries are cut to 64 characters before searching', () => {
  const padding = 'zzzz '.repeat(13);
  assert.equal(padding.length, 65);
  const cut = only(answerSearch(engine, docSearchRequest(`${padding}rapl`, {facetFilters: []}), ORIGIN));
  assert.equal(cut.nbHits, 0, 'rapl lies past character 64, so only the unmatched padding is searched');
  const kept = only(answerSearch(engine, docSearchRequest(`${'zzzz '.repeat(11)}rapl`, {facetFilters: []}), ORIGIN));
  assert.ok(kept.nbHits > 0, 'within 64 characters rapl is searched (any-word fallback)');
});

test('snippets keep the requested number of words around the first match, with an ellipsis where cut', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';
  const matcher = createWordMatcher(['twelve']);
  const snippet = snippetText(text, matcher, 5, {pre: '<b>', post: '</b>', ellipsis: '…'});
  assert.equal(snippet.value, '…eleven <b>twelve</b> thirteen fourteen fifteen');
  const start = snippetText(text, createWordMatcher(['one']), 10, {pre: '<b>', post: '</b>', ellipsis: '<…>'});
  assert.equal(
    start.value,
    '<b>one</b> two three four five six seven eight nine ten&lt;…&gt;',
    'the ellipsis is escaped like text',
  );
  const all = snippetText('short text', createWordMatcher([]), 10);
  assert.deepEqual(all, {value: 'short text'});
  assert.deepEqual(
    snippetLengths(['content:5', 'hierarchy.lvl1']),
    new Map([
      ['content', 5],
      ['hierarchy.lvl1', 10],
    ]),
  );
});

test('highlighting marks the words the engine matched (prefixes, typos), and escapes the rest', () => {
  const matcher = createWordMatcher(['authentication', 'promethues']);
  const result = highlightText('Authentication for <Promethues> & co', matcher, {pre: '[', post: ']', ellipsis: '…'});
  assert.equal(result.value, '[Authentication] for &lt;[Promethues]&gt; &amp; co');
});

/** The site's local client, with the index loaded the way a test says. */
function localClient(loaders: Pick<LocalSearchClientOptions, 'fetchIndex'>): LocalSearchClient {
  return createLocalSearchClient({
    indexPath: '/ceems/search-index.json',
    origin: ORIGIN,
    code: {Engine: SearchEngine, answer: answerSearch},
    ...loaders,
  });
}

test('the client loads the index once, lazily, and answers both request shapes', async () => {
  let fetches = 0;
  const client = localClient({
    fetchIndex: async () => {
      fetches++;
      return JSON.parse(JSON.stringify(indexFile()));
    },
  });
  assert.equal(fetches, 0, 'nothing is fetched before the reader reaches for search');
  client.preload();
  client.preload();
  const modern = await client.search(docSearchRequest('rapl'));
  const legacy = await client.search([{indexName: 'ceems-local', params: {query: 'rapl'}}]);
  assert.equal(fetches, 1);
  assert.equal(modern.results[0].hits[0].url, legacy.results[0].hits[0].url);
});

test('an index that cannot load fails as RetryError (DocSearch shows its error screen), then retries', async () => {
  let attempts = 0;
  const client = localClient({
    fetchIndex: async () => {
      attempts++;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return {format: 99} as never;
    },
  });
  await assert.rejects(
    client.search(docSearchRequest('rapl')),
    (error: Error) => error.name === 'RetryError' && /Failed to fetch/.test(error.message),
  );
  await assert.rejects(
    client.search(docSearchRequest('rapl')),
    (error: Error) => error.name === 'RetryError' && /expected format/.test(error.message),
  );
  assert.equal(attempts, 2, 'a failed load is tried again on the next search');
});

test("a query no section answers in full loses one word, and the response says which (Results without 'x')", () => {
  const dropped = only(answerSearch(engine, docSearchRequest('rapl energy xylophone'), ORIGIN));
  assert.deepEqual(dropped.without, ['xylophone'], 'a word no section holds is the one left out');
  assert.equal(dropped.hits[0]?.url, `${ORIGIN}/ceems/docs/components/metrics#rapl`);
  assert.equal(withoutNotice(dropped.without!), "Results without 'xylophone'");
  // Every word is held somewhere but never together: the word whose absence finds the best section goes.
  const apart = engine.searchWithNotice('rapl counters password');
  assert.equal(apart.without.length, 1);
  assert.ok(apart.ranked.length > 0);
  const whole = only(answerSearch(engine, docSearchRequest('rapl energy'), ORIGIN));
  assert.equal(whole.without, undefined, 'nothing left out, nothing said');
  const nothing = only(answerSearch(engine, docSearchRequest('xylophone'), ORIGIN));
  assert.equal(nothing.without, undefined, 'a single word is never left out');
  assert.equal(nothing.nbHits, 0);
});

test('the search session remembers the words each query was answered without', async () => {
  const session = createSearchSession();
  const client = session.observe({search: async (input: unknown) => answerSearch(engine, input, ORIGIN)});
  await client.search(docSearchRequest('rapl energy xylophone') as never);
  await client.search(docSearchRequest('rapl') as never);
  assert.deepEqual(session.without('rapl energy xylophone'), ['xylophone']);
  assert.deepEqual(session.without('rapl'), []);
  assert.deepEqual(session.without('never asked'), []);
});
