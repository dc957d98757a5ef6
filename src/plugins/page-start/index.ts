/**
 * How a page starts, in one plugin (ARCHITECTURE.md, "Where each feature lives"):
 * - ./template.ts: the page template (`ssrTemplate` in docusaurus.config.ts) preloads the start-up
 *   scripts and runs them once the first contentful paint is on screen;
 * - the compile hint below: V8 compiles the start-up scripts' functions while they download, off the
 *   page's main thread, instead of one by one as the app first calls them;
 * - ./prefetch-client.ts: link prefetches run in idle tasks, one page per task.
 * Each reach into Docusaurus is checked when the plugin is created, so an upgrade that changes what it
 * relies on stops the build.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {checkReach, type DependencyReach} from '../dependency-guard';

export const PREFETCH_QUEUE_REACHES = [
  {
    by: 'page-start: the global the prefetch client wraps',
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/clientEntry.js',
    contains: ['window.docusaurus = docusaurus;'],
    recheck: 'that the client entry still sets `window.docusaurus` once, after the client modules are imported',
  },
  {
    by: 'page-start: the call the prefetch client queues',
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/exports/Link.js',
    contains: ['window.docusaurus.prefetch(targetLink);', 'new window.IntersectionObserver('],
    // The call inside the observer's callback, not only the fallback for browsers without observers.
    matches: [/new window\.IntersectionObserver\(\(entries\) => \{[\s\S]{0,800}?window\.docusaurus\.prefetch\(targetLink\);/],
    recheck:
      'that `Link` still prefetches through `window.docusaurus.prefetch` when a link comes into view, and that ' +
      'tests/e2e/page-start.test.ts passes',
  },
] satisfies DependencyReach[];

/**
 * V8's explicit compile hint for a whole file (a first-line comment, ignored by other engines): compile
 * every function eagerly, on the background thread that compiles a script as it streams in. Meant for
 * files whose functions mostly run as the page loads, which is what the start-up scripts are: React,
 * the router and the layout, all needed to hydrate. Measured on a docs page, the evaluation of main.js
 * (one long task) took about a quarter less time with it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The start-up scripts Docusaurus names: the runtime and the main entry. */
export const START_UP_SCRIPT = /^assets[\\/]js[\\/](runtime~main|main)\.[0-9a-f]+\.js$/;

export default function pageStart(): Plugin {
  for (const reach of PREFETCH_QUEUE_REACHES) checkReach(reach);
  return {
    name: 'page-start',
    getClientModules: () => [path.resolve(__dirname, 'prefetch-client.ts')],
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const {BannerPlugin} = utils.currentBundler.instance as unknown as {
        BannerPlugin: new (options: {banner: string; raw: boolean; entryOnly: boolean; test: RegExp; stage: number}) => NonNullable<Configuration['plugins']>[number];
      };
      // After minification (which drops comments), before the real content hash.
      const afterMinify = 401;
      return {plugins: [new BannerPlugin({banner: COMPILE_HINT, raw: true, entryOnly: true, test: START_UP_SCRIPT, stage: afterMinify})]};
    },
  };
}
