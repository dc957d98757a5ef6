/**
 * Measures the local search, for the built site and for a generated corpus of 2,000 pages: index size (raw and gzip),
 * index build time, load time, query latency (p50/p95 over a fixed list of queries), time from first keystroke to first
 * hits in Chromium with a cold cache (from the '/' that opens the modal, and from the first character typed in it), and
 * relevance (mean reciprocal rank of the right page, in the order the modal shows hits). Then finds where one index
 * file stops being the right shape. Relevance is measured twice: on the 40 known queries above, and on the evaluation
 * sets (tests/fixtures/search-eval.json and search-eval-2.json: MRR, hit@1, hit@3 for their tune and test halves, and
 * every tune-half query whose right page is not in the top 3). Run after `npm run build`: `npm run bench:search` (`npm
 * run bench:search -- --relevance` for the evaluation figures alone). Writes bench-results/search.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Browser} from 'playwright-core';
import {BASE_URL} from '../config/env';
import {SEARCH_INDEX_FILE} from '../src/search/settings';
import {builtIndexFile, hashedIndexPattern} from '../src/search/build/write-index';
import {createSearchIndex, SearchEngine, type SearchIndexFile} from '../src/search/client/engine';
import {buildPageRecords, type SearchRecord} from '../src/search/build/records';
import {answerSearch, type LocalHit} from '../src/search/client/respond';
import {GENERATED_WORDS, generatedPageHtml, seededRandom} from '../tests/fixtures/search-pages';
import {
  displayOrder,
  evaluate,
  median,
  pageRank,
  percentile,
  type EvalFigures,
  type EvalQuery,
} from './lib/search-bench';
import {launchChromium} from './lib/chromium';
import {pageFiles} from './lib/site-files';
import {startStaticServer} from './lib/static-server';

/** `--build-dir DIR`: read another checkout's build output (relevance runs need no build of their own). */
const BUILD_DIR_FLAG = process.argv.indexOf('--build-dir');
const BUILD_DIR =
  BUILD_DIR_FLAG > 0 ? path.resolve(process.argv[BUILD_DIR_FLAG + 1]) : path.resolve(__dirname, '..', 'build');
const RESULTS_FILE = path.resolve(__dirname, '..', 'bench-results', 'search.json');
/**
 * Reader queries with the pages that answer them, each set split once into a tune and a test half. The
 * first set was tuned on; the second (real users' words, issue 30) is the one to judge changes by.
 */
const EVAL_FILES = ['search-eval.json', 'search-eval-2.json'].map((name) =>
  path.resolve(__dirname, '..', 'tests', 'fixtures', name),
);
/**
 * `--test-misses`: also list the test half's misses query by query. Without it only the test half's
 * aggregates are printed, so that changes are chosen from tune-half misses alone.
 */
const SHOW_TEST_MISSES = process.argv.includes('--test-misses');
/**
 * `--relevance`: only the evaluation figures (seconds, no browser), on an index made now from the built
 * pages by the current code, so that a change to the records shows without a full build.
 */
const RELEVANCE_ONLY = process.argv.includes('--relevance');
/**
 * `--latency`: only the built site's query latency (p50/p95 over the fixed queries, repeated `--rounds N`
 * times, default 3), with the machine's load: seconds, no browser and no generated corpus, so that the
 * p95 target can be checked whenever the machine is quiet.
 */
const LATENCY_ONLY = process.argv.includes('--latency');
const ROUNDS_FLAG = process.argv.indexOf('--rounds');
const LATENCY_ROUNDS = ROUNDS_FLAG > 0 ? Math.max(1, Number(process.argv[ROUNDS_FLAG + 1]) || 1) : 3;
const GENERATED_PAGES = 2000;
const BROWSER_RUNS = 5;
const TARGETS = {gzipKb: 200, p95Ms: 10, firstHitsMs: 300, topRank: 3};
/** What one index file may cost before it is the wrong shape: the size budget, and the time to load it. */
const ONE_FILE_LIMITS = {gzipKb: TARGETS.gzipKb, loadMs: 150};

/** Queries whose right page is known: any of `pages` counts. */
const RELEVANCE: Array<{query: string; pages: string[]}> = [
  {
    query: 'rapl',
    pages: ['components/metrics', 'advanced/power-consumption', 'cli/ceems-exporter', 'components/ceems-exporter'],
  },
  {query: 'basic auth', pages: ['configuration/basic-auth']},
  {query: 'security', pages: ['configuration/security']},
  {query: 'tls', pages: ['configuration/security', 'configuration/config-reference']},
  {query: 'list clusters', pages: ['api/list-clusters']},
  {query: 'admin stats', pages: ['api/admin-stats']},
  {query: 'verify unit ownership', pages: ['api/verify-unit-ownership']},
  {query: 'usage statistics', pages: ['api/usage-statistics', 'api/admin-usage-statistics']},
  {query: 'show project details', pages: ['api/show-project-details']},
  {query: 'cacct', pages: ['cli/cacct', 'usage/cacct', 'configuration/cacct']},
  {query: 'cacct configuration', pages: ['configuration/cacct']},
  {query: 'ansible', pages: ['installation/ansible']},
  {query: 'containers', pages: ['installation/containers']},
  {query: 'build from source', pages: ['installation/build']},
  {query: 'os packages', pages: ['installation/os-packages']},
  {query: 'rpm', pages: ['installation/os-packages']},
  {query: 'pre-compiled binaries', pages: ['installation/pre-compiled-binaries']},
  {query: 'prerequisites', pages: ['installation/prerequisites']},
  {query: 'grafana', pages: ['configuration/grafana']},
  {query: 'x-grafana-user', pages: ['configuration/grafana', 'configuration/security']},
  {query: 'prometheus configuration', pages: ['configuration/prometheus']},
  {query: 'recording rules', pages: ['components/metrics', 'configuration/prometheus']},
  {query: 'load balancer', pages: ['components/ceems-lb', 'configuration/ceems-lb', 'usage/ceems-lb']},
  {query: 'redfish proxy', pages: ['cli/redfish-proxy']},
  {query: 'ceems_tool', pages: ['cli/ceems-tool', 'usage/ceems-tool']},
  {query: 'power consumption', pages: ['advanced/power-consumption']},
  {query: 'multi cluster', pages: ['advanced/multi-cluster']},
  {query: 'deployment guide', pages: ['deployments/guide']},
  {query: 'slurm openstack kubernetes', pages: ['deployments/hpc']},
  {query: 'objectives', pages: ['objectives']},
  {query: 'philosophy', pages: ['philisophy']},
  {query: 'introduction', pages: ['']},
  {query: 'metrics reference', pages: ['components/metrics']},
  {query: 'api server configuration', pages: ['configuration/ceems-api-server']},
  {query: 'exporter configuration', pages: ['configuration/ceems-exporter']},
  {query: 'resource managers', pages: ['configuration/resource-managers']},
  {query: 'configuration file reference', pages: ['configuration/config-reference']},
  {
    query: 'emission factor',
    pages: ['configuration/ceems-exporter', 'advanced/power-consumption', 'components/metrics'],
  },
  {query: 'cacct usage', pages: ['usage/cacct']},
  {query: 'grafna', pages: ['configuration/grafana']},
];

/**
 * Words readers of these docs search for. The latency list is built from them: each word, neighbours as
 * pairs, three-letter prefixes, swapped-letter typos and fixed pairs (at least 200 queries, always the same).
 */
const SITE_WORDS = (
  'rapl ipmi redfish slurm openstack kubernetes gpu nvidia amd cgroup cgroups ebpf perf energy power emissions ' +
  'carbon prometheus grafana tsdb pyroscope cacct ceems_lb ceems_tool exporter collector api server load balancer ' +
  'basic auth tls certificate password token header user project unit job cluster admin stats usage metrics ' +
  'recording rules scrape config flag systemd docker container ansible rpm deb binary build source database ' +
  'sqlite backup retention update interval timeout label relabel dashboard alert query period memory cpu ' +
  'network storage node socket dram package pue factor owid electricity maps rte'
).split(' ');

function fixedQueries(words: string[]): string[] {
  const queries = new Set<string>();
  for (const word of words) queries.add(word);
  for (let i = 0; i + 1 < words.length; i++) queries.add(`${words[i]} ${words[i + 1]}`);
  for (const word of words) if (word.length >= 4) queries.add(word.slice(0, 3));
  for (const word of words)
    if (word.length >= 6) queries.add(`${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`);
  words.forEach((word, i) => queries.add(`${word} ${words[(i * 7 + 3) % words.length]}`));
  if (queries.size < 200)
    throw new Error(`bench-search: only ${queries.size} latency queries from ${words.length} words`);
  return [...queries];
}

const CONTEXT_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

function docSearchRequest(query: string) {
  return {
    requests: [
      {
        indexName: 'bench',
        query,
        hitsPerPage: 20,
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
        facetFilters: CONTEXT_FILTERS,
      },
    ],
  };
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const round2 = (value: number) => round(value, 2);
const kb = (bytes: number) => round(bytes / 1024);
const timed = <T>(work: () => T): [T, number] => {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
};

interface CorpusFigures {
  pages: number;
  records: number;
  rawKb: number;
  gzipKb: number;
  buildMs: number;
  loadMs: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  mrr?: number;
  relevance?: Array<{query: string; rank: number | null}>;
  evaluation?: Array<{file: string; tune: EvalFigures; test: EvalFigures}>;
  firstHitsMs?: {fromShortcut: number[]; modalOpen: number[]; fromFirstCharacter: number[]};
}

function sizeOf(json: string) {
  return {rawKb: kb(Buffer.byteLength(json)), gzipKb: kb(zlib.gzipSync(json).length)};
}

/** Median over five loads: parse the file and build the engine, as the browser does. */
function loadTime(json: string): [SearchEngine, number] {
  const times: number[] = [];
  let engine: SearchEngine | undefined;
  for (let run = 0; run < 5; run++) {
    const [loaded, ms] = timed(() => new SearchEngine(JSON.parse(json) as SearchIndexFile));
    engine = loaded;
    times.push(ms);
  }
  return [engine!, median(times)];
}

function latency(engine: SearchEngine, queries: string[]) {
  for (const query of queries.slice(0, 20)) answerSearch(engine, docSearchRequest(query), 'http://bench');
  const times = queries.map((query) => timed(() => answerSearch(engine, docSearchRequest(query), 'http://bench'))[1]);
  return {
    queries: queries.length,
    p50Ms: round(percentile(times, 50), 2),
    p95Ms: round(percentile(times, 95), 2),
    maxMs: round(Math.max(...times), 2),
  };
}

function relevance(engine: SearchEngine, cases: Array<{query: string; pages: string[]}>) {
  const ranks = cases.map(({query, pages}) => {
    const [result] = answerSearch(engine, docSearchRequest(query), 'http://bench').results;
    const rank = pageRank(displayOrder(result.hits as LocalHit[]), pages);
    return {query, rank: rank ?? null};
  });
  const mrr = ranks.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / ranks.length;
  return {mrr: round(mrr, 3), relevance: ranks};
}

/** The evaluation set, per half, answered as the modal shows hits (same request, same display order). */
function evaluation(engine: SearchEngine): Array<{file: string; tune: EvalFigures; test: EvalFigures}> {
  return EVAL_FILES.map((file) => ({file: path.basename(file), ...evaluationOf(engine, file)}));
}

function evaluationOf(engine: SearchEngine, file: string): {tune: EvalFigures; test: EvalFigures} {
  const {queries} = JSON.parse(fs.readFileSync(file, 'utf8')) as {queries: EvalQuery[]};
  const answer = (query: string) => {
    const [result] = answerSearch(engine, docSearchRequest(query), 'http://bench').results;
    return displayOrder(result.hits as LocalHit[]);
  };
  return {
    tune: evaluate(
      queries.filter((item) => item.half === 'tune'),
      answer,
    ),
    test: evaluate(
      queries.filter((item) => item.half === 'test'),
      answer,
    ),
  };
}

function evaluationLines(sets: Array<{file: string; tune: EvalFigures; test: EvalFigures}>): string {
  return sets.map((set) => `  ${set.file}\n${halfLines(set)}`).join('\n');
}

function halfLines(figures: {tune: EvalFigures; test: EvalFigures}): string {
  const pct = (share: number) => `${round(share * 100)} %`;
  return (['tune', 'test'] as const)
    .map((half) => {
      const f = figures[half];
      const head =
        `  eval ${half.padEnd(4)}       ${f.queries} queries: MRR ${f.mrr}, hit@1 ` +
        `${pct(f.hitAt1)}, hit@3 ${pct(f.hitAt3)}; ${f.misses.length} outside the top 3`;
      if (half === 'test' && !SHOW_TEST_MISSES) return head;
      const misses = f.misses.map(
        (miss) =>
          `    ${miss.id} "${miss.query}" (${miss.rank ?? 'absent'}) expected ` +
          `${miss.expected.map((e) => e.replace(BASE_URL + 'docs/', '') || 'intro').join(' | ')}; got ` +
          `${miss.got.map((g) => g.replace(BASE_URL + 'docs/', '') || 'intro').join(' | ') || 'nothing'}`,
      );
      return [head, ...misses].join('\n');
    })
    .join('\n');
}

/** Cold-cache Chromium: open a docs page, press '/', type 'rapl'; time to the first hit on screen. */
async function firstHits(browser: Browser, serverUrl: string, indexJson?: string) {
  const fromShortcut: number[] = [];
  const modalOpen: number[] = [];
  const fromFirstCharacter: number[] = [];
  for (let run = 0; run < BROWSER_RUNS; run++) {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    if (indexJson)
      await page.route(hashedIndexPattern(SEARCH_INDEX_FILE), (route) =>
        route.fulfill({contentType: 'application/json', body: indexJson}),
      );
    await page.goto(`${serverUrl}${BASE_URL}docs/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.evaluate(() => {
      const marks = ((window as unknown as {__bench: Record<string, number>}).__bench = {} as Record<string, number>);
      // The event's timeStamp is when the key was pressed, even if a busy main thread handles it later.
      window.addEventListener(
        'keydown',
        (event) => {
          if (event.key === '/' && !marks.shortcut) marks.shortcut = event.timeStamp;
          if (event.key === 'r' && !marks.character) marks.character = event.timeStamp;
        },
        true,
      );
      new MutationObserver(() => {
        if (!marks.input && document.querySelector('.DocSearch-Input')) marks.input = performance.now();
        if (!marks.hit && document.querySelector('.DocSearch-Hit')) marks.hit = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('rapl');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const marks = await page.evaluate(() => (window as unknown as {__bench: Record<string, number>}).__bench);
    fromShortcut.push(round(marks.hit - marks.shortcut));
    modalOpen.push(round(marks.input - marks.shortcut));
    fromFirstCharacter.push(round(marks.hit - marks.character));
    await context.close();
  }
  return {fromShortcut, modalOpen, fromFirstCharacter};
}

function siteRecordsFromHtml(): [SearchRecord[], number] {
  return timed(() =>
    pageFiles(BUILD_DIR).flatMap((file) => {
      // docs/index.html is a copy of docs.html for servers that want a folder index: index the page once.
      const folderCopy = /(^|\/)index\.html$/.test(file) && file !== 'index.html';
      if (folderCopy && fs.existsSync(path.join(BUILD_DIR, file.replace(/\/index\.html$/, '.html')))) return [];
      // The route a page is served at (trailingSlash: false): docs/cli/cacct.html is /ceems/docs/cli/cacct.
      const url =
        BASE_URL +
        file
          .replace(/(^|\/)index\.html$/, '$1')
          .replace(/\.html$/, '')
          .replace(/\/$/, '');
      return buildPageRecords(fs.readFileSync(path.join(BUILD_DIR, file), 'utf8'), url);
    }),
  );
}

function generatedCorpus(pages: number) {
  const random = seededRandom(42);
  const generated = Array.from({length: pages}, (_, n) => generatedPageHtml(n, random));
  const [records, buildMs] = timed(() =>
    generated.flatMap(({path: pagePath, html}) => buildPageRecords(html, pagePath)),
  );
  const [json, packMs] = timed(() => JSON.stringify(createSearchIndex(records)));
  return {generated, records, json, buildMs: buildMs + packMs};
}

async function main(): Promise<void> {
  let indexPath: string;
  try {
    indexPath = builtIndexFile(BUILD_DIR, SEARCH_INDEX_FILE);
  } catch (error) {
    console.error(`bench-search: ${(error as Error).message}; run "npm run build" first`);
    process.exit(1);
  }

  // The built site, as shipped.
  const siteJson = fs.readFileSync(indexPath, 'utf8');
  if (LATENCY_ONLY) {
    const [engine] = loadTime(siteJson);
    const queries = fixedQueries(SITE_WORDS);
    for (let round = 1; round <= LATENCY_ROUNDS; round++) {
      const loadAverage = os.loadavg().map((load) => round2(load));
      const figures = latency(engine, queries);
      console.log(
        `  round ${round}: query latency p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, max ${figures.maxMs} ms ` +
          `over ${figures.queries} queries (target p95 <= ${TARGETS.p95Ms} ms); ${os.cpus().length} CPUs, ` +
          `load average ${loadAverage.join(' ')}`,
      );
    }
    return;
  }
  const [siteRecords, siteRecordsMs] = siteRecordsFromHtml();
  if (RELEVANCE_ONLY) {
    const json = JSON.stringify(createSearchIndex(siteRecords));
    const {rawKb, gzipKb} = sizeOf(json);
    console.log(`  index (this code) ${rawKb} KB raw, ${gzipKb} KB gzip (target <= ${TARGETS.gzipKb} KB gzip)`);
    console.log(evaluationLines(evaluation(new SearchEngine(JSON.parse(json) as SearchIndexFile))));
    return;
  }
  const [, sitePackMs] = timed(() => JSON.stringify(createSearchIndex(siteRecords)));
  const [siteEngine, siteLoadMs] = loadTime(siteJson);
  const siteFile = JSON.parse(siteJson) as SearchIndexFile;
  const site: CorpusFigures = {
    pages: siteFile.pages.length,
    records: siteEngine.records.length,
    ...sizeOf(siteJson),
    buildMs: round(siteRecordsMs + sitePackMs),
    loadMs: round(siteLoadMs),
    ...latency(siteEngine, fixedQueries(SITE_WORDS)),
    ...relevance(
      siteEngine,
      RELEVANCE.map(({query, pages}) => ({query, pages: pages.map((page) => `${BASE_URL}docs/${page}`)})),
    ),
    evaluation: evaluation(siteEngine),
  };

  // A generated corpus of 2,000 pages, and smaller ones to see how cost grows with size.
  const big = generatedCorpus(GENERATED_PAGES);
  const [bigEngine, bigLoadMs] = loadTime(big.json);
  const generatedCases = Array.from({length: 30}, (_, i) => {
    const {title, path: pagePath} = big.generated[(i * 67 + 11) % GENERATED_PAGES];
    return {query: title, pages: [pagePath]};
  });
  const generated: CorpusFigures = {
    pages: GENERATED_PAGES,
    records: big.records.length,
    ...sizeOf(big.json),
    buildMs: round(big.buildMs),
    loadMs: round(bigLoadMs),
    ...latency(bigEngine, fixedQueries(GENERATED_WORDS)),
    ...relevance(bigEngine, generatedCases),
  };
  const scaling = [250, 500, 1000, GENERATED_PAGES].map((pages) => {
    const corpus = pages === GENERATED_PAGES ? big : generatedCorpus(pages);
    const [, ms] = pages === GENERATED_PAGES ? [undefined, bigLoadMs] : loadTime(corpus.json);
    return {pages, ...sizeOf(corpus.json), loadMs: round(ms)};
  });

  // Chromium, cold cache, the site served gzipped as GitHub Pages serves it.
  const server = await startStaticServer({buildDir: BUILD_DIR, baseUrl: BASE_URL, compress: true});
  const browser = await launchChromium();
  try {
    site.firstHitsMs = await firstHits(browser, server.url);
    generated.firstHitsMs = await firstHits(browser, server.url, big.json);
  } finally {
    await browser.close();
    await server.close();
  }

  // Where one file stops being the right shape: per page of this site, the size and load-time budgets.
  const last = scaling[scaling.length - 1];
  const gzipPerPage = last.gzipKb / last.pages;
  const loadPerKb = last.loadMs / last.gzipKb;
  const sitePerPageKb = site.gzipKb / site.pages;
  const pagesBySize = Math.floor(ONE_FILE_LIMITS.gzipKb / sitePerPageKb);
  const pagesByLoad = Math.floor(ONE_FILE_LIMITS.loadMs / loadPerKb / sitePerPageKb);
  const oneFileLimit = Math.min(pagesBySize, pagesByLoad);

  const machine = {cpus: os.cpus().length, loadAverage: os.loadavg().map((load) => round(load, 2))};
  const report = {
    date: new Date().toISOString(),
    machine,
    targets: TARGETS,
    site,
    generated,
    scaling,
    oneFile: {
      gzipPerGeneratedPageKb: round(gzipPerPage, 2),
      sitePerPageKb: round(sitePerPageKb, 2),
      loadMsPerGzipKb: round(loadPerKb, 3),
      pagesBySize,
      pagesByLoad,
      oneFileLimit,
    },
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), {recursive: true});
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const line = (label: string, figures: CorpusFigures) => {
    const hits = figures.firstHitsMs!;
    return [
      `${label}: ${figures.pages} pages, ${figures.records} records`,
      `  index           ${figures.rawKb} KB raw, ${figures.gzipKb} KB gzip (target <= ${TARGETS.gzipKb} KB gzip)`,
      `  build           ${figures.buildMs} ms (HTML to index file); load ${figures.loadMs} ms (parse + ` +
        `MiniSearch, median of 5)`,
      `  query latency   p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, max ${figures.maxMs} ms over ` +
        `${figures.queries} queries (target p95 <= ${TARGETS.p95Ms} ms)`,
      `  first hits      from the '/' that opens the modal: ${median(hits.fromShortcut)} ms median, ` +
        `${Math.max(...hits.fromShortcut)} ms max ` +
        `(DocSearch's modal itself takes ${median(hits.modalOpen)} ms to open); ` +
        `from the first character typed in it: ` +
        `${median(hits.fromFirstCharacter)} ms median, ${Math.max(...hits.fromFirstCharacter)} ms max ` +
        `(${BROWSER_RUNS} cold runs, 'rapl', target <= ${TARGETS.firstHitsMs} ms)`,
      `  relevance       MRR ${figures.mrr} over ${figures.relevance!.length} queries; ` +
        `outside top ${TARGETS.topRank}: ${
          figures
            .relevance!.filter(({rank}) => !rank || rank > TARGETS.topRank)
            .map(({query, rank}) => `${query} (${rank ?? 'absent'})`)
            .join(', ') || 'none'
        }`,
      ...(figures.evaluation ? [evaluationLines(figures.evaluation)] : []),
    ].join('\n');
  };
  console.log(
    `Machine: ${machine.cpus} CPUs, load average ${machine.loadAverage.join(' ')} (timings grow with the load)`,
  );
  console.log(line('Site', site));
  console.log(line('Generated corpus', generated));
  console.log(
    'Scaling (generated pages): ' +
      scaling.map((s) => `${s.pages} pages ${s.gzipKb} KB gzip, load ${s.loadMs} ms`).join('; '),
  );
  console.log(
    `One file: this site costs ${round(sitePerPageKb, 2)} KB gzip per page and loading costs ` +
      `${round(loadPerKb, 2)} ms per gzip KB, so one file ` +
      `stays within ${ONE_FILE_LIMITS.gzipKb} KB gzip up to ~${pagesBySize} pages and within ` +
      `${ONE_FILE_LIMITS.loadMs} ms of load up to ~${pagesByLoad} pages. ` +
      `Past ~${oneFileLimit} pages of this kind, split the index by section (lvl0) and fetch a part on ` +
      `demand, or build with the ALGOLIA_* variables for hosted search.`,
  );
  console.log(`Written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
