/**
 * `npm run test:html`: fails when any built page shows Markdown the build did not render (see
 * scripts/lib/built-html.ts for the rules), or when a page whose canonical URL is `/x` lacks its
 * identical copy `x.html`, which GitHub Pages serves at that URL without a redirect
 * (scripts/canonical-files.ts). Runs after `npm run build`; another build folder may be given.
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkBuiltHtml} from './lib/built-html';
import {canonicalCopyOf, needsCanonicalCopy, pageFiles} from './lib/site-files';

const buildDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'build'));
if (!fs.existsSync(buildDir)) {
  console.error(`check-built-html: ${buildDir} does not exist; run "npm run build" first`);
  process.exit(1);
}

const started = Date.now();
const pages = pageFiles(buildDir);
let problems = 0;
for (const page of pages) {
  const html = fs.readFileSync(path.join(buildDir, page), 'utf8');
  for (const problem of checkBuiltHtml(html)) {
    problems++;
    console.error(`${page}: ${problem.rule}: ${problem.text}`);
  }
  const copy = canonicalCopyOf(page);
  if (copy && needsCanonicalCopy(page, html)) {
    const copyPath = path.join(buildDir, copy);
    if (!fs.existsSync(copyPath) || fs.readFileSync(copyPath, 'utf8') !== html) {
      problems++;
      console.error(`${page}: canonical copy: ${copy} is missing or differs, so GitHub Pages would redirect its canonical URL to a trailing slash`);
    }
  }
}
console.log(`check-built-html: ${pages.length} pages, ${problems} problem${problems === 1 ? '' : 's'} (${Date.now() - started} ms)`);
process.exit(problems ? 1 : 0);
