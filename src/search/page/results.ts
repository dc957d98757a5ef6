/**
 * A page of search results as the search page shows them, from a response of either client (the local one,
 * ../client/respond.ts, or Algolia's): for each hit its deepest heading as the title, the headings above it as
 * breadcrumbs and its text's snippet, all highlighted.
 */
import {HEADING_LEVELS} from '../search-record';
import {escapeHtml} from '../client/escape';

/**
 * The highlight tags the page asks for: text, not markup, so that a hit's text can be escaped (Algolia returns it
 * as stored, unescaped) before they become `<mark>`.
 */
export const HIGHLIGHT = {highlightPreTag: '__ceems-mark__', highlightPostTag: '__/ceems-mark__'};
const TAGS = new RegExp(`${HIGHLIGHT.highlightPreTag}|${HIGHLIGHT.highlightPostTag}`, 'g');

export interface ResultHit {
  url: string;
  /** HTML: escaped text, the matched words in `<mark>`. */
  title: string;
  breadcrumbs: string[];
  summary: string;
}

export interface ResultPage {
  hits: ResultHit[];
  /** Hits of the whole query. */
  total: number;
  /** This page's number, from 0. */
  page: number;
  pages: number;
  /** Query words the results were found without (local index only). */
  without: string[];
}

type Highlighted = Partial<Record<string, {value?: string} | null>>;

interface RawHit {
  url?: unknown;
  _highlightResult?: {hierarchy?: Highlighted};
  _snippetResult?: {content?: {value?: string} | null};
}

interface RawResult {
  hits?: unknown;
  nbHits?: unknown;
  page?: unknown;
  nbPages?: unknown;
  without?: unknown;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

/** `text` as HTML with the matched words in `<mark>`; `escaped` when the index escaped it already (local mode). */
function marked(text: string, escaped: boolean): string {
  return (escaped ? text : escapeHtml(text)).replace(TAGS, (tag) =>
    tag === HIGHLIGHT.highlightPreTag ? '<mark>' : '</mark>',
  );
}

function resultHit(raw: RawHit, processUrl: (url: string) => string, escaped: boolean): ResultHit | undefined {
  if (typeof raw?.url !== 'string') return undefined;
  const hierarchy = raw._highlightResult?.hierarchy ?? {};
  const levels = HEADING_LEVELS.map((level) => hierarchy[level]?.value)
    .filter((value): value is string => !!value)
    .map((value) => marked(value, escaped));
  const title = levels.pop();
  if (!title) return undefined;
  const summary = raw._snippetResult?.content?.value;
  return {url: processUrl(raw.url), title, breadcrumbs: levels, summary: summary ? marked(summary, escaped) : ''};
}

/**
 * The first result of a `search()` response asked with the HIGHLIGHT tags; `escaped` for the local index's, whose
 * text is escaped already. A response of another shape is an error, said to the reader.
 */
export function pageOfResults(response: unknown, processUrl: (url: string) => string, escaped: boolean): ResultPage {
  const result = (response as {results?: RawResult[]} | undefined)?.results?.[0];
  if (!result || !Array.isArray(result.hits)) throw new TypeError('the search answered without a list of hits');
  return {
    hits: result.hits.flatMap((hit: RawHit) => resultHit(hit, processUrl, escaped) ?? []),
    total: count(result.nbHits),
    page: count(result.page),
    pages: count(result.nbPages),
    without: Array.isArray(result.without) ? result.without.filter((word) => typeof word === 'string') : [],
  };
}
