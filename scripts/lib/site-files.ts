import fs from 'node:fs';
import path from 'node:path';

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
 * The built file a URL path is served from, as GitHub Pages resolves it: `x/` -> `x/index.html`,
 * `x` -> `x.html` or `x/index.html` or the file itself. Returns undefined when nothing matches.
 */
export function resolveBuiltFile(buildDir: string, baseUrl: string, urlPath: string): string | undefined {
  if (!urlPath.startsWith(baseUrl) && `${urlPath}/` !== baseUrl) return undefined;
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath.slice(baseUrl.length));
  } catch {
    return undefined; // malformed percent-encoding names no file: the host answers 404
  }
  rel = rel.replace(/^\/+/, '');
  const candidates = rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}.html`, `${rel}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(buildDir, candidate);
    if (!full.startsWith(buildDir)) return undefined;
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return undefined;
}

/**
 * The page a URL without a trailing slash names, for GitHub Pages: it answers `/x` with `x.html` when
 * that file exists and otherwise redirects to `/x/` (one more round trip before anything shows) when
 * the folder `x/` does. Docusaurus writes each page as `x/index.html` while its links, canonical URL
 * and sitemap say `/x`, so every arrival from outside would pay that redirect: the build therefore
 * writes `x.html` beside `x/index.html` (scripts/canonical-files.ts). Those copies are not pages of
 * their own; `pageFiles` leaves them out.
 */
export function canonicalCopyOf(relativeIndex: string): string | undefined {
  const match = /^(.+)\/index\.html$/.exec(relativeIndex);
  return match ? `${match[1]}.html` : undefined;
}

/** The canonical URL a page declares (`<link rel=canonical>`), or undefined. */
export function canonicalUrl(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\srel=["']?canonical\b/i.test(tag)) continue;
    return /\shref=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/i.exec(tag)?.slice(1).find((value) => value !== undefined);
  }
  return undefined;
}

/** Whether a page at `x/index.html` needs the copy `x.html`: its canonical URL has no trailing slash. */
export function needsCanonicalCopy(relativeIndex: string, html: string): boolean {
  const canonical = canonicalUrl(html);
  return canonicalCopyOf(relativeIndex) !== undefined && canonical !== undefined && !new URL(canonical).pathname.endsWith('/');
}

/** The built HTML pages, without the `x.html` copies of `x/index.html` (see `canonicalCopyOf`). */
export function pageFiles(buildDir: string): string[] {
  const all = listFiles(buildDir, (file) => file.endsWith('.html'));
  const copies = new Set(all.map(canonicalCopyOf).filter((copy): copy is string => copy !== undefined));
  return all.filter((file) => !copies.has(file));
}
