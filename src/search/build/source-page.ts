/**
 * The dev server renders no HTML, so its index is made from the Markdown sources: each doc or blog post
 * becomes a stand-in page with the elements the built page has (docsearch metadata, breadcrumbs, the
 * title, the content element) and goes through the same record builder (records.ts) and engine as a
 * build. The Markdown is rendered by micromark with GFM; MDX's imports, exports and expressions are
 * dropped and its JSX tags pass through as unknown elements, so their Markdown content is indexed.
 * Pure: takes text, returns data.
 */
import * as cheerio from 'cheerio';
import {micromark} from 'micromark';
import {gfm, gfmHtml} from 'micromark-extension-gfm';
import {replaceTokens} from '../../plugins/remark-ceems-tokens/replace-tokens';
import {escapeHtml} from '../client/escape';
import {buildPageRecords, type SearchRecord} from './records';

export interface SourcePage {
  /** Route of the page, e.g. /ceems/docs/intro. */
  permalink: string;
  title: string;
  description?: string;
  /** Front matter `keywords`, written as Docusaurus writes them into the page's head. */
  keywords?: string[];
  kind: 'doc' | 'blog';
  /** Category labels above the page in its sidebar, outermost first (docs only). */
  categories: string[];
  /** The navbar entry the page is under ('Documentation', 'API'), lvl0 of a page outside any category. */
  navbarLabel?: string;
  /** docsearch:docusaurus_tag of the page (`docs-default-current`, `default` for blog posts). */
  tag: string;
  /** The Markdown source, front matter included or not. */
  markdown: string;
}

/**
 * Heading slugs as github-slugger makes them (Docusaurus's choice): lower case, punctuation out, a -1, -2 suffix on
 * repeats.
 */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) slug = `${base}-${++count}`;
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
const EXPLICIT_ID = /^(#{1,6}\s.*?)\s*\{#([\w-]+)\}\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * The Markdown with MDX's module lines, admonition fences and `{#id}` suffixes out; the ids in order of their headings.
 */
export function prepareMarkdown(
  source: string,
  tokens: Readonly<Record<string, string>> = {},
): {markdown: string; explicitIds: Map<number, string>} {
  const lines = replaceTokens(source.replace(FRONT_MATTER, ''), tokens).split('\n');
  const out: string[] = [];
  const explicitIds = new Map<number, string>();
  let fence: string | undefined;
  let inModuleBlock = false;
  let heading = 0;
  for (const line of lines) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (
        fenceMatch &&
        fenceMatch[1][0] === fence[0] &&
        fenceMatch[1].length >= fence.length &&
        line.trim().replace(/[`~]/g, '') === ''
      )
        fence = undefined;
      out.push(line);
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      out.push(line);
      continue;
    }
    if (inModuleBlock || /^(import|export)\s/.test(line)) {
      inModuleBlock = line.trim() !== '';
      continue;
    }
    if (/^\s*:::/.test(line)) {
      out.push('');
      continue;
    }
    if (/^#{1,6}\s/.test(line)) {
      heading++;
      const explicit = EXPLICIT_ID.exec(line);
      if (explicit) {
        explicitIds.set(heading, explicit[2]);
        out.push(explicit[1]);
        continue;
      }
    }
    // MDX expressions ({...} outside code) are not text a reader sees.
    out.push(line.replace(/(^|[^`\\])\{[^{}`]*\}/g, '$1'));
  }
  return {markdown: out.join('\n'), explicitIds};
}

/** The page's content as HTML, headings with the ids the site gives them (explicit `{#id}`, else the slug). */
export function renderMarkdown(source: string, tokens: Readonly<Record<string, string>> = {}): string {
  const {markdown, explicitIds} = prepareMarkdown(source, tokens);
  const html = micromark(markdown, {allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()]});
  const $ = cheerio.load(html, null, false);
  const slug = createSlugger();
  $('h1, h2, h3, h4, h5, h6').each((index, element) => {
    const explicit = explicitIds.get(index + 1);
    $(element).attr('id', explicit ?? slug($(element).text()));
  });
  // The page title is the stand-in page's own <h1>.
  $('h1').remove();
  return $.html();
}

/** A stand-in for the built page, with what records.ts reads from it. */
export function sourcePageHtml(page: SourcePage, tokens: Readonly<Record<string, string>> = {}): string {
  const content = renderMarkdown(page.markdown, tokens);
  const head =
    `<title>${escapeHtml(page.title)}</title>` +
    `<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" ` +
    `content="${escapeHtml(page.tag)}">` +
    (page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : '') +
    (page.keywords?.length ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(','))}">` : '');
  const title = `<header><h1>${escapeHtml(page.title)}</h1></header>`;
  if (page.kind === 'blog') {
    return (
      `<html class="blog-post-page plugin-blog"><head>${head}</head><body><main><article>${title}<div ` +
      `class="markdown">${content}</div></article></main></body></html>`
    );
  }
  const crumbs = [...page.categories, page.title]
    .map((label) => `<li class="breadcrumbs__item">${escapeHtml(label)}</li>`)
    .join('');
  const navbar = page.navbarLabel
    ? `<nav class="navbar"><a class="navbar__link ` + `navbar__link--active">${escapeHtml(page.navbarLabel)}</a></nav>`
    : '';
  return (
    `<html class="docs-doc-page plugin-docs"><head>${head}</head><body>${navbar}<main>` +
    `<nav class="theme-doc-breadcrumbs"><ul>${crumbs}</ul></nav><div class="theme-doc-markdown ` +
    `markdown">${title}${content}</div></main></body></html>`
  );
}

/** The records of one source page, as the build would make them from the rendered page. */
export function sourcePageRecords(page: SourcePage, tokens: Readonly<Record<string, string>> = {}): SearchRecord[] {
  return buildPageRecords(sourcePageHtml(page, tokens), page.permalink);
}
