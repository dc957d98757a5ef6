import fs from 'node:fs';
import path from 'node:path';
import {routeFile} from '../../src/plugins/post-build/built-pages';

/** Every file below `dir`, as paths relative to it with forward slashes. */
export function listFiles(dir: string, filter: (relative: string) => boolean = () => true): string[] {
  const out: string[] = [];
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const relative = path.relative(dir, full).split(path.sep).join('/');
        if (filter(relative)) out.push(relative);
      }
    }
  };
  walk(dir);
  return out.sort();
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
