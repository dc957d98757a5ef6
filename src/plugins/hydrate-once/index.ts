import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceImportIn, replaceImportsPlugin} from '../replace-import';

/**
 * The tab components that remount themselves once the page has hydrated: the classic theme's Tabs
 * and the API theme's Tabs, ApiTabs, MimeTabs, SchemaTabs, DiscriminatorTabs and OperationTabs.
 */
export const REMOUNTING_TABS =
  /[\\/](@docusaurus[\\/]theme-classic|docusaurus-theme-openapi-docs)[\\/]lib[\\/]theme[\\/](Tabs|ApiTabs|MimeTabs|SchemaTabs|DiscriminatorTabs|OperationTabs)[\\/]index\.js$/;

/** The API theme's operation page, which builds its state store again once the page has hydrated. */
export const API_ITEM = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]ApiItem[\\/]index\.js$/;

function replaceIsBrowser(test: RegExp, replacement: string) {
  return replaceImportIn(test, '@docusaurus/useIsBrowser', path.resolve(__dirname, replacement));
}

/**
 * Build-time plugin: pages are hydrated once, not hydrated and then built again.
 *
 * `useIsBrowser()` turns true right after hydration, and some theme components re-render everything
 * they hold when it does:
 *
 * - Tabs key themselves with it, so React throws away the tabs it has just hydrated and builds them
 *   again (a workaround from the React 17 days, facebook/docusaurus#5653). On an API page the response
 *   tabs hold every status code's schema and examples. The selected tab does not need it: it starts as
 *   the server rendered it and moves to the reader's stored or linked choice in a layout effect, before
 *   the browser paints. Inside those files `useIsBrowser` gives the same answer on server and browser.
 * - The API operation page makes its state store (request form, selected content types) from browser
 *   storage, and when `useIsBrowser` turns true it makes a new one, which re-renders the whole page.
 *   Nothing the page renders reads that state before hydration has finished (the explorer that uses it
 *   is browser-only, content-type tabs read it in an effect), so inside that file `useIsBrowser` is
 *   true in the browser from the first render, and the store is made once.
 */
export default function hydrateOnce(): Plugin {
  return replaceImportsPlugin('hydrate-once', [
    replaceIsBrowser(REMOUNTING_TABS, 'same-on-server-and-browser.js'),
    replaceIsBrowser(API_ITEM, 'true-in-browser.js'),
  ]);
}
