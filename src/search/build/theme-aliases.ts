/**
 * Lets the theme's search page run on the local index: its `algoliasearch/lite` becomes a shim that returns
 * the local client in local mode. The module alias is scoped to the one theme file that imports the module,
 * and checked against the installed theme at build start (src/reaches.ts, src/plugins/dependency-guard.ts).
 * It is always on (the bundler cache does not see alias changes); the shim decides the mode at run time from
 * `customFields.search`. The search bar is the site's own (../theme/SearchBar), on DocSearch's public exports.
 */
import path from 'node:path';
import {
  packageDir,
  replaceImportIn,
  type DependencyReach,
  type ReplaceImportRule,
} from '../../plugins/dependency-guard';
import {REACHES} from '../../reaches';

const SHIMS = path.resolve(__dirname, '../client/shims');

/** The reaches into theme-search-algolia (src/reaches.ts), and the shim each import becomes. */
export const SEARCH_THEME_REACHES = [{...REACHES.searchPageClient, shim: 'algoliasearch-lite.ts'}] satisfies Array<
  DependencyReach & {imports: string; shim: string}
>;

export function searchThemeAliases(siteDir: string = process.cwd()): ReplaceImportRule[] {
  return SEARCH_THEME_REACHES.map(({shim, ...reach}) =>
    replaceImportIn(reach, path.join(SHIMS, shim), packageDir(reach.package, siteDir)),
  );
}
