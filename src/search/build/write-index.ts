/**
 * Writes the local search index after the build: reads every built page, turns it into DocSearch records
 * (records.ts) and writes them with their MiniSearch index (../client/engine.ts) to `<outDir>/<indexFile>`.
 * The dev server does not build pages, so `npm start` has no index; the search bar says so.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {createSearchIndex} from '../client/engine';
import {buildPageRecords, SearchRecordError, type SearchRecord} from './records';

/** The built file of a route: `/ceems/docs/intro` -> `docs/intro/index.html`, `/ceems/404.html` as is. */
export function routeFile(routePath: string, baseUrl: string): string | undefined {
  if (!routePath.startsWith(baseUrl)) return undefined;
  const relative = decodeURIComponent(routePath.slice(baseUrl.length)).replace(/\/+$/, '');
  if (relative.endsWith('.html')) return relative;
  return relative ? `${relative}/index.html` : 'index.html';
}

export async function writeSearchIndex(outDir: string, routesPaths: string[], baseUrl: string, indexFile: string): Promise<void> {
  const started = Date.now();
  const records: SearchRecord[] = [];
  let pages = 0;
  for (const routePath of [...new Set(routesPaths)].sort()) {
    const file = routeFile(routePath, baseUrl);
    if (!file) continue;
    let html: string;
    try {
      html = await fs.readFile(path.join(outDir, file), 'utf8');
    } catch {
      continue; // routes without a page of their own (redirects, the 404 route's alias)
    }
    try {
      const pageRecords = buildPageRecords(html, routePath);
      if (pageRecords.length) pages++;
      records.push(...pageRecords);
    } catch (error) {
      if (error instanceof SearchRecordError) throw new Error(`${error.message} (file ${path.join(outDir, file)})`);
      throw error;
    }
  }
  if (!records.length) {
    throw new Error(`search index: no page of ${outDir} has docsearch metadata and content; nothing to index`);
  }
  const json = JSON.stringify(createSearchIndex(records));
  await fs.writeFile(path.join(outDir, indexFile), json);
  const gzipKb = (zlib.gzipSync(json).length / 1024).toFixed(1);
  console.log(`[search-index] ${indexFile}: ${pages} pages, ${records.length} records, ${gzipKb} KB gzip, in ${Date.now() - started} ms`);
}
