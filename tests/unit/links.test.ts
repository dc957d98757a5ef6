import assert from 'node:assert/strict';
import {test} from 'node:test';
import {extractPageLinks, findBrokenLinks, type PageLinks} from '../lib/links';

const page = (html: string, url: string) => extractPageLinks(`<html><body>${html}</body></html>`, url);

test('extractPageLinks keeps internal links, resolves relative ones and skips external and mail links', () => {
  const links = page(
    `<a href="/ceems/docs/x#a">x</a><a href="../y">y</a><a href="https://example.org/">e</a>
     <a href="mailto:a@b.c">m</a><img src="/ceems/img/a.svg"><link rel="preconnect" href="/ceems/">
     <h2 id="one">One</h2><a name="legacy"></a>`,
    '/ceems/docs/guide/',
  );
  assert.deepEqual(links.links, ['/ceems/docs/x#a', '/ceems/docs/y', '/ceems/img/a.svg']);
  assert.deepEqual([...links.anchors].sort(), ['legacy', 'one']);
});

test('findBrokenLinks reports missing pages and missing anchors, and accepts good links', () => {
  const pages = new Map<string, PageLinks>([
    ['a.html', {links: ['/b', '/b#here', '/b#gone', '/missing', '/img.svg'], anchors: new Set()}],
    ['b.html', {links: ['/a'], anchors: new Set(['here'])}],
  ]);
  const files: Record<string, string> = {'/a': 'a.html', '/b': 'b.html', '/img.svg': 'img.svg'};
  const broken = findBrokenLinks(pages, (pathname) => files[pathname]);
  assert.deepEqual(broken, [
    {page: 'a.html', link: '/b#gone', reason: 'missing anchor'},
    {page: 'a.html', link: '/missing', reason: 'missing page'},
  ]);
});
