/**
 * Writes the local search index after the build: reads every built page, turns it into DocSearch records
 * (records.ts) and writes them, packed as ../client/index-file.ts says, to `<outDir>/<indexFile>`,
 * its name carrying a hash of its content (`search-index.<hash>.json`), and names that file in every page
 * (`<meta name="ceems-search-index">`, read by ../client/use-search-settings.ts). A page therefore only
 * ever reads the index built with it: after a deploy, a page from before (cached by the host or the
 * browser) finds its index gone and says so, rather than showing hits of other pages.
 * A step of the post-build pipeline (src/plugins/post-build), which hands it the built pages.
 * The dev server does not build pages, so `npm start` has no index; the search bar says so.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createSearchIndex} from '../client/index-file';
import {buildPageRecords, SearchRecordError, type SearchRecord} from './records';
import type {PostBuildStep} from '../../plugins/post-build';

/** The post-build step: index the routes' pages, write the index, name it in every page. */
export function searchIndexStep(indexFile: string): PostBuildStep {
  return {
    name: 'search-index',
    run(pages, {outDir, routesPaths}) {
      const started = Date.now();
      const records: SearchRecord[] = [];
      let indexed = 0;
      for (const routePath of [...new Set(routesPaths)].sort()) {
        const page = pages.ofRoute(routePath);
        if (!page) continue; // routes without a page of their own (redirects, the 404 route's alias)
        try {
          const pageRecords = buildPageRecords(page.html, routePath);
          if (pageRecords.length) indexed++;
          records.push(...pageRecords);
        } catch (error) {
          if (error instanceof SearchRecordError)
            throw new Error(`${error.message} (file ` + `${path.join(outDir, page.file)})`);
          throw error;
        }
      }
      if (!records.length) {
        throw new Error(`search index: no page of ${outDir} has docsearch metadata and content; nothing to index`);
      }
      const json = JSON.stringify(createSearchIndex(records));
      const hashedFile = hashedIndexFile(indexFile, json);
      fs.writeFileSync(path.join(outDir, hashedFile), json);
      for (const file of pages.files())
        pages.set(file, nameIndexInPage(pages.get(file) as string, `${pages.baseUrl}${hashedFile}`));
      const gzipKb = (zlib.gzipSync(json).length / 1024).toFixed(1);
      console.log(
        `[search-index] ${hashedFile}, named by ${pages.files().length} pages: ${indexed} pages, ` +
          `${records.length} records, ${gzipKb} KB gzip, in ${Date.now() - started} ms`,
      );
    },
  };
}

/** The meta element by which a page names its index. */
export const INDEX_META = 'ceems-search-index';

/** `search-index.json` -> `search-index.<first 12 hex digits of the content's SHA-256>.json`. */
export function hashedIndexFile(indexFile: string, content: string): string {
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 12);
  return indexFile.replace(/\.json$/, `.${hash}.json`);
}

/** A page's HTML with `<meta name="ceems-search-index" content="...">` at the end of its head (replaced if there). */
export function nameIndexInPage(html: string, indexUrl: string): string {
  const meta = `<meta name="${INDEX_META}" content="${indexUrl}">`;
  const existing = new RegExp(`<meta name="${INDEX_META}" content="[^"]*">`);
  if (existing.test(html)) return html.replace(existing, meta);
  if (!html.includes('</head>')) throw new Error('search index: a built page has no </head> to name its index in');
  return html.replace('</head>', `${meta}</head>`);
}

/** The names `hashedIndexFile` gives `indexFile`, at the end of a path or URL. */
export function hashedIndexPattern(indexFile: string): RegExp {
  const stem = indexFile.replace(/\.json$/, '').replace(/[.]/g, '\\.');
  return new RegExp(`(^|/)${stem}\\.[0-9a-f]{12}\\.json$`);
}

/** The index file of a build (there is exactly one), as a path. */
export function builtIndexFile(outDir: string, indexFile: string): string {
  const pattern = hashedIndexPattern(indexFile);
  const found = fs.existsSync(outDir) ? fs.readdirSync(outDir).filter((file) => pattern.test(file)) : [];
  const expected = indexFile.replace(/\.json$/, '.<hash>.json');
  if (found.length !== 1) throw new Error(`search index: expected one ${expected} in ${outDir}, found ${found.length}`);
  return path.join(outDir, found[0]);
}
