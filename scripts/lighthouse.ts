/**
 * `npm run lighthouse`: serves build/ with gzip on loopback and audits the landing page, a docs page,
 * an API page, the search page and a blog post with Lighthouse's mobile preset in the local Chromium.
 * Prints the four category scores and LCP, TBT and CLS per page; exits 1 below the site's targets.
 * Paths given as arguments are audited instead of the five; `--runs N` keeps the median of N runs per
 * page; full reports (of the kept run) land in .lighthouse/.
 *
 * CPU: Lighthouse's mobile preset slows the CPU down 4 times, which stands for a mid-tier phone when
 * the host is a high-end desktop. On a slower host (Lighthouse measures it as `benchmarkIndex` and
 * warns below 1000) the same factor emulates a slower phone than intended, and Lighthouse's throttling
 * guide says to lower it. `--calibrate` does so: three runs on the landing page measure the host, and the
 * factor follows the guide's calculator (`slowdownFor`); `--cpu-slowdown X` sets it by hand. Without
 * either, the factor is Lighthouse's 4. The output names the factor and every run's benchmark index.
 * Lighthouse runs as its own CLI: it evaluates functions in the page, which a TypeScript loader's
 * transforms would break.
 *
 * Reference rows: the bare create-docusaurus site of `npm run bench` (lib/bench-reference.ts), built once
 * if it has no build yet, audited the same way on its landing page and a docs page, each right after
 * ours. They are for comparison and never fail the run. `--no-reference` leaves them out; they are left
 * out too when pages are named on the command line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {BASE_URL} from '../config/env';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './lib/chromium';
import {GITHUB_PAGES_CACHE_CONTROL, startStaticServer} from './lib/static-server';
import {slowdownFor} from './lib/lighthouse-cpu';
import {ensureReferenceSite} from './lib/bench-reference';

const buildDir = path.resolve(__dirname, '..', 'build');
/** Full Lighthouse reports, one JSON file per page, for digging into a score. */
const reportDir = path.resolve(__dirname, '..', '.lighthouse');
const LIGHTHOUSE_BIN = path.resolve(__dirname, '..', 'node_modules', '.bin', 'lighthouse');

interface LighthouseResult {
  environment?: {benchmarkIndex?: number};
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {id: string; score: number | null; scoreDisplayMode: string; displayValue?: string}>;
}

function runLighthouse(url: string, cpuSlowdown?: number): Promise<{raw: string; result: LighthouseResult}> {
  const args = [
    url,
    '--output=json',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown.toFixed(2)}`]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(LIGHTHOUSE_BIN, args, {env: {...process.env, CHROME_PATH: CHROMIUM_PATH}});
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`lighthouse ${url} exited with ${code}: ${err.slice(-2000)}`));
      else resolve({raw: out, result: JSON.parse(out) as LighthouseResult});
    });
  });
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

function firstBlogPost(): string {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const listings = /^\/blog\/(archive|tags|authors|page)(\/|$)/;
  const post = [...xml.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g)]
    .map((match) => match[1])
    .find((blogPath) => !listings.test(blogPath));
  if (!post) throw new Error('no blog post in build/sitemap.xml');
  return post.replace(/^\//, '');
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('build/ is empty: run "npm run build" first');
  const all = ['', 'docs/components/ceems-exporter', 'docs/api/list-clusters', 'search', firstBlogPost()];
  // `npm run lighthouse -- /search /docs/...` audits just those pages; `--runs 3` audits each page three
  // times and keeps the median run by performance score (Lighthouse moves a few points between runs).
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 1;
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs takes a whole number from 1 to 9');
  const withReference = !args.includes('--no-reference');
  if (!withReference) args.splice(args.indexOf('--no-reference'), 1);
  const calibrate = args.includes('--calibrate');
  if (calibrate) args.splice(args.indexOf('--calibrate'), 1);
  const slowdownAt = args.indexOf('--cpu-slowdown');
  let cpuSlowdown = slowdownAt >= 0 ? Number(args.splice(slowdownAt, 2)[1]) : undefined;
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1 && cpuSlowdown <= 20))
    throw new Error('--cpu-slowdown takes a number from 1 to 20');
  const chosen = args.map((arg) => arg.replace(/^\//, ''));
  const pages: Array<{page: string; reference?: boolean}> = (chosen.length ? chosen : all).map((page) => ({page}));
  let referenceServer: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  if (withReference && !chosen.length) {
    const referenceSite = ensureReferenceSite(BASE_URL);
    const referenceBuild = path.join(referenceSite, 'build');
    if (!fs.existsSync(path.join(referenceBuild, 'index.html'))) {
      await new Promise<void>((resolve, reject) =>
        spawn('npm', ['run', 'build'], {cwd: referenceSite, stdio: ['ignore', 'ignore', 'inherit']}).on(
          'exit',
          (code) =>
            code === 0 ? resolve() : reject(new Error(`the reference site's build failed with status ${code}`)),
        ),
      );
    }
    referenceServer = await startStaticServer({
      buildDir: referenceBuild,
      baseUrl: BASE_URL,
      compress: true,
      cacheControl: GITHUB_PAGES_CACHE_CONTROL,
    });
    // Each right after our page of the same kind.
    pages.splice(1, 0, {page: '', reference: true});
    pages.splice(3, 0, {page: 'docs/intro', reference: true});
  }
  fs.mkdirSync(reportDir, {recursive: true});
  const server = await startStaticServer({
    buildDir,
    baseUrl: BASE_URL,
    compress: true,
    cacheControl: GITHUB_PAGES_CACHE_CONTROL,
  });
  const rows: Array<Record<string, string | number>> = [];
  const indexes: number[] = [];
  let belowTarget = false;
  try {
    if (calibrate) {
      // The index moves between runs on a shared machine: the median of three runs sets the factor.
      const measured: number[] = [];
      for (let i = 0; i < 3; i++)
        measured.push((await runLighthouse(`${server.url}${BASE_URL}`)).result.environment?.benchmarkIndex ?? NaN);
      const index = [...measured].sort((a, b) => a - b)[1];
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
      let result: LighthouseResult;
      try {
        const done: Array<{raw: string; result: LighthouseResult}> = [];
        for (let i = 0; i < runs; i++) done.push(await runLighthouse(url, cpuSlowdown));
        for (const run of done) indexes.push(run.result.environment?.benchmarkIndex ?? NaN);
        const performance = (run: {result: LighthouseResult}): number => run.result.categories.performance?.score ?? 0;
        const median = done.sort((a, b) => performance(a) - performance(b))[Math.floor((done.length - 1) / 2)];
        result = median.result;
        const name = (reference ? 'bare-' : '') + (page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing');
        fs.writeFileSync(path.join(reportDir, `${name}.json`), median.raw);
        if (runs > 1)
          console.log(
            `${label}: performance over ${runs} runs: ` +
              `${done.map((run) => Math.round(performance(run) * 100)).join(', ')}`,
          );
      } catch (error) {
        rows.push({page: label, error: String(error).slice(0, 200)});
        if (!reference) belowTarget = true;
        continue;
      }
      const {categories, audits} = result;
      const row: Record<string, string | number> = {page: label};
      for (const category of CATEGORIES) {
        const score = Math.round((categories[category]?.score ?? 0) * 100);
        row[category] = score;
        if (score < TARGETS[category] && !reference) belowTarget = true;
      }
      row.LCP = audits['largest-contentful-paint']?.displayValue ?? '';
      row.TBT = audits['total-blocking-time']?.displayValue ?? '';
      row.CLS = audits['cumulative-layout-shift']?.displayValue ?? '';
      rows.push(row);
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
