import fs from 'node:fs';
import path from 'node:path';
import {routeFile} from '../../src/plugins/post-build/built-pages';

/** Every file below `dir`, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string, filter: (relative: string) => boolean = () => true): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((file) => !fs.lstatSync(path.join(dir, file)).isDirectory())
    .map((file) => file.split(path.sep).join('/'))
    .filter(filter)
    .sort();
}

/**
 * The built file a URL path is served from, as GitHub Pages resolves it: the file itself (`/x.md`,
 * assets), else the page's file (`routeFile`: `/x` -> `x.html`, `/x/` -> `x/index.html`), else for
 * `/x` the folder's `x/index.html` (which the host reaches through a 301 to `/x/`). Returns undefined
 * when nothing matches.
 */
export function resolveBuiltFile(buildDir: string, baseUrl: string, urlPath: string): string | undefined {
  const page = routeFile(urlPath, baseUrl);
  if (page === undefined) return undefined; // outside the base URL, or malformed percent-encoding: the host answers 404
  const rel = decodeURIComponent(urlPath.slice(baseUrl.length)).replace(/^\/+/, '');
  const candidates = rel === '' || rel.endsWith('/') ? [page] : [rel, page, `${rel}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(buildDir, candidate);
    if (!full.startsWith(buildDir)) return undefined;
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return undefined;
}

/** The built HTML pages, without the `x/index.html` twins of `x.html` that the folder-index step writes. */
export function pageFiles(buildDir: string): string[] {
  const all = listFiles(buildDir, (file) => file.endsWith('.html'));
  const present = new Set(all);
  return all.filter((file) => !(file.endsWith('/index.html') && present.has(file.replace(/\/index\.html$/, '.html'))));
}

/** The canonical URL a page declares (`<link rel=canonical>`), or undefined. */
export function canonicalUrl(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\srel=["']?canonical\b/i.test(tag)) continue;
    return /\shref=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/i
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined);
  }
  return undefined;
}

/** The URL paths a build's sitemap lists, in its order. */
export function sitemapPaths(buildDir: string): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}
