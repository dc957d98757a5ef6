/**
 * Fails when any page of the built site links to a page, file or anchor that does not exist.
 * Docusaurus is configured to only warn about these, so this check is what keeps the site whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import {BASE_URL} from '../../config/env';
import {extractPageLinks, findBrokenLinks, type PageLinks} from '../lib/links';
import {listFiles, resolveBuiltFile} from '../../scripts/lib/site-files';

const buildDir = path.resolve(__dirname, '..', '..', 'build');
if (!fs.existsSync(buildDir)) {
  console.error(`check-links: ${buildDir} does not exist; run "npm run build" first`);
  process.exit(1);
}

const started = Date.now();
const pages = new Map<string, PageLinks>();
for (const file of listFiles(buildDir, (f) => f.endsWith('.html'))) {
  const url = BASE_URL + file.replace(/(^|\/)index\.html$/, '$1');
  pages.set(path.join(buildDir, file), extractPageLinks(fs.readFileSync(path.join(buildDir, file), 'utf8'), url));
}
const broken = findBrokenLinks(pages, (pathname) => resolveBuiltFile(buildDir, BASE_URL, pathname));
const linkCount = [...pages.values()].reduce((sum, page) => sum + page.links.length, 0);
for (const item of broken) {
  console.error(`${path.relative(buildDir, item.page)}: ${item.reason}: ${item.link}`);
}
console.log(
  `check-links: ${pages.size} pages, ${linkCount} links, ${broken.length} broken (${Date.now() - started} ms)`,
);
process.exit(broken.length ? 1 : 0);
