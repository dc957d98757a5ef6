import type {Plugin} from '@docusaurus/types';

/** A bundler rule that resolves one import differently inside some files. */
export interface ReplaceImportRule {
  test: RegExp;
  resolve: {alias: Record<string, string>};
}

/**
 * Inside the files `test` matches, `request` resolves to `replacement` (an absolute path). The alias
 * key is the request itself, so it replaces a site-wide alias of the same name (Docusaurus aliases
 * `@docusaurus/*`) instead of coming after it.
 */
export function replaceImportIn(test: RegExp, request: string, replacement: string): ReplaceImportRule {
  return {test, resolve: {alias: {[request]: replacement}}};
}

/** A build-time plugin made only of such rules. */
export function replaceImportsPlugin(name: string, rules: ReplaceImportRule[]): Plugin {
  return {name, configureWebpack: () => ({module: {rules}})};
}
