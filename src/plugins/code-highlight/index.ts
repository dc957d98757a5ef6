import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeCss} from './theme-css';
import {checkReach, packageDir} from '../dependency-guard';
import {REACHES} from '../../reaches';

/**
 * Build-time plugin for highlighted code without Prism in the browser:
 * - the theme's start-up registration of Prism languages, a client module of the theme that imports Prism
 * (about 30 KB gzip on every page), is replaced by an empty module (the reach `prismStartupModule`, checked at
 * build start; the API pages register the languages themselves, ./register-languages.ts);
 * - the token colours of the site's two Prism themes (`themeConfig.prism`) become a stylesheet of the site
 *   (./theme-css.ts).
 * Fenced code is highlighted by ./remark-highlight.ts (config/docs.ts).
 */
export default function codeHighlight(context: LoadContext): Plugin {
  // The alias below is a reach into the theme: the build stops when the theme has changed.
  const reach = REACHES.prismStartupModule;
  const startupModule = checkReach(reach, packageDir(reach.package, context.siteDir));
  const themeModule = startupModule.replace(/\.js$/, '');
  const empty = path.resolve(__dirname, 'no-startup-registration.js');
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'prism-themes.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  const {prism} = context.siteConfig.themeConfig as {prism?: {theme?: PrismTheme; darkTheme?: PrismTheme}};
  if (!prism?.theme || !prism.darkTheme)
    throw new Error('[code-highlight] themeConfig.prism needs a theme and a darkTheme');
  fs.writeFileSync(stylesheet, prismThemeCss(prism.theme, prism.darkTheme));
  return {
    name: 'code-highlight',
    getClientModules: () => [stylesheet],
    configureWebpack: () => ({resolve: {alias: {[`${themeModule}$`]: empty, [`${themeModule}.js$`]: empty}}}),
  };
}
