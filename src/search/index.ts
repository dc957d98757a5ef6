/**
 * The site's search, in one plugin:
 * - theme/: wrappers of theme-search-algolia's SearchBar and SearchPage, re-exported by one-line files
 *   in src/theme (a plugin's own theme folder cannot wrap them: see ARCHITECTURE.md).
 * - build/theme-aliases.ts: two imports inside the theme's own components point at client/shims.
 * - build/write-index.ts: in local mode (an `indexFile` is set), the index is written after the build, by
 *   `searchIndexStep`, a step of the post-build pipeline (docusaurus.config.ts).
 * client/ holds the code that runs in the browser.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {searchThemeAliases} from './build/theme-aliases';

export type SearchPluginOptions = {
  /** File name of the local index, below the build output directory; none in hosted mode. */
  indexFile?: string;
};

export default function searchPlugin(context: LoadContext, options: unknown): Plugin {
  const {indexFile} = (options ?? {}) as SearchPluginOptions;
  if (indexFile !== undefined && (typeof indexFile !== 'string' || !/^[\w.-]+\.json$/.test(indexFile))) {
    throw new Error(`search plugin: indexFile must be a file name ending in .json, got ${JSON.stringify(indexFile)}`);
  }
  // Checked at build start: the build stops if the theme files the aliases target have changed.
  const aliases = searchThemeAliases(context.siteDir);
  return {
    name: 'search',
    configureWebpack: () => ({module: {rules: aliases}}),
  };
}
