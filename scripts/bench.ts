/**
 * `npm run bench`: a cold production build (time, peak memory of the whole process tree), then the weight of
 * every page of the sitemap served as GitHub Pages serves it, then the search benchmark. Prints tables and a
 * JSON document (also written to bench-results/bench.json) so that two commits can be compared. The reference
 * (lib/bench-reference.ts) is built cold and weighed in the same run, and `npm start` is timed to its first
 * page for it, for ours with the API pages generated (the API cache) and for ours with no cache at all,
 * interleaved round by round. Options: README.md.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {buildSync} from 'esbuild';
import type {Browser} from 'playwright-core';
import {BASE_URL} from '../config/env';
import {API_DOCS_DIR} from '../config/openapi';
import {footprintOf} from '../src/plugins/page-footprint/footprint';
import {coldBuild, devStart, ensureReferenceSite, type DevStart} from './lib/bench-reference';
import {launchChromium} from './lib/chromium';
import {commandLine, loadAverage, median, ROOT, wholeNumber, writeResults} from './lib/measure';
import {measurePageWeight, type PageWeight} from './lib/page-weight';
import {sitemapPaths} from './lib/site-files';
import {serveAsGitHubPages} from './lib/static-server';

const {values: options} = commandLine({
  'no-build': {type: 'boolean', default: false},
  'dev-only': {type: 'boolean', default: false},
  'no-reference': {type: 'boolean', default: false},
  rounds: {type: 'string', default: '1'},
});
const buildDir = path.join(ROOT, 'build');
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * First-view budget of five representative pages (what opening one transfers, prefetches of linked pages
 * included): 270,000 bytes is the Sustainable Web Design v4 A+ limit (0.040 g CO2e per view at 0.30 kWh/GB
 * and 494 g/kWh); 300 KB of gzipped JavaScript keeps a phone's main thread reasonable.
 */
const FIRST_VIEW_BUDGET = {bytes: 270_000, jsKB: 300};
const BUDGET_PAGES: Record<string, string> = {
  landing: '',
  'docs page': 'docs/objectives',
  'API page': 'docs/api/list-clusters',
  search: 'search',
  blog: 'blog',
};
/** Pages of the bare site weighed as ours are: its landing page, a docs page and its blog. */
const REFERENCE_PAGES: Record<string, string> = {landing: '', 'docs page': 'docs/intro', blog: 'blog'};

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

/** Pages of a build served as GitHub Pages serves them, weighed one after the other in a fresh context each. */
async function weigh(browser: Browser, dir: string, paths: string[]): Promise<PageWeight[]> {
  const server = await serveAsGitHubPages(dir);
  const weights: PageWeight[] = [];
  for (const pathname of paths)
    weights.push({...(await measurePageWeight(browser, server.url + pathname)), url: pathname});
  await server.close();
  return weights;
}

/** The starts of a round, in the order of the table and of the JSON; the targets are issue 31's. */
const STARTS = [
  {key: 'reference', label: 'bare create-docusaurus site', target: undefined},
  {key: 'oursWithApiCache', label: 'ours, API cache in place', target: 1.5},
  {key: 'oursWithoutCache', label: 'ours, no cache at all', target: 2},
] as const;
type DevStarts = Record<(typeof STARTS)[number]['key'], DevStart[]>;

/** `npm start` to first page: the bare site, ours with no cache, then ours with the API pages in place. */
async function measureDevStarts(referenceSite: string, rounds: number): Promise<DevStarts> {
  const starts: DevStarts = {reference: [], oursWithApiCache: [], oursWithoutCache: []};
  const show = ({seconds, cpuSeconds}: DevStart) => `${seconds} s (CPU ${cpuSeconds} s)`;
  for (let round = 1; round <= rounds; round++) {
    starts.reference.push(await devStart(referenceSite, BASE_URL));
    fs.rmSync(path.join(ROOT, API_DOCS_DIR), {recursive: true, force: true});
    starts.oursWithoutCache.push(await devStart(ROOT, BASE_URL));
    // The start before generated the API pages: this one finds them up to date.
    starts.oursWithApiCache.push(await devStart(ROOT, BASE_URL));
    const [bare, withCache, withoutCache] = STARTS.map(({key}) => show(starts[key][round - 1]));
    console.log(
      `[bench] dev start round ${round}/${rounds} (load ${loadAverage()}): bare ${bare}, ours ${withCache} with ` +
        `the API cache, ${withoutCache} without any cache`,
    );
  }
  return starts;
}

/** The starts as bench.json holds them: the seconds of each kind of start, then their CPU seconds. */
function devStartFigures(starts: DevStarts, rounds: number) {
  const column = (suffix: string, field: keyof DevStart) =>
    STARTS.map(({key}) => [key + suffix, starts[key].map((start) => start[field])]);
  return {rounds, ...Object.fromEntries([...column('Seconds', 'seconds'), ...column('CpuSeconds', 'cpuSeconds')])};
}

function printDevStarts(starts: DevStarts, rounds: number): void {
  const reference = median(starts.reference.map((start) => start.seconds));
  console.log(`\nnpm start to first page served (median of ${rounds}; Docusaurus's cache cleared each time)`);
  for (const {key, label, target} of STARTS) {
    const seconds = median(starts[key].map((start) => start.seconds));
    const cpuSeconds = median(starts[key].map((start) => start.cpuSeconds));
    const ratio = seconds / reference;
    const verdict =
      target === undefined
        ? ''
        : `  ${ratio.toFixed(2)}x the bare site, target at most ${target}x: ${ratio <= target ? 'within' : 'OVER'}`;
    console.log(
      `  ${label.padEnd(30)} ${seconds.toFixed(1).padStart(6)} s, CPU ${cpuSeconds.toFixed(1).padStart(5)} s${verdict}`,
    );
  }
  console.log(`  (load average at the end: ${loadAverage()})`);
}

async function main(): Promise<void> {
  const rounds = wholeNumber('rounds', options.rounds, 1);
  const referenceSite = options['no-reference'] ? undefined : ensureReferenceSite(BASE_URL);
  if (options['dev-only']) {
    if (!referenceSite) throw new Error('--dev-only compares with the reference site: drop --no-reference');
    const starts = await measureDevStarts(referenceSite, rounds);
    printDevStarts(starts, rounds);
    writeResults('bench-dev.json', {devStart: devStartFigures(starts, rounds)});
    return;
  }
  // Interleaved: ours, then the bare site, in the same run.
  const build = options['no-build'] ? undefined : await coldBuild(ROOT);
  const referenceBuild = referenceSite && !options['no-build'] ? await coldBuild(referenceSite) : undefined;
  const browser = await launchChromium();
  const budgetPaths = Object.values(BUDGET_PAGES).map((page) => `${BASE_URL}${page}`);
  const paths = [...new Set([...sitemapPaths(buildDir), ...budgetPaths])].sort();
  const pages = (await weigh(browser, buildDir, paths)).map((page) => ({...page, kind: kindOf(page.url)}));
  const referencePaths = Object.values(REFERENCE_PAGES).map((page) => `${BASE_URL}${page}`);
  const referenceWeights = referenceSite ? await weigh(browser, path.join(referenceSite, 'build'), referencePaths) : [];
  // The bare site's first views, by page name.
  const referenceViews = Object.fromEntries(
    Object.keys(REFERENCE_PAGES).map((name, i) => [name, referenceWeights[i] && firstView(referenceWeights[i])]),
  );
  await browser.close();
  const starts = referenceSite ? await measureDevStarts(referenceSite, rounds) : undefined;

  const maxOf = (kind: string, key: 'js' | 'total') =>
    Math.max(0, ...pages.filter((page) => page.kind === kind).map((page) => page[key]));
  // The reference filter is inlined into the chunk of each page with reference tables: its own weight is
  // measured from its source, minified alone (React excluded), and the metrics page shows it in context.
  const filterBundle = buildSync({
    entryPoints: [path.join(ROOT, 'src/components/ReferenceFilter/index.tsx')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime', '@docusaurus/*', '*.css'],
  }).outputFiles[0].contents;
  const metricsPage = pages.find((page) => page.url === `${BASE_URL}docs/components/metrics`);
  const firstViews = Object.entries(BUDGET_PAGES).map(([name, pagePath]) => {
    const page = pages.find((candidate) => candidate.url === `${BASE_URL}${pagePath}`);
    const view = page && firstView(page);
    const grams = Number(view?.grams.toFixed(4));
    return {name, pagePath, view: view && {bytes: view.bytes, jsKB: kb(view.jsBytes), grams, rating: view.rating}};
  });
  const summary = {
    build,
    referenceFilterKB: kb(zlib.gzipSync(filterBundle, {level: 9}).length),
    metricsPageJsKB: metricsPage ? kb(metricsPage.js) : undefined,
    landingTotalKB: kb(maxOf('landing', 'total')),
    docsPageMaxJsKB: kb(maxOf('docs', 'js')),
    apiPageMaxJsKB: kb(maxOf('api', 'js')),
    blogPageMaxJsKB: kb(maxOf('blog', 'js')),
    firstViews: Object.fromEntries(firstViews.map(({name, view}) => [name, view])),
    pages: pages.length,
  };

  const columns: Array<[string, number, (page: PageWeight) => string | number]> = [
    ['total KB', 9, (page) => kb(page.total)],
    ['JS KB', 8, (page) => kb(page.js)],
    ['CSS KB', 8, (page) => kb(page.css)],
    ['HTML KB', 9, (page) => kb(page.html)],
    ['img KB', 8, (page) => kb(page.image)],
    ['prefetch KB', 13, (page) => kb(page.prefetch)],
    ['1st view B', 12, (page) => firstView(page).bytes],
    ['g CO2e', 9, (page) => firstView(page).grams.toFixed(4)],
    ['SWD', 5, (page) => firstView(page).rating],
  ];
  console.log(`\n${'page'.padEnd(61)}${'kind'.padEnd(9)}${columns.map(([title, w]) => title.padStart(w)).join('')}`);
  for (const page of pages) {
    const cells = columns.map(([, width, value]) => String(value(page)).padStart(width));
    console.log(page.url.padEnd(61) + page.kind.padEnd(9) + cells.join(''));
  }
  // Budgets of the site (issue "Performance and accessibility budget"); printed, never asserted in tests.
  const budgets: Array<[string, number | undefined, number]> = [
    ['cold build seconds', summary.build?.seconds, 45],
    ['build peak memory MB', summary.build?.peakMemoryMB, 1536],
    ['landing page KB gzip', summary.landingTotalKB, 250],
    ['docs page JS KB gzip', summary.docsPageMaxJsKB, 300],
    ['API page JS KB gzip', summary.apiPageMaxJsKB, 700],
    ['reference filter KB gzip', summary.referenceFilterKB, 5],
    ...firstViews.flatMap(({name, view}): Array<[string, number | undefined, number]> => [
      [`${name}: 1st view bytes`, view?.bytes, FIRST_VIEW_BUDGET.bytes],
      [`${name}: 1st view JS KB`, view?.jsKB, FIRST_VIEW_BUDGET.jsKB],
    ]),
  ];
  console.log('\nbudgets');
  for (const [name, value, limit] of budgets) {
    const verdict = value === undefined ? 'not measured' : value <= limit ? 'within' : 'OVER';
    console.log(`  ${name.padEnd(30)} ${String(value ?? '-').padStart(8)} / ${limit}  ${verdict}`);
  }
  console.log('\nfirst views (prefetches included), Sustainable Web Design v4');
  for (const {name, pagePath, view} of firstViews) {
    console.log(
      `  ${name.padEnd(10)} ` +
        (view
          ? `${String(view.bytes).padStart(8)} B  JS ${String(view.jsKB).padStart(6)} KB  ` +
            `${view.grams.toFixed(4)} g  ${view.rating}  /${pagePath}`
          : `/${pagePath}: not measured`),
    );
  }
  if (referenceSite) {
    console.log(`\nreference: bare create-docusaurus classic TypeScript site, same version, base URL ${BASE_URL}`);
    if (referenceBuild) {
      console.log(
        `  cold build      ours ${build?.seconds} s, ${build?.peakMemoryMB} MB peak; bare ` +
          `${referenceBuild.seconds} s, ${referenceBuild.peakMemoryMB} MB peak`,
      );
    }
    for (const [name, pagePath] of Object.entries(REFERENCE_PAGES)) {
      const [bare, ours] = [referenceViews[name], summary.firstViews[name]];
      console.log(
        `  ${name.padEnd(10)} 1st view: bare ${String(bare.bytes).padStart(8)} B, JS ` +
          `${String(kb(bare.jsBytes)).padStart(6)} KB (/${pagePath})` +
          (ours ? `; ours ${String(ours.bytes).padStart(8)} B, JS ${String(ours.jsKB).padStart(6)} KB` : ''),
      );
    }
  }
  if (starts) printDevStarts(starts, rounds);
  console.log('\nsummary');
  // The first views have their own table above; console.table cannot show nested objects.
  const flat = {...summary, firstViews: undefined};
  console.table(
    build ? {...flat, build: undefined, buildSeconds: build.seconds, buildPeakMemoryMB: build.peakMemoryMB} : flat,
  );

  const searchRun = spawnSync('npm', ['run', '--silent', 'bench:search'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(searchRun.stdout);
  const reference = referenceSite && {
    build: referenceBuild,
    firstViews: Object.fromEntries(
      Object.entries(referenceViews).map(([name, {bytes, jsBytes}]) => [name, {bytes, jsKB: kb(jsBytes)}]),
    ),
  };
  const devStartJson = starts && devStartFigures(starts, rounds);
  writeResults('bench.json', {summary, reference, devStart: devStartJson, pages, search: searchRun.stdout.trim()});
  console.log('\n' + JSON.stringify({summary, reference, devStart: devStartJson}, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
