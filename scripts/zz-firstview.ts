import fs from 'node:fs';
import path from 'node:path';
import {measurePageWeight} from '/work/main/scripts/lib/page-weight';
import {GITHUB_PAGES_CACHE_CONTROL, startStaticServer} from '/work/main/scripts/lib/static-server';
import {launchChromium} from '/work/main/scripts/lib/chromium';
const buildDir = process.argv[2] ?? '/work/main/build';
const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const paths = [...new Set(['/ceems/', ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)])].sort();
async function main() {
const server = await startStaticServer({buildDir, baseUrl: '/ceems/', compress: true, cacheControl: GITHUB_PAGES_CACHE_CONTROL});
const browser = await launchChromium();
const rows = [];
for (const p of paths) {
  const w = await measurePageWeight(browser, server.url + p);
  rows.push({p, total: w.total, prefetch: w.prefetch, view: w.total + w.prefetch, js: w.js});
}
await browser.close(); await server.close();
rows.sort((a, b) => b.view - a.view);
for (const r of rows.slice(0, 25)) console.log(String(r.view).padStart(8), String(r.total).padStart(8), String(r.prefetch).padStart(7), r.p);
console.log('over 270000:', rows.filter((r) => r.view > 270000).length, 'of', rows.length);
fs.writeFileSync('/tmp/firstview.json', JSON.stringify(rows, null, 1));
}
main();
