import assert from 'node:assert/strict';
import {test} from 'node:test';
import {displayOrder, pageRank, percentile} from '../../scripts/lib/search-bench';

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
