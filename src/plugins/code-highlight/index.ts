import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prism} from '../../../config/prism';
import {prismThemeCss} from './theme-css';

/**
 * The classic theme's client module that registers the extra Prism languages at start-up. It imports
 * Prism, so every page would download and run the highlighter (about 30 KB gzip), although code is
 * highlighted at build time (./remark-highlight.ts).
 */
export const THEME_PRISM_CLIENT_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'prism-include-languages');

/**
 * Build-time plugin for highlighted code without Prism in the browser:
 * - the theme's start-up registration of Prism languages is replaced by an empty module (the one
 *   import replacement left; the API pages register the languages themselves, ./register-languages.ts);
 * - the token colours of the site's two Prism themes become a stylesheet of the site (./theme-css.ts).
 * Fenced code is highlighted by ./remark-highlight.ts (config/docs.ts).
 */
export default function codeHighlight(context: LoadContext): Plugin {
  // The alias below is a reach into the theme: stop the build when the file it replaces has moved.
  if (!fs.existsSync(`${THEME_PRISM_CLIENT_MODULE}.js`)) {
    const {version} = JSON.parse(fs.readFileSync(require.resolve('@docusaurus/theme-classic/package.json'), 'utf8')) as {version: string};
    throw new Error(`[code-highlight] @docusaurus/theme-classic ${version} has no lib/prism-include-languages.js: ` +
      'the stand-in for its Prism start-up module no longer applies. Find where the theme registers Prism languages ' +
      'at start-up and update src/plugins/code-highlight/index.ts (see ARCHITECTURE.md, reaches into dependencies).');
  }
  const empty = path.resolve(__dirname, 'no-startup-registration.js');
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'prism-themes.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, prismThemeCss(prism.theme, prism.darkTheme));
  return {
    name: 'code-highlight',
    getClientModules: () => [stylesheet],
    configureWebpack: () => ({resolve: {alias: {[`${THEME_PRISM_CLIENT_MODULE}$`]: empty, [`${THEME_PRISM_CLIENT_MODULE}.js$`]: empty}}}),
  };
}
