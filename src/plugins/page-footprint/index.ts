/**
 * The footprint line at the foot of every page (src/pages/footprint.md explains the method): the post-build
 * step `pageFootprintStep` writes into each page the kilobytes a first visit to it transfers (its HTML, the
 * stylesheets, scripts and eager images it references, the chunks of its route, all compressed as served)
 * and what one such view emits in the Sustainable Web Design model v4 (footprint.ts). The element the figure
 * goes into is in the footer's copyright text (config/footer.ts); ./client.ts shows the fallback after a
 * client-side navigation.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Plugin} from '@docusaurus/types';
import type {PostBuildStep} from '../post-build';
import {
  chunkFiles,
  footprintOf,
  footprintSentence,
  htmlAssetPaths,
  parentRoutePaths,
  registryChunkIds,
  routeChunkNames,
  writeFootprint,
  type ClientManifest,
  type RouteNode,
  type RoutesChunkNames,
} from './footprint';

/** Text files the host compresses (GitHub Pages gzips them); images such as PNG go as they are. */
const COMPRESSED = /\.(html|css|js|mjs|json|svg|xml|txt)$/i;

function readJson<T>(file: string): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`[page-footprint] cannot read ${file}: ${(error as Error).message}`);
  }
}

/** Bytes on the wire of a built file: gzip for text, as is for the rest. */
function transferSize(outDir: string, sitePath: string): number {
  const file = path.join(outDir, sitePath);
  if (!fs.existsSync(file))
    throw new Error(`[page-footprint] a page references ${sitePath}, which the build does not have`);
  const content = fs.readFileSync(file);
  return COMPRESSED.test(file) ? zlib.gzipSync(content).length : content.length;
}

export default function pageFootprintPlugin(): Plugin {
  return {name: 'page-footprint', getClientModules: () => [path.resolve(__dirname, 'client.ts')]};
}

/** The post-build step: each route's page gets its first-visit footprint in its footer. */
export const pageFootprintStep: PostBuildStep = {
  name: 'page-footprint',
  run(pages, {outDir, routesPaths, routes, context}) {
    const {baseUrl} = context;
    const manifest = readJson<ClientManifest>(path.join(context.generatedFilesDir, 'client-manifest.json'));
    const routesChunks = readJson<RoutesChunkNames>(path.join(context.generatedFilesDir, 'routesChunkNames.json'));
    const jsDir = path.join(outDir, 'assets', 'js');
    const mainFile = fs.readdirSync(jsDir).find((file) => /^main\.[\w]+\.js$/.test(file));
    if (!mainFile) throw new Error(`[page-footprint] no main.*.js in ${jsDir}`);
    const registry = registryChunkIds(fs.readFileSync(path.join(jsDir, mainFile), 'utf8'));
    if (registry.size === 0)
      throw new Error(`[page-footprint] found no route registry in ${mainFile}: the bundle format changed`);
    const parents = parentRoutePaths(routes as RouteNode[]);
    const sizes = new Map<string, number>();
    const sizeOf = (asset: string) => {
      if (!sizes.has(asset)) sizes.set(asset, transferSize(outDir, asset));
      return sizes.get(asset)!;
    };

    const figures: number[] = [];
    for (const routePath of [...new Set(routesPaths)].sort()) {
      const page = pages.ofRoute(routePath);
      if (!page) continue;
      const {html} = page;
      const assets = new Set(htmlAssetPaths(html, baseUrl));
      const chunkIds = new Set(
        routeChunkNames(routesChunks, parents, routePath).flatMap((name) => registry.get(name) ?? []),
      );
      // A page's own `import()` calls are not counted: none runs as the page opens.
      chunkFiles(manifest, chunkIds).forEach((asset) => assets.add(asset));
      const assetBytes = [...assets].reduce((sum, asset) => sum + sizeOf(asset), 0);
      // The sentence changes the HTML it is counted in by a few bytes: write, then count the result.
      const draft = writeFootprint(html, footprintSentence(footprintOf(assetBytes + zlib.gzipSync(html).length)));
      const footprint = footprintOf(assetBytes + zlib.gzipSync(draft).length);
      pages.set(page.file, writeFootprint(html, footprintSentence(footprint)));
      figures.push(footprint.bytes);
    }
    if (figures.length === 0) throw new Error(`[page-footprint] no built page found in ${outDir}`);
    const [least, most] = [Math.min(...figures), Math.max(...figures)].map((bytes) => Math.round(bytes / 1000));
    console.log(`[page-footprint] ${figures.length} pages, first visit ${least}-${most} kB`);
  },
};
