import fs from 'node:fs';
import path from 'node:path';
import {BASE_URL, BUILD_DIR} from './browser';

/** A path below the base path that no page has: the not-found page, served with status 404. */
export const NOT_FOUND = 'docs/no-such-page';

/** Every page the sitemap of the build lists, as URL paths (`/ceems/docs/intro`). */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * Every page the sitemap lists, as paths below the base path, plus the landing, search and not-found
 * pages and `docs/` (a route of the specification; the sitemap names that page `docs`).
 */
export function sitemapPages(): string[] {
  const below = sitemapPaths()
    .filter((pagePath) => pagePath.startsWith(BASE_URL))
    .map((pagePath) => pagePath.slice(BASE_URL.length));
  return [...new Set(['', 'search', 'docs/', NOT_FOUND, ...below])];
}
