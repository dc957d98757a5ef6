/**
 * The last step of `npm run build`: writes `x.html` beside every `x/index.html` whose canonical URL is
 * `/x`, so that GitHub Pages serves each page at the URL its links, sitemap and search engines use,
 * without first redirecting to `/x/` (scripts/lib/site-files.ts, `canonicalCopyOf`). Another build
 * folder may be given. `npm run test:html` checks that every copy is there and identical.
 */
import fs from 'node:fs';
import path from 'node:path';
import {canonicalCopyOf, listFiles, needsCanonicalCopy} from './lib/site-files';

const buildDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'build'));
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`canonical-files: ${buildDir} has no index.html; run the build first`);
  process.exit(1);
}
let written = 0;
for (const index of listFiles(buildDir, (file) => file.endsWith('/index.html'))) {
  const html = fs.readFileSync(path.join(buildDir, index), 'utf8');
  const copy = canonicalCopyOf(index);
  if (!copy || !needsCanonicalCopy(index, html)) continue;
  const target = path.join(buildDir, copy);
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') !== html) {
    console.error(`canonical-files: ${copy} exists and differs from ${index}: two pages claim one URL`);
    process.exit(1);
  }
  fs.writeFileSync(target, html);
  written++;
}
console.log(`[canonical-files] ${written} pages also written as x.html, served at their canonical URL without a redirect`);
