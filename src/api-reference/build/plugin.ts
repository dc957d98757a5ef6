import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';
import {checkReach, packageDir} from '../../plugins/dependency-guard';
import {REACHES} from '../../reaches';
import {ISLAND_FILE} from '../island';
import type {PostBuildStep} from '../../plugins/post-build';

/**
 * Stylesheets of the API reference: the theme's own (its global sheet and its components') and the site's fixes
 * (../styles). Not the theme's Tabs and TabItem, which replace the classic ones on every page.
 */
export const API_CSS =
  /[\\/](docusaurus-theme-openapi-docs[\\/](?!lib[\\/]theme[\\/](Tabs|TabItem)[\\/])|src[\\/]api-reference[\\/]styles[\\/])/;

/** What this wrapper relies on in the theme and in Docusaurus's bundler set-up. */
const API_THEME_REACHES = [
  REACHES.apiThemeClientModule,
  REACHES.stylesCacheGroup,
  REACHES.apiSectionsOnServer,
  REACHES.apiTabsMarkup,
  REACHES.mimeTabsMarkup,
  REACHES.schemaTabsMarkup,
  REACHES.tabItem,
];

export interface ApiThemeOptions {
  /** Route prefix of the generated API pages, base URL included, e.g. `/ceems/docs/api/`. */
  apiRoutePrefix: string;
}

const client = (file: string): string => path.resolve(__dirname, '../client', file);

/**
 * Inside the API theme's components, `@docusaurus/BrowserOnly` is ../client/rendered-on-server.tsx, in both
 * compilations (the server and the first browser render agree). The theme wraps an operation's parameters,
 * request body and responses in it; its other use in the reference (the endpoint's server URL, empty without a
 * server chosen) renders the same either way.
 */
export const sectionsOnServer = {
  test: /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]/,
  resolve: {alias: {'@docusaurus/BrowserOnly': client('rendered-on-server.tsx')}},
};

/**
 * The API theme, with its styles only on the pages that use them (ARCHITECTURE.md, reaches): not the theme's
 * client module, which would put them in the site-wide stylesheet, but a cache group of their own, imported by
 * the API pages (../styles/api-styles.ts) and linked from their HTML after the build (`apiStylesStep`: the
 * server render does not name a page's own chunks with Rspack).
 */
export default function apiTheme(context: LoadContext, options: unknown): Plugin {
  const {apiRoutePrefix} = (options ?? {}) as Partial<ApiThemeOptions>;
  if (typeof apiRoutePrefix !== 'string' || !apiRoutePrefix.startsWith(context.baseUrl)) {
    throw new Error(
      `[api-theme] option apiRoutePrefix must be a route under ${context.baseUrl}, got ${String(apiRoutePrefix)}`,
    );
  }
  API_THEME_REACHES.forEach((reach) => checkReach(reach, packageDir(reach.package, context.siteDir)));
  const theme = (openApiTheme as unknown as (ctx: LoadContext) => Plugin)(context);
  return {
    ...theme,
    // Not the theme's stylesheet: the islands' behaviour instead.
    getClientModules: () => [client('island-behaviour.ts')],
    configureWebpack(config, isServer, utils, content) {
      const own = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      // The islands of operation pages stay out of the production browser bundle (src/api-reference/island.ts).
      const stub = {
        loader: path.resolve(__dirname, 'island-stub-loader.js'),
        options: {stub: client('island-stub.tsx')},
      };
      const islands =
        !isServer && config.mode === 'production' ? [{test: ISLAND_FILE, enforce: 'post' as const, use: [stub]}] : [];
      const splitChunks = config.optimization?.splitChunks;
      if (!isServer && splitChunks && typeof splitChunks === 'object') {
        const groups = (splitChunks.cacheGroups ?? {}) as Record<string, unknown>;
        const styles = groups.styles as {priority?: number} | undefined;
        if (styles?.priority !== 50) {
          throw new Error(
            `[api-theme] Docusaurus's 'styles' cache group has priority ` +
              `${String(styles?.priority)}, not 50: re-check the 'apiStyles' group's priority ` +
              `(src/api-reference/build/plugin.ts)`,
          );
        }
        // Above the site-wide 'styles' group (priority 50), which would otherwise take every CSS module.
        groups.apiStyles = {
          name: 'api-styles',
          type: 'css/mini-extract',
          test: API_CSS,
          chunks: 'all',
          enforce: true,
          priority: 60,
        };
        splitChunks.cacheGroups = groups as typeof splitChunks.cacheGroups;
      }
      return {...own, module: {rules: [...(own.module?.rules ?? []), sectionsOnServer, ...islands]}};
    },
  };
}

/** The API stylesheet of a build, as the chunk loader names it (base URL included). */
export function apiStylesHref(outDir: string, baseUrl: string): string {
  const cssDir = path.join(outDir, 'assets', 'css');
  const files = fs.existsSync(cssDir)
    ? fs.readdirSync(cssDir).filter((file) => /^api-styles\.[\w]+\.css$/.test(file))
    : [];
  if (files.length !== 1) {
    throw new Error(`[api-theme] expected one assets/css/api-styles.*.css in ${outDir}, found ${files.length}`);
  }
  return `${baseUrl}assets/css/${files[0]}`;
}

/** Adds `<link rel=stylesheet>` to the API styles after the first stylesheet of a page. */
export function addStylesheet(html: string, href: string): string {
  if (html.includes(`href=${href}`) || html.includes(`href="${href}"`)) return html;
  const first = /<link\b[^>]*\brel=("?)stylesheet\1[^>]*>/.exec(html);
  if (!first) throw new Error('[api-theme] page without a stylesheet link');
  const at = first.index + first[0].length;
  return `${html.slice(0, at)}<link rel="stylesheet" href="${href}">${html.slice(at)}`;
}

/** The post-build step that links the API styles from every page under `apiRoutePrefix` (src/plugins/post-build). */
export function apiStylesStep({apiRoutePrefix}: ApiThemeOptions): PostBuildStep {
  return {
    name: 'api-styles',
    run(pages, {outDir, routesPaths}) {
      const href = apiStylesHref(outDir, pages.baseUrl);
      const routes = [...new Set(routesPaths)].filter((route) => route.startsWith(apiRoutePrefix));
      for (const route of routes) {
        const page = pages.ofRoute(route);
        if (!page) throw new Error(`[api-theme] no HTML file for ${route}`);
        pages.set(page.file, addStylesheet(page.html, href));
      }
      if (routes.length === 0)
        throw new Error(`[api-theme] no page under ${apiRoutePrefix} to link the API styles from`);
    },
  };
}
