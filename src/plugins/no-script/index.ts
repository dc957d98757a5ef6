import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Links static/noscript.css inside `<noscript>` at the start of every page's body: with scripts off,
 * tab groups show every panel under its label (src/theme/TabItem); with scripts on, the browser never
 * fetches it, so nothing shifts. In the body, not the head: the head's first stylesheet link is where
 * the API theme's stylesheet is inserted (src/api-reference/build/plugin.ts), and a link in the body still blocks
 * the content after it from rendering unstyled.
 */
export default function noScript(context: LoadContext): Plugin {
  return {
    name: 'no-script',
    injectHtmlTags: () => ({
      preBodyTags: [{tagName: 'noscript', innerHTML: `<link rel="stylesheet" href="${context.baseUrl}noscript.css">`}],
    }),
  };
}
