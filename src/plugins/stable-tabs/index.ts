import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The tab components that remount themselves once the page has hydrated: the classic theme's Tabs
 * and the API theme's Tabs, ApiTabs, MimeTabs, SchemaTabs, DiscriminatorTabs and OperationTabs.
 */
export const REMOUNTING_TABS =
  /[\\/](@docusaurus[\\/]theme-classic|docusaurus-theme-openapi-docs)[\\/]lib[\\/]theme[\\/](Tabs|ApiTabs|MimeTabs|SchemaTabs|DiscriminatorTabs|OperationTabs)[\\/]index\.js$/;

/**
 * Build-time plugin: tabs are hydrated once and kept.
 *
 * These components key themselves with `useIsBrowser()`, which turns true right after hydration, so
 * React throws away the tabs it has just hydrated and builds them again (a workaround from the React 17
 * days, facebook/docusaurus#5653). On an API page the response tabs hold every status code's schema
 * and examples: the second build was a third of the page's start-up work on a phone. The selected tab
 * does not need it: it starts as the server rendered it and moves to the reader's stored or linked
 * choice in a layout effect, before the browser paints. Inside those files only, `useIsBrowser`
 * returns the same value on the server and in the browser, so the key no longer changes.
 */
export default function stableTabs(): Plugin {
  return {
    name: 'stable-tabs',
    configureWebpack() {
      return {
        module: {
          rules: [{test: REMOUNTING_TABS, resolve: {alias: {'@docusaurus/useIsBrowser': path.resolve(__dirname, 'same-on-server-and-browser.js')}}}],
        },
      };
    },
  };
}
