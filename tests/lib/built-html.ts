/**
 * Checks of a built page's HTML for what a reader without scripts would miss, and for Markdown the build
 * did not turn into what a reader should see. Each rule is named and returns the offending text, so one
 * run lists every problem of every page:
 * - a React streaming boundary (./streaming-boundaries.ts): content parked away from its place for a
 *   script to move it, so the page is incomplete as HTML and carries a page-specific inline script;
 * - a `:::` admonition directive left as text (a title written in a form MDX does not parse);
 * - a `{#id}` left in a heading (an explicit heading id the build did not take);
 * - an unreplaced `@CEEMS_...@` token (config/ceems.ts), in text or in a link;
 * - the word `undefined` in prose (a value a component or the API generator failed to fill);
 * - a list item (`<li>`) whose parent is not a list (`ul`, `ol`, `menu`): invalid HTML, which assistive
 *   technology announces as a list of one, or not at all (html-validate's element-permitted-parent);
 * - a page whose Content Security Policy is missing, misplaced or too weak, or does not allow one of the
 *   page's inline scripts (hashes recomputed from the page: ../../src/plugins/content-security-policy),
 *   a missing referrer policy, and inline event handlers or `javascript:` URLs (a policy blocks them).
 * Code (`pre`, `code`) is read only by the token rule: code examples may show `:::` or `undefined`.
 */
import * as cheerio from 'cheerio';
import {findStreamingBoundaries} from './streaming-boundaries';
import {inlineScripts, REFERRER_POLICY, scriptHash} from '../../src/plugins/content-security-policy/policy';

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
  return body
    .find('p, li, td, th, h1, h2, h3, h4, h5, h6, dt, dd, figcaption, summary, blockquote')
    .map((_, el) => $(el).clone().children('p, li, ul, ol, table, div').remove().end().text())
    .get()
    .filter((text) => text.trim() !== '');
}

/** A policy's directives: name -> sources, as the browser splits them. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Directives every page's policy must have, with exactly these sources. */
const REQUIRED_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
};

/** Elements that fetch or run something: the policy must come before all of them. */
const GOVERNED = 'script, link, style, img, iframe, object, embed, base, video, audio, source';

const tagName = (el: unknown): string => (el as {tagName?: string}).tagName ?? '?';

function contentSecurityPolicyProblems($: cheerio.CheerioAPI): string[] {
  const problems: string[] = [];
  const policies = $('meta').filter(
    (_, el) => ($(el).attr('http-equiv') ?? '').toLowerCase() === 'content-security-policy',
  );
  const referrer = $('head meta[name="referrer"]').attr('content');
  if (referrer !== REFERRER_POLICY)
    problems.push(
      `referrer policy is ${referrer === undefined ? 'missing' : `"${referrer}"`}, not "${REFERRER_POLICY}"`,
    );
  if (policies.length !== 1) return [...problems, `${policies.length} Content-Security-Policy meta elements, not 1`];
  const meta = policies.get(0)!;
  if (!$(meta).parent().is('head')) problems.push('the policy is not in <head>, where the browser reads it');
  const elements = $('*').toArray();
  const first = elements.find((el) => $(el).is(GOVERNED));
  if (first && elements.indexOf(first) < elements.indexOf(meta)) {
    problems.push(`the policy comes after <${tagName(first)}>, which it therefore does not govern`);
  }
  const directives = parsePolicy($(meta).attr('content') ?? '');
  for (const [name, value] of Object.entries(REQUIRED_DIRECTIVES)) {
    if ((directives.get(name) ?? []).join(' ') !== value) problems.push(`${name} is not ${value}`);
  }
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src') ?? [];
  const weak = scriptSrc.filter((source) => /^'unsafe-|^'strict-dynamic'$|\*|^(https?|data|blob):$/i.test(source));
  if (weak.length) problems.push(`script-src allows ${weak.join(' ')}`);
  for (const script of inlineScripts($)) {
    if (!scriptSrc.includes(scriptHash(script)))
      problems.push(`inline script not allowed by script-src: ${shorten(script)}`);
  }
  $('*').each((_, el) => {
    for (const name of Object.keys((el as {attribs?: Record<string, string>}).attribs ?? {})) {
      if (/^on/i.test(name)) problems.push(`inline event handler ${name} on <${tagName(el)}>`);
    }
  });
  $('[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i]').each((_, el) => {
    problems.push(`javascript: URL on <${tagName(el)}>`);
  });
  return problems;
}

export const HTML_RULES: HtmlRule[] = [
  {
    name: 'React streaming boundary',
    check: (_, html) => findStreamingBoundaries(html).map((finding) => `${finding.kind}: ${finding.match}`),
  },
  {
    name: 'admonition directive left as text',
    check: ($) =>
      proseBlocks($)
        .filter((text) => /(^|\s):::(\s|[a-z]|$)/m.test(text))
        .map(shorten),
  },
  {
    name: 'heading id left in a heading',
    check: ($) =>
      $('h1, h2, h3, h4, h5, h6')
        .map((_, el) => $(el).text())
        .get()
        .filter((text) => /\{#[^}]*\}/.test(text))
        .map(shorten),
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
    check: ($) =>
      proseBlocks($)
        .filter((text) => /\bundefined\b/.test(text))
        .map(shorten),
  },
  {
    name: 'list item outside a list',
    check: ($) =>
      $('li')
        .filter((_, el) => !['ul', 'ol', 'menu'].includes(tagName((el as {parent?: unknown}).parent ?? {})))
        .map((_, el) => `<li> in <${tagName((el as {parent?: unknown}).parent ?? {})}>: ${shorten($(el).text())}`)
        .get(),
  },
  {name: 'content security policy', check: contentSecurityPolicyProblems},
];

/** Every problem of one page's HTML, rule by rule. */
export function checkBuiltHtml(html: string, rules: HtmlRule[] = HTML_RULES): HtmlProblem[] {
  const $ = cheerio.load(html);
  return rules.flatMap((rule) => rule.check($, html).map((text) => ({rule: rule.name, text})));
}
