/**
 * Lets the theme's search page and search bar run on the local index. Two module aliases, each scoped
 * to the one theme file that imports the module, and checked against the installed theme at build start
 * (src/plugins/dependency-guard.ts):
 * - the search page's `algoliasearch/lite` becomes a shim that returns the local client in local mode;
 * - the search bar's `@docusaurus/Head` becomes a shim that drops its preconnect to Algolia in local mode.
 * The aliases are always on (the bundler cache does not see alias changes); the shims decide the mode at
 * run time from `customFields.search`.
 */
import path from 'node:path';
import {packageDir, replaceImportIn, type DependencyReach, type ReplaceImportRule} from '../../plugins/dependency-guard';

const SHIMS = path.resolve(__dirname, '../client/shims');

/** The reaches into theme-search-algolia, as declared (exported for the tests). */
export const SEARCH_THEME_REACHES = [
  {
    by: 'search',
    package: '@docusaurus/theme-search-algolia',
    version: '3.10.2',
    file: 'lib/theme/SearchPage/index.js',
    imports: 'algoliasearch/lite',
    contains: ['liteClient('],
    recheck: 'that the search page still builds its client with liteClient() from algoliasearch/lite, and src/search/client/shims/algoliasearch-lite.ts still exports what it uses',
    shim: 'algoliasearch-lite.ts',
  },
  {
    by: 'search',
    package: '@docusaurus/theme-search-algolia',
    version: '3.10.2',
    file: 'lib/theme/SearchBar/index.js',
    imports: '@docusaurus/Head',
    contains: ['rel="preconnect"'],
    recheck: "that the search bar's only <Head> content is still its preconnect to Algolia (src/search/client/shims/search-bar-head.tsx drops it in local mode)",
    shim: 'search-bar-head.tsx',
  },
] satisfies Array<DependencyReach & {imports: string; shim: string}>;

export function searchThemeAliases(siteDir: string = process.cwd()): ReplaceImportRule[] {
  return SEARCH_THEME_REACHES.map(({shim, ...reach}) => replaceImportIn(reach, path.join(SHIMS, shim), packageDir(reach.package, siteDir)));
}
