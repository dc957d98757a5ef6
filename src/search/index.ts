/**
 * The site's search, in one plugin:
 * - theme/: the search bar (DocSearch's button and modal, on their public exports), re-exported by a one-line
 *   file in src/theme (a plugin's own theme folder cannot replace it: see ARCHITECTURE.md).
 * - page/: the search page, a route of this plugin (the theme's own is off: `searchPagePath: false`), with the
 *   OpenSearch description that lets browsers search the site from their address bar.
 * - build/write-index.ts: in local mode (an `indexFile` is set), the index is written after the build, by
 *   `searchIndexStep`, a step of the post-build pipeline (docusaurus.config.ts).
 * - build/dev-index.ts: in local mode under `npm start`, the index is made from the Markdown sources each
 *   time the content loads (at start and whenever a page changes) and served at the same address.
 * client/ holds the code that runs in the browser.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ALL_REACHES} from '../reaches';
import {checkReach, packageDir} from '../plugins/dependency-guard';
import {sourcePagesOf, type NavbarItem} from './build/dev-index';

/** The indexing process of the latest content load; a newer load stops it (its pages are out of date). */
let devIndexing: ChildProcess | undefined;
/**
 * The dev server's first bundle: indexing waits for it, so that the first page is not slowed down by it
 * (both want the CPU). Settled by a bundler plugin (webpack and Rspack alike) when a compilation ends.
 */
let firstBundleCompiled: () => void;
const firstBundle = new Promise<void>((resolve) => (firstBundleCompiled = resolve));
const releaseIndexingAfterFirstBundle = {
  apply(compiler: {hooks: {done: {tap: (name: string, callback: () => void) => void}}}) {
    compiler.hooks.done.tap('search-dev-index', () => firstBundleCompiled());
  },
};

/** Starts the dev index of `job`'s pages in a process of its own, at a lower priority than the dev server. */
function startDevIndexing(jobFile: string, indexUrl: string): void {
  devIndexing?.kill();
  const script = path.join(__dirname, 'build', 'dev-index-process.ts');
  const child = spawn('nice', ['-n', '10', process.execPath, '--import', 'tsx', script, jobFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  devIndexing = child;
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code, signal) => {
    if (devIndexing === child) devIndexing = undefined;
    if (signal) return;
    if (code === 0) console.log(`[search-index] dev server: ${indexUrl}, ${output.trim()}`);
    else
      console.error(
        `[search-index] dev server: indexing failed with status ${code}; search answers from the previous index`,
      );
  });
}

export type SearchPluginOptions = {
  /** File name of the local index, below the build output directory; none in hosted mode. */
  indexFile?: string;
  /** Path of the search page below the base URL. */
  pagePath: string;
};

const OPEN_SEARCH_FILE = 'opensearch.xml';

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The OpenSearch description of the search page (what the theme writes when its own search page is on). */
export function openSearchDescription(
  siteTitle: string,
  siteUrl: string,
  pageUrl: string,
  faviconUrl?: string,
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" ' +
      'xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeXml(siteTitle)}</ShortName>`,
    `  <Description>Search ${escapeXml(siteTitle)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    ...(faviconUrl ? [`  <Image width="16" height="16" type="image/x-icon">${escapeXml(faviconUrl)}</Image>`] : []),
    `  <Url type="text/html" method="get" template="${escapeXml(pageUrl)}?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" ` +
      `template="${escapeXml(siteUrl + OPEN_SEARCH_FILE)}"/>`,
    `  <moz:SearchForm>${escapeXml(siteUrl)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}

export default function searchPlugin(context: LoadContext, options: unknown): Plugin {
  const {indexFile, pagePath} = (options ?? {}) as SearchPluginOptions;
  if (indexFile !== undefined && (typeof indexFile !== 'string' || !/^[\w.-]+\.json$/.test(indexFile))) {
    throw new Error(`search plugin: indexFile must be a file name ending in .json, got ${JSON.stringify(indexFile)}`);
  }
  if (typeof pagePath !== 'string' || !/^[\w-]+$/.test(pagePath)) {
    throw new Error(`search plugin: pagePath must be one path segment, got ${JSON.stringify(pagePath)}`);
  }
  // `docusaurus start` sets NODE_ENV before it loads the site; a build sets production.
  const devServer = process.env.NODE_ENV === 'development';
  const devIndexDir = path.join(context.generatedFilesDir, 'search-dev-index');
  // The locale's base URL (the site's, in its default locale).
  const {baseUrl} = context;
  const {url, title, favicon} = context.siteConfig;
  // Docusaurus checks that the base URL begins and ends with a slash.
  const siteUrl = url.replace(/\/+$/, '') + baseUrl;
  const pageUrl = siteUrl + pagePath;
  // The DocSearch markup the search bar reads and styles (src/reaches.ts, kind `dom`).
  for (const reach of ALL_REACHES.filter(({kind}) => kind === 'dom'))
    checkReach(reach, packageDir(reach.package, context.siteDir));
  return {
    name: 'search',
    contentLoaded({actions}) {
      actions.addRoute({path: baseUrl + pagePath, component: path.join(__dirname, 'page', 'index.tsx'), exact: true});
    },
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'link',
          attributes: {
            rel: 'search',
            type: 'application/opensearchdescription+xml',
            title,
            href: baseUrl + OPEN_SEARCH_FILE,
          },
        },
      ],
    }),
    async postBuild({outDir}) {
      const faviconUrl = favicon ? siteUrl + favicon.replace(/^\/+/, '') : undefined;
      await fs.promises.writeFile(
        path.join(outDir, OPEN_SEARCH_FILE),
        openSearchDescription(title, siteUrl, pageUrl, faviconUrl),
      );
    },
    configureWebpack: (_config, isServer) => ({
      // The dev server serves the dev index at <baseUrl><indexFile>, unwatched (a new index is no reason to reload the
      // page).
      ...(indexFile &&
        devServer &&
        !isServer && {
          devServer: {static: [{directory: devIndexDir, publicPath: baseUrl, watch: false}]},
          plugins: [releaseIndexingAfterFirstBundle],
        }),
    }),
    ...(indexFile &&
      devServer && {
        async allContentLoaded({allContent}) {
          const navbar = (context.siteConfig.themeConfig.navbar as {items?: NavbarItem[]} | undefined)?.items ?? [];
          const pages = sourcePagesOf(allContent, context.siteDir, navbar);
          const jobFile = path.join(devIndexDir, 'job.json');
          fs.mkdirSync(devIndexDir, {recursive: true});
          const job = {
            pages,
            indexFile: path.join(devIndexDir, indexFile),
            cacheFile: path.join(devIndexDir, 'records-cache.json'),
          };
          fs.writeFileSync(jobFile, JSON.stringify(job));
          // Each load's indexing stops the one before (see startDevIndexing): the latest pages win.
          void firstBundle.then(() => startDevIndexing(jobFile, `${baseUrl}${indexFile}`));
        },
      }),
  };
}
