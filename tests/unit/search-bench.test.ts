import assert from 'node:assert/strict';
import {test} from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import {
  displayOrder,
  evaluate,
  expectedRank,
  pageRank,
  percentile,
  type EvalQuery,
} from '../../scripts/lib/search-bench';

const hit = (lvl0: string, lvl1: string, path: string) => ({hierarchy: {lvl0, lvl1}, url: `http://x${path}`});

test('displayOrder groups hits as the DocSearch modal shows them: by section, then by page, 5 per group', () => {
  const hits = [
    hit('Configuration', 'Basic authentication', '/a'),
    hit('API', 'List clusters', '/b'),
    hit('Configuration', 'Security', '/c'),
    hit('Configuration', 'Basic authentication', '/a#x'),
    ...Array.from({length: 6}, (_, i) => hit('Blog', `Post ${i}`, `/blog/${i}`)),
  ];
  const order = displayOrder(hits as never[]) as typeof hits;
  assert.deepEqual(
    order.map((h) => new URL(h.url).pathname + new URL(h.url).hash),
    ['/a', '/a#x', '/c', '/b', '/blog/0', '/blog/1', '/blog/2', '/blog/3', '/blog/4'],
  );
});

test('pageRank counts distinct pages and accepts any of the right ones', () => {
  const hits = [{url: 'http://x/a#1'}, {url: 'http://x/a#2'}, {url: 'http://x/b'}, {url: 'http://x/c'}];
  assert.equal(pageRank(hits, ['/b']), 2);
  assert.equal(pageRank(hits, ['/c', '/b']), 2);
  assert.equal(pageRank(hits, ['/z']), undefined);
});

test('percentile is the nearest-rank percentile', () => {
  const values = Array.from({length: 100}, (_, i) => i + 1);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 95), 95);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test(
  'expectedRank: a plain path matches any hit of its page; a path with #anchor only when that anchor is ' +
    "the page's first hit",
  () => {
    const hits = [
      {url: 'http://x/a#intro'},
      {url: 'http://x/b#flag-web.listen-address'},
      {url: 'http://x/a#flag-x'},
      {url: 'http://x/c'},
    ];
    assert.equal(expectedRank(hits, ['/a']), 1);
    assert.equal(expectedRank(hits, ['/a#flag-x']), undefined, 'the row is shown, but not first on its page');
    assert.equal(expectedRank(hits, ['/b#flag-web.listen-address']), 2);
    assert.equal(expectedRank(hits, ['/z', '/c']), 3);
  },
);

test('evaluate gives MRR, hit@1 and hit@3 and lists the queries outside the top 3 with what they got', () => {
  const answers: Record<string, string[]> = {
    one: ['/a', '/b'],
    two: ['/b', '/a'],
    four: ['/b', '/c', '/d', '/a'],
    none: ['/b'],
  };
  const queries = Object.keys(answers).map((query) => ({
    id: query,
    query,
    kind: 'keyword',
    expected: ['/a'],
    half: 'tune' as const,
  }));
  const figures = evaluate(queries, (query) => answers[query].map((page) => ({url: `http://x${page}`})));
  assert.equal(figures.mrr, Number(((1 + 1 / 2 + 1 / 4 + 0) / 4).toFixed(3)));
  assert.equal(figures.hitAt1, 0.25);
  assert.equal(figures.hitAt3, 0.5);
  assert.deepEqual(
    figures.misses.map((miss) => [miss.id, miss.rank, miss.got]),
    [
      ['four', 4, ['/b', '/c', '/d']],
      ['none', null, ['/b']],
    ],
  );
});

for (const [file, minimum] of [
  ['search-eval.json', 130],
  ['search-eval-2.json', 150],
  ['search-eval-3.json', 80],
] as const) {
  test(`the evaluation set ${file} has at least ${minimum} queries, each in one half, with expected pages`, () => {
    const {queries} = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', file), 'utf8')) as {
      queries: EvalQuery[];
    };
    assert.ok(queries.length >= minimum, `${queries.length} queries`);
    assert.equal(new Set(queries.map((item) => item.id)).size, queries.length, 'ids are unique');
    for (const item of queries) {
      assert.ok(item.half === 'tune' || item.half === 'test', `${item.id} has a half`);
      assert.ok(
        item.expected.length && item.expected.every((page) => page.startsWith('/ceems/docs/')),
        `${item.id} has expected pages`,
      );
    }
  });
}
