import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prism} from '../../../config/prism';
import {prismThemeCss} from './theme-css';
import {checkReach, packageDir} from '../dependency-guard';
import {REACHES} from '../../reaches';

/**
 * The classic theme's client module that registers the extra Prism languages at start-up. It imports
 * Prism, so every page would download and run the highlighter (about 30 KB gzip), although code is
 * highlighted at build time (./remark-highlight.ts). The theme lists it among its client modules.
 */
export const THEME_PRISM_REACHES = [REACHES.prismStartupModule, REACHES.prismClientModule];

/**
 * Build-time plugin for highlighted code without Prism in the browser:
 * - the theme's start-up registration of Prism languages is replaced by an empty module (a reach
 * checked at build start, see THEME_PRISM_REACHES; the API pages register the languages themselves,
 * ./register-languages.ts);
 * - the token colours of the site's two Prism themes become a stylesheet of the site (./theme-css.ts).
 * Fenced code is highlighted by ./remark-highlight.ts (config/docs.ts).
 */
export default function codeHighlight(context: LoadContext): Plugin {
  // The alias below is a reach into the theme: the build stops when the theme has changed.
  const [startupModule] = THEME_PRISM_REACHES.map((reach) =>
    checkReach(reach, packageDir(reach.package, context.siteDir)),
  );
  const themeModule = startupModule.replace(/\.js$/, '');
  const empty = path.resolve(__dirname, 'no-startup-registration.js');
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'prism-themes.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, prismThemeCss(prism.theme, prism.darkTheme));
  return {
    name: 'code-highlight',
    getClientModules: () => [stylesheet],
    configureWebpack: () => ({resolve: {alias: {[`${themeModule}$`]: empty, [`${themeModule}.js$`]: empty}}}),
  };
}
