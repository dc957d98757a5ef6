import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  chunkFiles,
  footprintOf,
  footprintSentence,
  formatGrams,
  formatKilobytes,
  htmlAssetPaths,
  parentRoutePaths,
  registryChunkIds,
  routeChunkNames,
  dynamicChunkIds,
  writeFootprint,
} from '../../src/plugins/page-footprint/footprint';
import {FOOTPRINT_FALLBACK} from '../../src/plugins/page-footprint/footprint-text';

test('one gigabyte costs 0.3 kWh at 494 g/kWh in SWD v4: 148.2 g', () => {
  assert.ok(Math.abs(footprintOf(1e9).grams - 148.2) < 1e-9);
  const page = footprintOf(300_000);
  assert.ok(Math.abs(page.grams - 0.3 * 0.0003 * 494) < 1e-12, String(page.grams));
  assert.equal(page.rating, 'A'); // 0.044 g: above A+ (0.040 g), within A (0.079 g)
  assert.equal(footprintOf(250_000).rating, 'A+'); // 0.037 g
  assert.equal(footprintOf(600_000).rating, 'B'); // 0.089 g
  assert.equal(footprintOf(2_500_000).rating, 'F'); // 0.37 g
  assert.throws(() => footprintOf(Number.NaN), /not a byte count/);
});

test('figures are written in kilobytes of 1,000 bytes and grams with two significant digits', () => {
  assert.equal(formatKilobytes(312_499), '312 kB');
  assert.equal(formatKilobytes(1_234_567), '1,235 kB');
  assert.equal(formatGrams(0.044460000001), '0.044 g');
  assert.equal(formatGrams(0.000123), '0.00012 g');
  assert.equal(
    footprintSentence(footprintOf(300_000)),
    'Opening this page first transfers 300 kB; one such view emits about 0.044 g CO₂e (Sustainable Web ' +
      'Design v4, rating A).',
  );
});

test('htmlAssetPaths lists the stylesheets, scripts and eager images a page fetches, once each', () => {
  const html = [
    '<link rel=icon href=/ceems/img/favicon.svg /><link rel=stylesheet href=/ceems/assets/css/styles.1.css />',
    '<link rel="preload" as="image" href="/ceems/img/logo.svg"><link rel=alternate href=/ceems/blog/rss.xml>',
    '<script src=/ceems/assets/js/runtime~main.2.js defer></script><script>inline()</script>',
    '<script src="https://example.org/x.js"></script>',
    '<img src=/ceems/img/logo.svg alt=""><img src="/ceems/img/diagrams/a%20b.svg" loading="lazy" alt="">',
    '<img src=/ceems/img/eager.png?v=1 alt="">',
  ].join('');
  assert.deepEqual(htmlAssetPaths(html, '/ceems/'), [
    'assets/css/styles.1.css',
    'img/logo.svg',
    'assets/js/runtime~main.2.js',
    'img/eager.png',
  ]);
});

test('a page loads the chunks of its own route and of the layout routes around it, no others', () => {
  const routes = [
    {path: '/ceems/', exact: true},
    {
      path: '/ceems/docs',
      routes: [
        {
          path: '/ceems/docs',
          routes: [
            {path: '/ceems/docs/', exact: true},
            {path: '/ceems/docs/a', exact: true},
          ],
        },
      ],
    },
  ];
  const parents = parentRoutePaths(routes);
  assert.deepEqual([...parents], ['/ceems/docs']);
  const chunks = {
    '/ceems/-e5f': {__comp: 'home'},
    '/ceems/docs-1a2': {__comp: 'root', __context: {plugin: 'ctx'}},
    '/ceems/docs-3b4': {__comp: 'version', __props: 'props'},
    '/ceems/docs/-5c6': {__comp: 'doc', content: 'intro'},
    '/ceems/docs/a-7d8': {__comp: 'doc', content: 'a'},
    '/ceems/docs/ab-9e0': {__comp: 'doc', content: 'ab'},
  };
  assert.deepEqual(routeChunkNames(chunks, parents, '/ceems/docs/a').sort(), [
    'a',
    'ctx',
    'doc',
    'props',
    'root',
    'version',
  ]);
  assert.deepEqual(routeChunkNames(chunks, parents, '/ceems/'), ['home']);
});

test('registryChunkIds reads the chunk ids of each registry entry of the minified main bundle', () => {
  const main =
    'var r={"4c5e977b":[()=>Promise.all([n.e("4014"),n.e("7745"),n.e("2")]).then(n.bind(n,20951)),' +
    '"@theme/ApiItem",20951],' +
    '"0e384e19":[()=>n.e("3691").then(n.t.bind(n,1,19)),"@site/docs/a.md",1],' +
    '"x-y":[()=>a.e(12).then(a.bind(a,3)),"m",3],' +
    'f323892e:[()=>n.e("118").then(n.bind(n,4)),"b",4],' +
    '0x532e5b2:[()=>n.e("8664").then(n.bind(n,5)),"c",5],7456010:[()=>n.e("7").then(n.bind(n,6)),"d",6]}';
  const registry = registryChunkIds(main);
  assert.deepEqual(registry.get('4c5e977b'), ['4014', '7745', '2']);
  assert.deepEqual(registry.get('0e384e19'), ['3691']);
  assert.deepEqual(registry.get('x-y'), ['12']);
  assert.deepEqual(registry.get('f323892e'), ['118']);
  assert.deepEqual(registry.get('87221682'), ['8664'], 'a name of digits is minified to a hex number');
  assert.deepEqual(registry.get('7456010'), ['7']);
  assert.deepEqual(dynamicChunkIds('lazy(()=>Promise.all([s.e("4014"),s.e("2864")]));x.e(9);s.e("4014")'), [
    '4014',
    '2864',
    '9',
  ]);
  const manifest = {
    assets: {'2': {js: [{file: 'assets/js/4c5e977b.1.js'}]}, '4014': {css: [{file: 'assets/css/styles.1.css'}]}},
  };
  assert.deepEqual(chunkFiles(manifest, ['4014', '2', '2', '9999']), [
    'assets/css/styles.1.css',
    'assets/js/4c5e977b.1.js',
  ]);
});

test('writeFootprint replaces the fallback text of the one marked element, and fails without it', () => {
  const html =
    `<footer>x</footer><p class=f><span data-page-footprint>${FOOTPRINT_FALLBACK}</span> <a ` +
    `href=/ceems/footprint>How</a></p>`;
  assert.equal(
    writeFootprint(html, 'Opening <this> page & more'),
    '<footer>x</footer><p class=f><span data-page-footprint>Opening &lt;this&gt; page &amp; more</span> <a ' +
      'href=/ceems/footprint>How</a></p>',
  );
  assert.match(
    writeFootprint(html.replace('data-page-footprint>', 'data-page-footprint="" class=a>'), 'N'),
    /class=a>N<\/span>/,
  );
  assert.throws(() => writeFootprint('<p>no marker</p>', 'x'), /found none/);
  assert.throws(() => writeFootprint(html + html, 'x'), /found several/);
});
