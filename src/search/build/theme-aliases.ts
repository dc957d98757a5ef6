/**
 * Lets the theme's search page and search bar run on the local index. Two module aliases, scoped to the
 * theme file that imports them:
 * - the search page's `algoliasearch/lite` becomes a shim that returns the local client in local mode;
 * - the search bar's `@docusaurus/Head` becomes a shim that drops its preconnect to Algolia in local mode.
 * The aliases are always on (the bundler cache does not see alias changes); the shims decide the mode at
 * run time from `customFields.search`.
 */
import path from 'node:path';
import {replaceImportIn, type ReplaceImportRule} from '../../plugins/replace-import';

const SHIMS = path.resolve(__dirname, '../client/shims');

/** Resolve `request` to `shim` for the imports of one theme component of theme-search-algolia. */
function aliasInThemeComponent(component: string, request: string, shim: string): ReplaceImportRule {
  const file = new RegExp(`[\\\\/]theme-search-algolia[\\\\/]lib[\\\\/]theme[\\\\/]${component}[\\\\/]index\\.js$`);
  return replaceImportIn(file, request, path.join(SHIMS, shim));
}

export const searchThemeAliases: ReplaceImportRule[] = [
  aliasInThemeComponent('SearchPage', 'algoliasearch/lite', 'algoliasearch-lite.ts'),
  aliasInThemeComponent('SearchBar', '@docusaurus/Head', 'search-bar-head.tsx'),
];
