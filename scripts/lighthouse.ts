/**
 * `npm run lighthouse`: serves build/ with gzip on loopback and audits the landing page, a docs page,
 * an API page, the search page and a blog post with Lighthouse's mobile preset in the local Chromium.
 * Prints the four category scores and LCP, TBT and CLS per page; exits 1 below the site's targets.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {BASE_URL} from '../config/env';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './lib/chromium';
import {startStaticServer} from './lib/static-server';

const buildDir = path.resolve(__dirname, '..', 'build');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};

function firstBlogPost(): string {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const post = [...xml.matchAll(/<loc>[^<]*?(\/blog\/\d{4}\/[^<]+)<\/loc>/g)].map((match) => match[1])[0];
  if (!post) throw new Error('no blog post in build/sitemap.xml');
  return post.replace(BASE_URL.replace(/\/$/, ''), '').replace(/^\//, '');
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('build/ is empty: run "npm run build" first');
  const pages = ['', 'docs/components/ceems-exporter', 'docs/api/list-clusters', 'search', firstBlogPost()];
  const server = await startStaticServer({buildDir, baseUrl: BASE_URL, compress: true});
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS});
  const rows: Array<Record<string, string | number>> = [];
  let belowTarget = false;
  try {
    for (const page of pages) {
      const url = `${server.url}${BASE_URL}${page}`;
      const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]});
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const {categories, audits} = result.lhr;
      const row: Record<string, string | number> = {page: `/${page}`};
      for (const category of CATEGORIES) {
        const score = Math.round((categories[category]?.score ?? 0) * 100);
        row[category] = score;
        if (score < TARGETS[category]) belowTarget = true;
      }
      row.LCP = audits['largest-contentful-paint']?.displayValue ?? '';
      row.TBT = audits['total-blocking-time']?.displayValue ?? '';
      row.CLS = audits['cumulative-layout-shift']?.displayValue ?? '';
      rows.push(row);
      const failed = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      if (failed.length) console.log(`/${page}: failing audits: ${failed.join(', ')}`);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  console.table(rows);
  console.log(JSON.stringify(rows));
  process.exit(belowTarget ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
