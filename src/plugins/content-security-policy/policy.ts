/**
 * The Content Security Policy of a built page, computed from the page itself: the SHA-256 hashes of
 * its inline scripts, as the browser hashes them. Shared by the build step (./index.ts) and the check
 * of the built pages (tests/lib/built-html.ts), so the two cannot disagree.
 */
import crypto from 'node:crypto';
import * as cheerio from 'cheerio';

/**
 * `type` values the browser runs as a script: none or empty, `module`, or a JavaScript MIME type (the
 * WHATWG list, compared without case). Anything else, such as `application/ld+json`, is a data block:
 * never executed, and not subject to script-src.
 */
const EXECUTABLE_TYPE =
  /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(javascript1\.[0-5]|jscript|livescript))$/;

/**
 * The source text of each inline script the page would run, in document order. The HTML parser
 * (parse5, as the browser's) gives the text the browser hashes: raw, line endings normalised.
 */
export function inlineScripts(page: string | cheerio.CheerioAPI): string[] {
  const $ = typeof page === 'string' ? cheerio.load(page) : page;
  return $('script:not([src])')
    .filter((_, el) => EXECUTABLE_TYPE.test(($(el).attr('type') ?? '').trim().toLowerCase()))
    .map((_, el) => $(el).text())
    .get();
}

/** The CSP source expression of a script's SHA-256 hash: `'sha256-<base64>'`. */
export function scriptHash(source: string): string {
  return `'sha256-${crypto.createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The policy a page needs: its own inline scripts' hashes, and `connectSrc`, the hosts it may fetch from
 * besides its own origin. `style-src` keeps 'unsafe-inline': React and the theme write `style`
 * attributes (Prism token colours, the sidebar, tab panels), which only a hash-free allowance permits.
 */
export function policyForPage(html: string, connectSrc: string[] = []): string {
  const unique = (values: string[]) => [...new Set(values)];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(inlineScripts(html).map(scriptHash)).sort()]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...unique(connectSrc)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Referrer policy of every page: the full URL within the site, only the origin to other HTTPS sites. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const EXISTING_TAGS =
  /<meta http-equiv="Content-Security-Policy" content="[^"]*"><meta name="referrer" content="[^"]*">/;

/**
 * The page with the policy at the start of its head: right after `<meta charset>` when that comes first
 * (it must stay within the first bytes), else right after `<head>`. Before every script, style sheet
 * and image of the page, so the policy governs all of them. A policy written by an earlier run is
 * replaced, so running twice gives the same page.
 */
export function insertPolicy(html: string, policy: string): string {
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">` +
    `<meta name="referrer" content="${REFERRER_POLICY}">`;
  if (EXISTING_TAGS.test(html)) return html.replace(EXISTING_TAGS, () => tags);
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('[content-security-policy] page without a <head> tag');
  let at = head.index + head[0].length;
  const charset = /^\s*<meta\s+charset=[^>]*>/i.exec(html.slice(at));
  if (charset) at += charset[0].length;
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
