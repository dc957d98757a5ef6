/**
 * Turns one built HTML page into DocSearch-shaped records, the same records the hosted crawler makes:
 * lvl0 the section, lvl1 the page title, lvl2 to lvl6 the headings with their anchors, and content records
 * for paragraphs, list items and table cells. Pure: takes HTML, returns data.
 */
import * as cheerio from 'cheerio';
import type {Hierarchy, HeadingLevel, RecordType, SearchRecord} from '../search-record';

/** cheerio's node type, named through its public API. */
type DomNode = Parameters<typeof cheerio.contains>[0];

export type {SearchRecord} from '../search-record';

/** The page could not be indexed: says which page and what is missing. */
export class SearchRecordError extends Error {
  constructor(pagePath: string, problem: string) {
    super(`search index: ${pagePath}: ${problem}`);
    this.name = 'SearchRecordError';
  }
}

/** Elements whose text is not prose a reader would search for. */
const SKIPPED = [
  '.hash-link',
  '[role="tablist"]',
  '[role="tab"]',
  '.tab-panel-label',
  'nav',
  'button',
  'script',
  'style',
  'svg',
  '[aria-hidden="true"]',
  '.theme-doc-toc-mobile',
].join(', ');

const CONTENT_SELECTOR = 'h1, h2, h3, h4, h5, h6, p, li, td';

/** Visible text with zero-width characters removed and white space collapsed. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * lvl0: the first category of the page's breadcrumbs (Configuration, API, ...), 'Blog' for blog posts,
 * else the active navbar entry, else 'Documentation'.
 */
export function pageSection($: cheerio.CheerioAPI): string {
  if ($('html').hasClass('plugin-blog')) return 'Blog';
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .filter((_, item) => !$(item).find('[aria-label="Home page"]').length)
    .map((_, item) => cleanText($(item).text()))
    .get()
    .filter(Boolean);
  const isCategoryIndex = !$('.theme-doc-markdown').length;
  if (crumbs.length > 1 || (crumbs.length === 1 && isCategoryIndex)) return crumbs[0];
  const navbar = cleanText($('.navbar__link--active').first().text());
  return navbar || 'Documentation';
}

function metaContent($: cheerio.CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content')?.trim() || undefined;
}

/** Blocks inside a list item that are not its own text: records of their own, or not prose. */
const LIST_ITEM_BLOCKS = new Set(['ul', 'ol', 'p', 'pre', 'table', 'div', 'details']);

/**
 * Text of an element without the parts that are not prose (`skipped`: the page's elements matching SKIPPED, found
 * once per page); list items also lose their nested lists, paragraphs and blocks. (An API schema's property item holds
 * its whole subtree in blocks; its text glued names and types together.)
 */
function elementText(node: DomNode, skipped: Set<DomNode>, isListItem = false): string {
  let text = '';
  const collect = (current: DomNode): void => {
    for (const child of (current as {children?: DomNode[]}).children ?? []) {
      if (child.type === 'text') text += (child as {data: string}).data;
      else if ('tagName' in child && !skipped.has(child)) {
        if (!(isListItem && LIST_ITEM_BLOCKS.has(child.tagName.toLowerCase()))) collect(child);
      }
    }
  };
  collect(node);
  return cleanText(text);
}

/** The id of the nearest table row with an id around a cell. */
function rowId(cell: DomNode): string | undefined {
  for (let current = cell.parent as DomNode | null; current; current = current.parent as DomNode | null)
    if ('tagName' in current && current.tagName === 'tr' && current.attribs.id) return current.attribs.id;
  return undefined;
}

/** Whether the element or one of its ancestors is in `skipped`. */
function insideSkipped(node: DomNode, skipped: Set<DomNode>): boolean {
  for (let current: DomNode | null = node; current; current = current.parent as DomNode | null)
    if (skipped.has(current)) return true;
  return false;
}

/**
 * The records of one built page served at `pagePath` (e.g. /ceems/docs/intro). Pages without docsearch
 * metadata (landing page, search page, 404, blog lists) give no records. Throws SearchRecordError when a
 * page that should be indexed lacks what a record needs.
 */
export function buildPageRecords(html: string, pagePath: string): SearchRecord[] {
  if (typeof html !== 'string' || !/<html[\s>]/i.test(html)) {
    throw new SearchRecordError(pagePath, 'is not an HTML document');
  }
  const $ = cheerio.load(html);
  const tag = metaContent($, 'docsearch:docusaurus_tag');
  if (!tag) return [];
  if (/noindex/i.test($('meta[name="robots"], meta[property="robots"]').attr('content') ?? '')) return [];
  const isDoc = $('html').hasClass('docs-doc-page');
  const isBlogPost = $('html').hasClass('blog-post-page');
  if (!isDoc && !isBlogPost) return [];

  const language = metaContent($, 'docsearch:language') ?? $('html').attr('lang') ?? 'en';
  const lvl0 = pageSection($);
  const markdown = isBlogPost ? $('article .markdown').first() : $('.theme-doc-markdown').first();
  const categoryHeader = $('main header').first();
  const root = markdown.length ? markdown : isDoc ? categoryHeader : markdown;
  if (!root.length)
    throw new SearchRecordError(pagePath, 'has no content element (.theme-doc-markdown or ' + 'article .markdown)');

  // A page with hide_title has no <h1>; its <title> ('Page | Site') still names it.
  const titleElement = isBlogPost ? $('article header h1, article h1').first() : root.find('h1').first();
  const documentTitle = cleanText($('head title').first().text()).split(' | ')[0];
  // The elements whose text is not prose, found once: checking each element with a selector compiles it each time.
  const skipped = new Set($(SKIPPED).toArray());
  const lvl1 = (titleElement.length ? elementText(titleElement[0], skipped) : '') || documentTitle;
  if (!lvl1) throw new SearchRecordError(pagePath, 'has no title: its <h1> and <title> are missing or empty');

  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor: string | null = null;
  const seen = new Set<string>();
  // `rowAnchor`: a cell of a reference table row with an id links to that row, not to its heading.
  const push = (type: RecordType, content: string | null, rowAnchor?: string) => {
    const recordAnchor = rowAnchor ?? anchor;
    const key = `${type}\u0000${recordAnchor}\u0000${content}\u0000${JSON.stringify(hierarchy)}`;
    if (seen.has(key)) return;
    seen.add(key);
    const url = recordAnchor ? `${pagePath}#${recordAnchor}` : pagePath;
    records.push({
      objectID: `${pagePath}#${records.length}`,
      url,
      url_without_anchor: pagePath,
      anchor: recordAnchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
    });
  };
  push('lvl1', null);
  const summary = metaContent($, 'description');
  if (summary) records[0].summary = summary;
  const keywords = metaContent($, 'keywords')
    ?.split(/\s*,\s*/)
    .filter(Boolean);
  if (keywords?.length) records[0].keywords = keywords.join(', ');

  for (const node of root.find(CONTENT_SELECTOR).toArray()) {
    if (insideSkipped(node, skipped)) continue;
    const name = node.tagName.toLowerCase();
    const heading = /^h([2-6])$/.exec(name);
    if (heading) {
      const depth = Number(heading[1]);
      const text = elementText(node, skipped);
      if (!text) continue;
      hierarchy[`lvl${depth}` as RecordType & HeadingLevel] = text;
      for (let deeper = depth + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as 'lvl6'] = null;
      anchor = node.attribs.id || null;
      push(`lvl${depth}` as RecordType, null);
      continue;
    }
    if (name === 'h1') continue;
    const text = elementText(node, skipped, name === 'li');
    const rowAnchor = name === 'td' ? rowId(node) : undefined;
    // A cell holding only '–' or '""' has nothing to search for.
    if (/[\p{L}\p{N}]/u.test(text)) push('content', text, rowAnchor || undefined);
  }
  return records;
}
