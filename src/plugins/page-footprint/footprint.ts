/**
 * Pure logic of the page footprint: which files a first visit to a page transfers, and what one view
 * of that many bytes emits in the Sustainable Web Design model v4 (through CO2.js). No I/O here.
 */
import {co2} from '@tgwf/co2';
import {FOOTPRINT_ATTRIBUTE} from './footprint-text';

/** The client manifest Docusaurus writes for server rendering: chunk id to its files. */
export interface ClientManifest {
  assets: Record<string, {js?: Array<{file: string}>; css?: Array<{file: string}>}>;
}

/** `.docusaurus/routesChunkNames.json`: `<route path>-<hash>` to the chunk names the route loads. */
export type RoutesChunkNames = Record<string, unknown>;

/** A route of the site as plugins see it: only what matching needs. */
export interface RouteNode {
  path: string;
  routes?: RouteNode[];
}

/**
 * Site-relative paths (base URL stripped, no leading slash) of what a page's HTML makes the browser
 * fetch as it opens: stylesheets, scripts, and images that are not lazy-loaded. Off-site and inline
 * resources are skipped.
 */
export function htmlAssetPaths(html: string, baseUrl: string): string[] {
  const found = new Set<string>();
  const attribute = (tag: string, name: string): string | undefined => {
    const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`, 'i').exec(tag);
    return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
  };
  const add = (url: string | undefined) => {
    if (!url || !url.startsWith(baseUrl) || url.startsWith('//')) return;
    found.add(decodeURI(url.slice(baseUrl.length).split(/[?#]/)[0]));
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase();
    if (rel === 'stylesheet' || (rel === 'preload' && /^(image|script|style)$/i.test(attribute(tag, 'as') ?? '')))
      add(attribute(tag, 'href'));
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) add(attribute(tag, 'src'));
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    if ((attribute(tag, 'loading') ?? '').toLowerCase() !== 'lazy') add(attribute(tag, 'src'));
  }
  return [...found];
}

/** Route paths that wrap other routes (layouts such as the docs root), from the site's route tree. */
export function parentRoutePaths(routes: RouteNode[]): Set<string> {
  const parents = routes.filter((node) => node.routes?.length);
  return new Set(parents.flatMap((node) => [node.path, ...parentRoutePaths(node.routes!)]));
}

/**
 * The chunk names the browser loads at start for a page: those of the route whose path is the page's,
 * and of every layout route that contains it.
 */
export function routeChunkNames(routesChunkNames: RoutesChunkNames, parents: Set<string>, pathname: string): string[] {
  const names = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') names.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-/]+$/, '');
    const layout = parents.has(routePath) && pathname.startsWith(routePath.endsWith('/') ? routePath : `${routePath}/`);
    if (routePath === pathname || layout) collect(chunks);
  }
  return [...names];
}

/**
 * The chunk ids each registry entry of the main bundle loads: Docusaurus's registry maps a chunk name
 * to a loader, `"4c5e977b":[()=>Promise.all([n.e("4014"),n.e("2")]).then(...)` or
 * `f323892e:[()=>n.e("118").then(...)` once minified; a name of digits only becomes a number
 * (`0x532e5b2` for "87221682").
 */
export function registryChunkIds(mainBundle: string): Map<string, string[]> {
  const registry = new Map<string, string[]>();
  const entry =
    /[{,](?:"([\w-]+)"|(0x[\da-f]+|\d+)|([A-Za-z_$][\w$]*)):\[\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\([^)]*\))/gi;
  for (const [, quoted, numeric, bare, loader] of mainBundle.matchAll(entry)) {
    const name = quoted ?? bare ?? String(Number(numeric));
    registry.set(name, dynamicChunkIds(loader));
  }
  return registry;
}

/** The chunk ids a piece of bundled code loads with `import()`: `n.e("2864")`, `s.e(12)`. */
export function dynamicChunkIds(code: string): string[] {
  return [...new Set([...code.matchAll(/\b[\w$]+\.e\("?([\w-]+)"?\)/g)].map((match) => match[1]))];
}

/** Files (site-relative) of the given chunks, from the client manifest. */
export function chunkFiles(manifest: ClientManifest, chunkIds: Iterable<string>): string[] {
  const assets = [...chunkIds].map((id) => manifest.assets[id]);
  const files = assets.flatMap((asset) => [...(asset?.js ?? []), ...(asset?.css ?? [])]);
  return [...new Set(files.map((file) => file.file))];
}

export interface Footprint {
  /** Bytes a first visit transfers, compressed as served. */
  bytes: number;
  /** Grams of CO2e of one view of that many bytes, SWD v4, global grid intensity, hosting not green. */
  grams: number;
  /** The SWD v4 rating of that figure (A+ to F). */
  rating: string;
}

const swd4 = new co2({model: 'swd', version: 4, rating: true});

/** The emissions of one page view that transfers `bytes`, in the SWD v4 model. */
export function footprintOf(bytes: number): Footprint {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`[page-footprint] not a byte count: ${bytes}`);
  const result = swd4.perByte(bytes, false) as unknown as {total: number; rating: string};
  return {bytes, grams: result.total, rating: result.rating};
}

/** Kilobytes (1,000 bytes) as the footer shows them. */
export function formatKilobytes(bytes: number): string {
  return `${Math.round(bytes / 1000).toLocaleString('en-US')} kB`;
}

/** Grams with two significant digits, never rounded to zero. */
export function formatGrams(grams: number): string {
  return `${Number(grams.toPrecision(2)).toString()} g`;
}

/** The sentence the footer shows for a page. */
export function footprintSentence({bytes, grams, rating}: Footprint): string {
  return (
    `Opening this page first transfers ${formatKilobytes(bytes)}; one such view emits about ` +
    `${formatGrams(grams)} CO₂e (Sustainable Web Design v4, rating ${rating}).`
  );
}

/**
 * Writes the sentence into the page's marked element, replacing the fallback text the server render
 * put there. Fails when the page has no such element, or more than one.
 */
export function writeFootprint(html: string, sentence: string): string {
  const at = html.indexOf(` ${FOOTPRINT_ATTRIBUTE}`);
  if (at < 0 || html.indexOf(` ${FOOTPRINT_ATTRIBUTE}`, at + 1) >= 0) {
    throw new Error(
      `[page-footprint] expected one element with ${FOOTPRINT_ATTRIBUTE}, found ${at < 0 ? 'none' : 'several'}`,
    );
  }
  const textStart = html.indexOf('>', at) + 1;
  const textEnd = html.indexOf('<', textStart);
  if (textStart === 0 || textEnd < 0)
    throw new Error(`[page-footprint] the ${FOOTPRINT_ATTRIBUTE} element is not closed`);
  const escaped = sentence.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `${html.slice(0, textStart)}${escaped}${html.slice(textEnd)}`;
}
