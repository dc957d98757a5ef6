import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme's client module that registers the extra Prism languages at start-up. It imports
 * Prism, so every page would download and run the highlighter (about 30 KB gzip, and some 30 ms of a
 * mid-range phone's main thread), code blocks or not.
 */
export const THEME_PRISM_CLIENT_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'prism-include-languages');

/** The highlighter and the code block components that only highlighted code blocks use. */
export const HIGHLIGHTER_MODULES =
  /[\\/](node_modules[\\/](prism-react-renderer|prismjs)[\\/]|theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]|src[\\/]theme[\\/]CodeBlock[\\/]highlighted|src[\\/]plugins[\\/]lazy-prism[\\/]register-languages)/;

/**
 * Build-time plugin: highlighting loads with the pages that have code instead of with every page.
 * The theme's start-up registration is replaced by an empty module; the languages are registered by
 * ./register-languages.ts, imported by the highlighted code block (src/theme/CodeBlock/highlighted.tsx),
 * which pages with code (./remark-code-chunk.ts) and the API explorer import.
 */
export default function lazyPrism(): Plugin {
  const empty = path.resolve(__dirname, 'no-startup-registration.js');
  return {
    name: 'lazy-prism',
    configureWebpack(config, isServer) {
      const splitChunks = config.optimization?.splitChunks;
      if (!isServer && splitChunks && typeof splitChunks === 'object') {
        // Docusaurus puts modules used by half the pages or more into one 'common' chunk (priority 40),
        // which every docs page loads: the highlighter would ride along to pages without code. Its own
        // group keeps it with the pages that have code. Below the stylesheet group (50), so the code
        // block's CSS stays in the site stylesheet, linked from every page's HTML.
        splitChunks.cacheGroups = {
          ...splitChunks.cacheGroups,
          codeHighlight: {name: 'code-highlight', test: HIGHLIGHTER_MODULES, chunks: 'all', enforce: true, priority: 45},
        };
      }
      return {resolve: {alias: {[`${THEME_PRISM_CLIENT_MODULE}$`]: empty, [`${THEME_PRISM_CLIENT_MODULE}.js$`]: empty}}};
    },
  };
}
