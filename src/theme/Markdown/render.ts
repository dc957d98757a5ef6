import {micromark} from 'micromark';
import {gfm, gfmHtml} from 'micromark-extension-gfm';

/**
 * Descriptions in the API reference are short Markdown: text, inline code, links, lists, the odd table.
 * The API theme renders each through react-markdown, remark-gfm and rehype-raw (a full HTML parser),
 * once on the server and again while the page hydrates: on an operation page with a few dozen
 * schema properties that is the largest piece of work after React itself. Compiled straight to HTML
 * they cost a fraction of that, and hydrating an element whose HTML React set costs nothing.
 *
 * Admonitions (`:::note`) and fenced code blocks render through the theme's own components, so text
 * that has them still goes to the theme's renderer.
 */
export function needsThemeRenderer(text: string): boolean {
  return /^[ \t]*(:::|```|~~~)/m.test(text);
}

/**
 * CommonMark and GitHub's extensions to HTML. Raw HTML in a description is kept, as the theme's
 * rehype-raw keeps it (descriptions come from the site's own API file); `javascript:` and other
 * unsafe link protocols are dropped.
 */
export function markdownToHtml(text: string): string {
  return micromark(text, {allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()]}).trim();
}
