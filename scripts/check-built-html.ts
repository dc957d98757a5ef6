/**
 * `npm run test:html`: fails when any built page shows Markdown the build did not render (see
 * scripts/lib/built-html.ts for the rules). Runs after `npm run build`; another build folder may be given.
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkBuiltHtml} from './lib/built-html';
import {listFiles} from './lib/site-files';

const buildDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'build'));
if (!fs.existsSync(buildDir)) {
  console.error(`check-built-html: ${buildDir} does not exist; run "npm run build" first`);
  process.exit(1);
}

const started = Date.now();
const pages = listFiles(buildDir, (f) => f.endsWith('.html'));
let problems = 0;
for (const page of pages) {
  for (const problem of checkBuiltHtml(fs.readFileSync(path.join(buildDir, page), 'utf8'))) {
    problems++;
    console.error(`${page}: ${problem.rule}: ${problem.text}`);
  }
}
console.log(`check-built-html: ${pages.length} pages, ${problems} problem${problems === 1 ? '' : 's'} (${Date.now() - started} ms)`);
process.exit(problems ? 1 : 0);
