/**
 * `npm run lighthouse`: Lighthouse's mobile preset on five pages of build/ served as GitHub Pages serves it,
 * the landing and docs pages each followed by the bare site's (lib/bench-reference.ts; never failing the
 * run); exits 1 below the site's targets. Options and the CPU slowdown (`--calibrate`, lib/lighthouse-cpu.ts):
 * README.md, "Performance". Lighthouse runs as its own CLI: it evaluates functions in the page, which a
 * TypeScript loader's transforms would break.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {BASE_URL} from '../config/env';
import {coldBuild, ensureReferenceSite} from './lib/bench-reference';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './lib/chromium';
import {slowdownFor} from './lib/lighthouse-cpu';
import {commandLine, median, ROOT, wholeNumber} from './lib/measure';
import {serveAsGitHubPages} from './lib/static-server';
import {sitemapPaths} from './lib/site-files';

const buildDir = path.join(ROOT, 'build');
/** Full Lighthouse reports, one JSON file per page, for digging into a score. */
const reportDir = path.join(ROOT, '.lighthouse');
const TARGETS = {performance: 98, accessibility: 100, 'best-practices': 100, seo: 100};
const CATEGORIES = Object.keys(TARGETS) as Array<keyof typeof TARGETS>;

interface LighthouseRun {
  raw: string;
  environment?: {benchmarkIndex?: number};
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {id: string; score: number | null; scoreDisplayMode: string; displayValue?: string}>;
}

async function runLighthouse(url: string, cpuSlowdown?: number): Promise<LighthouseRun> {
  const args = [
    url,
    '--output=json',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown.toFixed(2)}`]),
  ];
  const {stdout} = await promisify(execFile)(path.join(ROOT, 'node_modules', '.bin', 'lighthouse'), args, {
    env: {...process.env, CHROME_PATH: CHROMIUM_PATH},
    maxBuffer: 256 * 1024 * 1024,
  }).catch((error: {code?: number; stderr?: string}) => {
    throw new Error(`lighthouse ${url} exited with ${error.code}: ${error.stderr?.slice(-2000)}`);
  });
  return {raw: stdout, ...JSON.parse(stdout)};
}

const benchmarkIndex = (run: LighthouseRun): number => run.environment?.benchmarkIndex ?? NaN;
const performanceScore = (run: LighthouseRun): number => run.categories.performance?.score ?? 0;

/** The first blog post of the sitemap, below the base URL. */
function firstBlogPost(): string {
  const listings = /^blog\/(archive|tags|authors|page)(\/|$)/;
  const post = sitemapPaths(buildDir)
    .map((pathname) => pathname.slice(BASE_URL.length))
    .find((page) => page.startsWith('blog/') && !listings.test(page));
  if (!post) throw new Error('no blog post in build/sitemap.xml');
  return post;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('build/ is empty: run "npm run build" first');
  const {values: options, positionals} = commandLine(
    {
      runs: {type: 'string', default: '1'},
      'no-reference': {type: 'boolean', default: false},
      calibrate: {type: 'boolean', default: false},
      'cpu-slowdown': {type: 'string'},
    },
    true,
  );
  const runs = wholeNumber('runs', options.runs, 1, 9);
  let cpuSlowdown = options['cpu-slowdown'] === undefined ? undefined : Number(options['cpu-slowdown']);
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1 && cpuSlowdown <= 20))
    throw new Error('--cpu-slowdown takes a number from 1 to 20');
  const chosen = positionals.map((arg) => arg.replace(/^\//, ''));
  const all = ['', 'docs/components/ceems-exporter', 'docs/api/list-clusters', 'search', firstBlogPost()];
  const pages: Array<{page: string; reference?: boolean}> = (chosen.length ? chosen : all).map((page) => ({page}));
  fs.mkdirSync(reportDir, {recursive: true});
  const server = await serveAsGitHubPages(buildDir);
  let referenceServer: Awaited<ReturnType<typeof serveAsGitHubPages>> | undefined;
  if (!options['no-reference'] && !chosen.length) {
    const referenceSite = ensureReferenceSite(BASE_URL);
    if (!fs.existsSync(path.join(referenceSite, 'build', 'index.html'))) await coldBuild(referenceSite);
    referenceServer = await serveAsGitHubPages(path.join(referenceSite, 'build'));
    // Each right after our page of the same kind.
    pages.splice(1, 0, {page: '', reference: true});
    pages.splice(3, 0, {page: 'docs/intro', reference: true});
  }
  const rows: Array<Record<string, string | number>> = [];
  const indexes: number[] = [];
  let belowTarget = false;
  try {
    if (options.calibrate) {
      // The index moves between runs on a shared machine: the median of three runs sets the factor.
      const measured: number[] = [];
      for (let i = 0; i < 3; i++) measured.push(benchmarkIndex(await runLighthouse(`${server.url}${BASE_URL}`)));
      const index = median(measured);
      cpuSlowdown = slowdownFor(index);
      console.log(
        `calibration: benchmark index ${measured.map(Math.round).join(', ')}, median ${Math.round(index)}: ` +
          `CPU slowdown ${cpuSlowdown.toFixed(2)}x (Lighthouse's default: 4x)`,
      );
    }
    console.log(
      `CPU slowdown: ${cpuSlowdown === undefined ? "4x, Lighthouse's default" : `${cpuSlowdown.toFixed(2)}x`}`,
    );
    for (const {page, reference} of pages) {
      const url = `${(reference ? referenceServer! : server).url}${BASE_URL}${page}`;
      const label = reference ? `bare site: /${page}` : `/${page}`;
      const done: LighthouseRun[] = [];
      try {
        for (let i = 0; i < runs; i++) done.push(await runLighthouse(url, cpuSlowdown));
      } catch (error) {
        rows.push({page: label, error: String(error).slice(0, 200)});
        if (!reference) belowTarget = true;
        continue;
      }
      indexes.push(...done.map(benchmarkIndex));
      // The median run by performance score (Lighthouse moves a few points between runs).
      done.sort((a, b) => performanceScore(a) - performanceScore(b));
      const {raw, categories, audits} = done[Math.floor((runs - 1) / 2)];
      const name = (reference ? 'bare-' : '') + (page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing');
      fs.writeFileSync(path.join(reportDir, `${name}.json`), raw);
      if (runs > 1) {
        const performances = done.map((run) => Math.round(performanceScore(run) * 100));
        console.log(`${label}: performance over ${runs} runs: ${performances.join(', ')}`);
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]));
      if (!reference && CATEGORIES.some((category) => scores[category] < TARGETS[category])) belowTarget = true;
      const metric = (id: string) => audits[id]?.displayValue ?? '';
      rows.push({
        page: label,
        ...scores,
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
      });
      const failed = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      if (failed.length) console.log(`${label}: failing audits: ${failed.join(', ')}`);
    }
  } finally {
    await server.close();
    await referenceServer?.close();
  }
  console.table(rows);
  console.log(
    `benchmark index of the runs: ${indexes.map((index) => Math.round(index)).join(', ')} (Lighthouse warns ` +
      `below 1000)`,
  );
  console.log(`full reports: ${path.relative(process.cwd(), reportDir)}/`);
  console.log(JSON.stringify(rows));
  process.exit(belowTarget ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
