/**
 * Checks of a built page's HTML for what a reader without scripts would miss, and for Markdown the build
 * did not turn into what a reader should see. Each rule is named and returns the offending text, so one
 * run lists every problem of every page:
 * - a React streaming boundary (./streaming-boundaries.ts): content parked away from its place for a
 *   script to move it, so the page is incomplete as HTML and carries a page-specific inline script;
 * - a `:::` admonition directive left as text (a title written in a form MDX does not parse);
 * - a `{#id}` left in a heading (an explicit heading id the build did not take);
 * - an unreplaced `@CEEMS_...@` token (config/ceems.ts), in text or in a link;
 * - the word `undefined` in prose (a value a component or the API generator failed to fill).
 * Code (`pre`, `code`) is read only by the token rule: code examples may show `:::` or `undefined`.
 */
import * as cheerio from 'cheerio';
import {findStreamingBoundaries} from './streaming-boundaries';

export interface HtmlProblem {
  rule: string;
  /** The offending text, shortened. */
  text: string;
}

export interface HtmlRule {
  name: string;
  /** The parsed page, and its HTML as built (for checks of the markup itself). */
  check: (page: cheerio.CheerioAPI, html: string) => string[];
}

const shorten = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 100 ? `${flat.slice(0, 97)}...` : flat;
};

/** The visible prose of the page's body: scripts, styles, templates and code left out. */
function proseBlocks($: cheerio.CheerioAPI): string[] {
  const body = $('body').clone();
  body.find('script, style, noscript, template, pre, code').remove();
  // One entry per block, so a report points at a paragraph rather than the whole page.
  return body.find('p, li, td, th, h1, h2, h3, h4, h5, h6, dt, dd, figcaption, summary, blockquote')
    .map((_, el) => $(el).clone().children('p, li, ul, ol, table, div').remove().end().text())
    .get()
    .filter((text) => text.trim() !== '');
}

export const HTML_RULES: HtmlRule[] = [
  {
    name: 'React streaming boundary',
    check: (_, html) => findStreamingBoundaries(html).map((finding) => `${finding.kind}: ${finding.match}`),
  },
  {
    name: 'admonition directive left as text',
    check: ($) => proseBlocks($).filter((text) => /(^|\s):::(\s|[a-z]|$)/m.test(text)).map(shorten),
  },
  {
    name: 'heading id left in a heading',
    check: ($) => $('h1, h2, h3, h4, h5, h6').map((_, el) => $(el).text()).get().filter((text) => /\{#[^}]*\}/.test(text)).map(shorten),
  },
  {
    name: 'unreplaced @CEEMS_ token',
    check: ($) => {
      const found: string[] = [];
      const body = $('body').clone();
      body.find('script, style').remove();
      for (const match of body.text().matchAll(/@CEEMS_[A-Z_]+@/g)) found.push(match[0]);
      $('[href], [src], [content]').each((_, el) => {
        for (const attribute of ['href', 'src', 'content']) {
          const value = $(el).attr(attribute);
          if (value && /@CEEMS_[A-Z_]+@/.test(value)) found.push(`${attribute}="${shorten(value)}"`);
        }
      });
      return found;
    },
  },
  {
    name: '"undefined" in prose',
    check: ($) => proseBlocks($).filter((text) => /\bundefined\b/.test(text)).map(shorten),
  },
];

/** Every problem of one page's HTML, rule by rule. */
export function checkBuiltHtml(html: string, rules: HtmlRule[] = HTML_RULES): HtmlProblem[] {
  const $ = cheerio.load(html);
  return rules.flatMap((rule) => rule.check($, html).map((text) => ({rule: rule.name, text})));
}
