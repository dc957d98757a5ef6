/**
 * `npm run test:html`: fails when any built page shows Markdown the build did not render (see
 * tests/lib/built-html.ts for the rules), or when a page's canonical URL is not served from its own
 * file without a redirect, as GitHub Pages resolves it (`trailingSlash: false` writes `/x` as `x.html`).
 * Runs after `npm run build`; another build folder may be given.
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkBuiltHtml} from '../lib/built-html';
import {BASE_URL} from '../../config/env';
import {routeFile} from '../../src/plugins/post-build/built-pages';
import {canonicalUrl, pageFiles} from '../../scripts/lib/site-files';

const buildDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..', 'build'));
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
  const canonical = canonicalUrl(html);
  const canonicalFile = canonical === undefined ? undefined : routeFile(new URL(canonical).pathname, BASE_URL);
  if (canonical !== undefined && canonicalFile !== page) {
    problems++;
    console.error(
      `${page}: canonical URL ${canonical} is served from ${canonicalFile ?? 'no file'}, not from this page ` +
        `without a redirect`,
    );
  }
}
console.log(
  `check-built-html: ${pages.length} pages, ${problems} problem${problems === 1 ? '' : 's'} ` +
    `(${Date.now() - started} ms)`,
);
process.exit(problems ? 1 : 0);
