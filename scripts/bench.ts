/**
 * `npm run bench`: a cold production build (time, peak memory of the whole process tree), then the
 * weight of every page of the sitemap served with gzip, then the search benchmark. Prints a table and
 * a JSON document (also written to bench-results/bench.json) so that two commits can be compared.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {BASE_URL} from '../config/env';
import {measurePageWeight, type PageWeight} from './lib/page-weight';
import {footprintOf} from '../src/plugins/page-footprint/footprint';
import {treeRss} from './lib/process-memory';
import {GITHUB_PAGES_CACHE_CONTROL, startStaticServer} from './lib/static-server';
import {launchChromium} from './lib/chromium';
import {buildSync} from 'esbuild';
import zlib from 'node:zlib';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function coldBuild(): Promise<{seconds: number; peakMemoryMB: number}> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  }
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid!));
  }, 200);
  const code: number = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`npm run build failed with status ${code}`);
  return {seconds: (Date.now() - started) / 1000, peakMemoryMB: Math.round(peak / 1024 / 1024)};
}

function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...new Set([BASE_URL, ...paths])].sort();
}

/**
 * First-view budgets of five representative pages: what opening one transfers, prefetches of linked
 * pages included. 270,000 bytes is the Sustainable Web Design v4 A+ limit (0.040 g CO2e per view at
 * 0.30 kWh/GB and 494 g/kWh); 300 KB of gzipped JavaScript keeps a phone's main thread reasonable.
 */
export const FIRST_VIEW_BUDGETS: Array<{name: string; path: string; bytes: number; jsKB: number}> = [
  {name: 'landing', path: '', bytes: 270_000, jsKB: 300},
  {name: 'docs page', path: 'docs/objectives', bytes: 270_000, jsKB: 300},
  {name: 'API page', path: 'docs/api/list-clusters', bytes: 270_000, jsKB: 300},
  {name: 'search', path: 'search', bytes: 270_000, jsKB: 300},
  {name: 'blog', path: 'blog', bytes: 270_000, jsKB: 300},
];

/** A page's first view: everything it transfers as it opens, prefetches of linked pages included. */
function firstView(page: PageWeight): {bytes: number; jsBytes: number; grams: number; rating: string} {
  const bytes = page.total + page.prefetch;
  const {grams, rating} = footprintOf(bytes);
  return {bytes, jsBytes: page.js + page.prefetchJs, grams, rating};
}

function kindOf(pathname: string): string {
  const rest = pathname.slice(BASE_URL.length);
  if (rest === '') return 'landing';
  if (rest.startsWith('docs/api/')) return 'api';
  if (rest.startsWith('docs')) return 'docs';
  if (rest.startsWith('blog')) return 'blog';
  return 'other';
}

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--no-build');
  const build = skipBuild ? undefined : await coldBuild();
  const server = await startStaticServer({buildDir, baseUrl: BASE_URL, compress: true, cacheControl: GITHUB_PAGES_CACHE_CONTROL});
  const browser = await launchChromium();
  const pages: Array<PageWeight & {kind: string}> = [];
  const budgetPaths = FIRST_VIEW_BUDGETS.map((budget) => `${BASE_URL}${budget.path}`);
  for (const pathname of [...new Set([...sitemapPaths(), ...budgetPaths])].sort()) {
    const weight = await measurePageWeight(browser, server.url + pathname);
    pages.push({...weight, url: pathname, kind: kindOf(pathname)});
  }
  await browser.close();
  await server.close();

  const maxOf = (kind: string, key: 'js' | 'total') =>
    Math.max(0, ...pages.filter((page) => page.kind === kind).map((page) => page[key]));
  // The reference filter is inlined into the chunk of each page with reference tables: its own weight is
  // measured from its source, minified alone (React excluded), and the metrics page shows it in context.
  const filterBundle = buildSync({
    entryPoints: [path.join(root, 'src/components/ReferenceFilter/index.tsx')],
    bundle: true, minify: true, write: false, format: 'esm', jsx: 'automatic',
    external: ['react', 'react/jsx-runtime', '*.css'],
  }).outputFiles[0].contents;
  const metricsPage = pages.find((page) => page.url === `${BASE_URL}docs/components/metrics`);
  const summary = {
    build,
    referenceFilterKB: kb(zlib.gzipSync(filterBundle, {level: 9}).length),
    metricsPageJsKB: metricsPage ? kb(metricsPage.js) : undefined,
    landingTotalKB: kb(maxOf('landing', 'total')),
    docsPageMaxJsKB: kb(maxOf('docs', 'js')),
    apiPageMaxJsKB: kb(maxOf('api', 'js')),
    blogPageMaxJsKB: kb(maxOf('blog', 'js')),
    firstViews: Object.fromEntries(
      FIRST_VIEW_BUDGETS.map((budget) => {
        const page = pages.find((candidate) => candidate.url === `${BASE_URL}${budget.path}`);
        const view = page ? firstView(page) : undefined;
        return [budget.name, view && {bytes: view.bytes, jsKB: kb(view.jsBytes), grams: Number(view.grams.toFixed(4)), rating: view.rating}];
      }),
    ),
    pages: pages.length,
  };

  console.log(
    '\npage'.padEnd(62) + 'kind'.padEnd(9) + 'total KB'.padStart(9) + 'JS KB'.padStart(8) + 'CSS KB'.padStart(8) + 'HTML KB'.padStart(9) +
      'img KB'.padStart(8) + 'prefetch KB'.padStart(13) + '1st view B'.padStart(12) + 'g CO2e'.padStart(9) + 'SWD'.padStart(5),
  );
  for (const page of pages) {
    const view = firstView(page);
    console.log(
      page.url.padEnd(61) + page.kind.padEnd(9) + String(kb(page.total)).padStart(9) + String(kb(page.js)).padStart(8) +
        String(kb(page.css)).padStart(8) + String(kb(page.html)).padStart(9) + String(kb(page.image)).padStart(8) + String(kb(page.prefetch)).padStart(13) +
        String(view.bytes).padStart(12) + view.grams.toFixed(4).padStart(9) + view.rating.padStart(5),
    );
  }
  const firstViews = FIRST_VIEW_BUDGETS.map((budget) => {
    const page = pages.find((candidate) => candidate.url === `${BASE_URL}${budget.path}`);
    return {...budget, measured: page ? firstView(page) : undefined};
  });
  // Budgets of the site (issue "Performance and accessibility budget"); printed, never asserted in tests.
  const budgets: Array<[string, number | undefined, number]> = [
    ['cold build seconds', summary.build?.seconds, 45],
    ['build peak memory MB', summary.build?.peakMemoryMB, 1536],
    ['landing page KB gzip', summary.landingTotalKB, 250],
    ['docs page JS KB gzip', summary.docsPageMaxJsKB, 300],
    ['API page JS KB gzip', summary.apiPageMaxJsKB, 700],
    ['reference filter KB gzip', summary.referenceFilterKB, 5],
  ];
  for (const {name, measured, bytes, jsKB} of firstViews) {
    budgets.push([`${name}: 1st view bytes`, measured?.bytes, bytes], [`${name}: 1st view JS KB`, measured ? kb(measured.jsBytes) : undefined, jsKB]);
  }
  console.log('\nbudgets');
  for (const [name, value, limit] of budgets) {
    const verdict = value === undefined ? 'not measured' : value <= limit ? 'within' : 'OVER';
    console.log(`  ${name.padEnd(30)} ${String(value ?? '-').padStart(8)} / ${limit}  ${verdict}`);
  }
  console.log('\nfirst views (prefetches included), Sustainable Web Design v4');
  for (const {name, path: pagePath, measured} of firstViews) {
    if (!measured) {
      console.log(`  ${name.padEnd(10)} /${pagePath}: not measured`);
      continue;
    }
    console.log(
      `  ${name.padEnd(10)} ${String(measured.bytes).padStart(8)} B  JS ${String(kb(measured.jsBytes)).padStart(6)} KB  ${measured.grams.toFixed(4)} g  ${measured.rating}  /${pagePath}`,
    );
  }
  console.log('\nsummary');
  // The first views have their own table above; console.table cannot show nested objects.
  const flat = {...summary, firstViews: undefined};
  console.table(summary.build ? {...flat, build: undefined, buildSeconds: summary.build.seconds, buildPeakMemoryMB: summary.build.peakMemoryMB} : flat);

  let search: unknown;
  if (fs.existsSync(path.join(__dirname, 'bench-search.ts'))) {
    const result = spawnSync('npm', ['run', '--silent', 'bench:search'], {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']});
    process.stdout.write(result.stdout);
    search = result.stdout.trim();
  }

  const report = {summary, pages, search};
  fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
  fs.writeFileSync(path.join(root, 'bench-results', 'bench.json'), JSON.stringify(report, null, 2));
  console.log('\n' + JSON.stringify({summary}, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
