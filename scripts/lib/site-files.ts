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
