/**
 * The built HTML pages, read once after the build and written once at its end (./index.ts), and the one
 * mapping from a route to its built file that the steps, the checks and the tests' static server share.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The built file of a route, relative to the output folder, as Docusaurus writes it with
 * `trailingSlash: false`: `/ceems/docs/usage/cacct` -> `docs/usage/cacct.html`, the base URL itself ->
 * `index.html`, a route ending in `/` -> `x/index.html`, `/ceems/404.html` as is. Undefined outside
 * the base URL or for an undecodable path.
 */
export function routeFile(routePath: string, baseUrl: string): string | undefined {
  if (!routePath.startsWith(baseUrl) && `${routePath}/` !== baseUrl) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(routePath.slice(baseUrl.length)).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  if (relative === '') return 'index.html';
  if (/\.html?$/i.test(relative)) return relative;
  return relative.endsWith('/') ? `${relative}index.html` : `${relative}.html`;
}

/** The HTML of every built page in memory, keyed by file; the steps read and replace it here. */
export class BuiltPages {
  private readonly changed = new Set<string>();

  constructor(
    readonly baseUrl: string,
    private readonly pages: Map<string, string>,
  ) {}

  /** Reads every HTML file of a build, keyed by its path relative to `outDir` with `/` separators. */
  static read(outDir: string, baseUrl: string): BuiltPages {
    const pages = new Map<string, string>();
    for (const file of fs.readdirSync(outDir, {recursive: true}) as string[]) {
      if (!file.endsWith('.html')) continue;
      pages.set(file.split(path.sep).join('/'), fs.readFileSync(path.join(outDir, file), 'utf8'));
    }
    return new BuiltPages(baseUrl, pages);
  }

  /** Every page's file, sorted. */
  files(): string[] {
    return [...this.pages.keys()].sort();
  }

  get(file: string): string | undefined {
    return this.pages.get(file);
  }

  /** The file and HTML of a route's page, or undefined when the route has no page of its own. */
  ofRoute(routePath: string): {file: string; html: string} | undefined {
    const file = routeFile(routePath, this.baseUrl);
    const html = file === undefined ? undefined : this.pages.get(file);
    return file === undefined || html === undefined ? undefined : {file, html};
  }

  set(file: string, html: string): void {
    if (this.pages.get(file) === html) return;
    this.pages.set(file, html);
    this.changed.add(file);
  }

  /** Writes the pages a step changed or added; returns how many. */
  write(outDir: string): number {
    for (const file of this.changed) {
      const target = path.join(outDir, file);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, this.pages.get(file) as string);
    }
    return this.changed.size;
  }
}

/**
 * GitHub Pages answers `/x/` from `x/index.html` only. With `trailingSlash: false` a page is `x.html`,
 * so where its folder `x/` also exists (docs, blog) `/x/` would be a 404, and the specification's
 * `/ceems/docs/` is such an address. This step, the last, gives each such page an `x/index.html` with
 * the same content (its canonical URL stays `/x`).
 */
export const folderIndexStep = {
  name: 'folder-index',
  run(pages: BuiltPages): void {
    const files = pages.files();
    const folders = new Set(files.map((file) => file.split('/').slice(0, -1).join('/')).filter(Boolean));
    for (const file of files) {
      const folder = file.replace(/\.html$/, '');
      if (folders.has(folder) && !file.endsWith('/index.html') && !pages.get(`${folder}/index.html`)) {
        pages.set(`${folder}/index.html`, pages.get(file) as string);
      }
    }
  },
};
