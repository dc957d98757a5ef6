/**
 * The files of docusaurus-theme-openapi-docs that operation pages use directly, outside the theme's
 * ApiItem (../client/ReferenceFrame.tsx, ../client/live-explorer.tsx), and what each must export: declared
 * in src/reaches.ts (THEME_INTERNALS). The site config checks them when it loads, so that a theme update
 * that moves one stops the build naming package, version and file instead of failing in the bundler or,
 * worse, in the reader's browser.
 */
import {checkReach, packageDir} from '../../plugins/dependency-guard';
import {THEME_INTERNALS} from '../../reaches';

export {THEME_INTERNALS};

/** Throws, naming the package, its version and the file, when one of the internals is gone or changed. */
export function checkThemeInternals(siteDir: string = process.cwd()): void {
  for (const reach of THEME_INTERNALS) checkReach(reach, packageDir(reach.package, siteDir));
}
