import assert from 'node:assert/strict';
import {test} from 'node:test';
import * as cheerio from 'cheerio';
import {islandListsStep, repairIslandLists} from '../../src/api-reference/build/island-lists';
import {BuiltPages} from '../../src/plugins/post-build/built-pages';
import type {PostBuildInput} from '../../src/plugins/post-build';

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const island = (inner: string) => `<div id=api-reference-x data-api-island>${inner}</div>`;

/** The body's HTML as a parser reads it (serialised again, so that omitted end tags do not matter). */
const body = (html: string) => cheerio.load(html)('body').html();

/** Islands as the theme writes them, and as the step must leave them. */
const REPAIRS: Array<[name: string, broken: string, repaired: string]> = [
  [
    'a <div> directly in a <ul> inside an island is wrapped in a list item',
    '<ul style=margin-left:1rem><div class=p><strong>name</strong></div><div>2</div></ul>',
    '<ul style=margin-left:1rem><li class="openapi-list-item"><div class=p><strong>name</strong></div></li>' +
      '<li class="openapi-list-item"><div>2</div></li></ul>',
  ],
  [
    'an <li> directly in a <div> inside an island becomes a <div> with its attributes and children',
    '<div><li class=a style=opacity:.6><div>Array [</div></li><div>x</div><li><div>]</div></div>',
    '<div><div class=a style=opacity:.6><div>Array [</div></div><div>x</div><div><div>]</div></div></div>',
  ],
  // The built pages omit optional end tags: `<p>` in a list and `<li>` at the end of its parent.
  [
    'an element whose end tag the minifier left out is closed where the parser closes it',
    '<ul><p>one<p>two</ul><div><li><span>a</span></div>',
    '<ul><li class="openapi-list-item"><p>one</p></li><li class="openapi-list-item"><p>two</p></li></ul>' +
      '<div><div><span>a</span></div></div>',
  ],
  [
    'nested repairs at one offset close inside out',
    '<ul><div><ul><div>a</div></ul></div></ul>',
    '<ul><li class="openapi-list-item"><div><ul>' +
      '<li class="openapi-list-item"><div>a</div></li>' +
      '</ul></div></li></ul>',
  ],
];

for (const [name, broken, repaired] of REPAIRS) {
  test(name, () => {
    assert.equal(body(repairIslandLists(page(island(broken)))), body(page(island(repaired))));
  });
}

test('the same markup outside an island is left as it is', () => {
  const html = page('<ul><div>a</div></ul><div><li>b</li></div><div data-other><ul><div>c</div></ul></div>');
  assert.equal(repairIslandLists(html), html);
});

test('valid lists, scripts and templates in a list are left byte for byte', () => {
  const html = page(
    island('<ul role=tablist><li role=tab>a<li>b</ul><ol><li><ul><li>c</ul></ol><menu><li>d</menu>') +
      island('<ul><li>e</li><script>1</script><template><div>f</div></template></ul>'),
  );
  assert.equal(repairIslandLists(html), html);
});

test('the step rewrites only the pages it repairs', () => {
  const broken = page(island('<ul><div>a</div></ul>'));
  const valid = page(island('<ul><li>a</ul>'));
  const pages = new BuiltPages(
    '/ceems/',
    new Map([
      ['a.html', broken],
      ['b.html', valid],
      ['c.html', page('<p>c')],
    ]),
  );
  islandListsStep.run(pages, {} as PostBuildInput);
  assert.match(pages.get('a.html') as string, /<ul><li class="openapi-list-item"><div>a<\/div><\/li><\/ul>/);
  assert.equal(pages.get('b.html'), valid);
  assert.equal(pages.get('c.html'), page('<p>c'));
});
