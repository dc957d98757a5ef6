/**
 * The files of docusaurus-theme-openapi-docs that operation pages use directly, outside the theme's
 * ApiItem (./ReferenceFrame.tsx, ./live-explorer.tsx), and what each must export. The site config checks
 * them when it loads, so that a theme update that moves one stops the build with its name instead of
 * failing in the bundler or, worse, in the reader's browser.
 */
import fs from 'node:fs';
import path from 'node:path';

export const THEME_PACKAGE = 'docusaurus-theme-openapi-docs';

/** Theme file (under lib/theme) and the names the site imports from it. */
export const THEME_INTERNALS: Record<string, string[]> = {
  'ApiItem/store.js': ['createStoreWithoutState', 'createStoreWithState'],
  'SchemaExpansion/index.js': ['SchemaExpansionProvider'],
  'ApiExplorer/index.js': ['default'],
  'ApiExplorer/Authorization/slice.js': ['createAuth'],
  'ApiExplorer/persistenceMiddleware.js': ['createPersistenceMiddleware'],
};

/** Throws, naming the package, its version and the file, when one of the internals is gone. */
export function checkThemeInternals(packageDir = path.dirname(require.resolve(`${THEME_PACKAGE}/package.json`))): void {
  const {version} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string};
  for (const [file, names] of Object.entries(THEME_INTERNALS)) {
    const full = path.join(packageDir, 'lib', 'theme', file);
    if (!fs.existsSync(full)) {
      throw new Error(`[api-reference] ${THEME_PACKAGE} ${version} has no lib/theme/${file}, which src/api-reference uses: adapt src/api-reference/build/theme-internals.ts and its users`);
    }
    const source = fs.readFileSync(full, 'utf8');
    for (const name of names) {
      // CommonJS output of TypeScript: `exports.name = ...`, or `Object.defineProperty(exports, "name", ...)` for a re-export.
      if (!new RegExp(`\\bexports\\.${name}\\s*=|defineProperty\\(exports,\\s*"${name}"`).test(source)) {
        throw new Error(`[api-reference] ${THEME_PACKAGE} ${version}: lib/theme/${file} no longer exports ${name}, which src/api-reference uses`);
      }
    }
  }
}
