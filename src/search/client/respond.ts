/**
 * Answers Algolia search requests from the local engine, in Algolia's response shape. DocSearch and the search
 * page send `search({requests: [...]})`; the legacy `search([{indexName, params: {...}}])` of Algolia's older
 * clients is accepted too, so that a client of either kind can be pointed at the index. A response holds what
 * DocSearch and the search page read; not Algolia's facet counts, `queryID` (read only by DocSearch's insights,
 * off), `processingTimeMS`, `exhaustiveNbHits` or `params`. Pure: the engine and the origin are given.
 */
import {HEADING_LEVELS, type SearchRecord} from '../search-record';
import type {RankedRecord, RecordFilter, SearchEngine} from './engine';
import {escapeHtml} from './escape';
import {createWordMatcher, DEFAULT_TAGS, highlightText, snippetText, type HighlightTags} from './highlight';

/** The request parameters the local engine honours; the others are accepted and ignored. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [parameter: string]: unknown;
}

/** Algolia's facet filters: a string, or an AND-list whose items are strings or OR-lists of strings. */
export type FacetFilters = string | Array<string | string[]>;

type LevelResults<T> = Partial<Record<(typeof HEADING_LEVELS)[number], T>>;

export interface LocalHit extends Omit<SearchRecord, 'url'> {
  /** Absolute, as the theme's url processor expects. */
  url: string;
  _highlightResult: {hierarchy: LevelResults<{value: string}>; content?: {value: string}};
  _snippetResult: {hierarchy: LevelResults<{value: string}>; content?: {value: string}};
}

export interface SearchResponse {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  index: string;
  /**
   * Query words left out because no page holds them all (not part of Algolia's shape): the modal's footer
   * and the search page say "Results without 'x'".
   */
  without?: string[];
}

/** Algolia's defaults: 20 hits a page, 10-word snippets. */
export const DEFAULT_HITS_PER_PAGE = 20;
export const DEFAULT_SNIPPET_WORDS = 10;
const MAX_HITS_PER_PAGE = 1000;

/** One request from either shape. */
function normaliseRequest(request: unknown): SearchRequest {
  if (!request || typeof request !== 'object')
    throw new TypeError(`search request must be an object, got ${typeof request}`);
  const {params, ...rest} = request as {params?: unknown; [key: string]: unknown};
  if (params !== undefined && (typeof params !== 'object' || params === null))
    throw new TypeError(`search request params must be an object, got ${params === null ? 'null' : typeof params}`);
  const merged = {...rest, ...params} as SearchRequest;
  if (typeof merged.indexName !== 'string') throw new TypeError('search request has no indexName');
  return merged;
}

/** The requests of a `search()` call, whichever of the two shapes it came in. */
export function normaliseRequests(input: unknown): SearchRequest[] {
  if (Array.isArray(input)) return input.map(normaliseRequest);
  const requests = (input as {requests?: unknown} | null)?.requests;
  if (Array.isArray(requests)) return requests.map(normaliseRequest);
  throw new TypeError('search() expects {requests: [...]} or [{indexName, params}]');
}

/** A filter for Algolia facet filters on a record's own fields: top-level items are ANDed, inner lists ORed. */
export function facetFilter(filters: FacetFilters | undefined): RecordFilter {
  if (!filters || !filters.length) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    Array.isArray(group) ? group : [group],
  );
  const parsed = groups.map((group) =>
    group.map((filter) => {
      const separator = filter.indexOf(':');
      if (separator < 0) throw new TypeError(`facet filter "${filter}" has no attribute:value form`);
      const attribute = filter.slice(0, separator) as keyof SearchRecord;
      const value = filter.slice(separator + 1);
      return (record: SearchRecord) => String(record[attribute]) === value;
    }),
  );
  return (record) => parsed.every((group) => group.some((matches) => matches(record)));
}

/** Words per snippet of each attribute `attributesToSnippet` names ('content:10'); buildHit gives others 10. */
export function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [attribute, words] = entry.split(':');
    const count = Number(words);
    lengths.set(attribute, Number.isInteger(count) && count > 0 ? count : DEFAULT_SNIPPET_WORDS);
  }
  return lengths;
}

function buildHit(ranked: RankedRecord, origin: string, tags: HighlightTags, snippets: Map<string, number>): LocalHit {
  // The page description and keywords are searched, not shown: the hit keeps DocSearch's record shape.
  const record = {...ranked.record};
  delete record.summary;
  delete record.keywords;
  const matcher = createWordMatcher(ranked.terms);
  const highlightHierarchy: LevelResults<{value: string}> = {};
  const snippetHierarchy: LevelResults<{value: string}> = {};
  const escapedHierarchy = {...record.hierarchy};
  for (const level of HEADING_LEVELS) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    escapedHierarchy[level] = escapeHtml(text);
    highlightHierarchy[level] = highlightText(text, matcher, tags);
    snippetHierarchy[level] = snippetText(
      text,
      matcher,
      snippets.get(`hierarchy.${level}`) ?? DEFAULT_SNIPPET_WORDS,
      tags,
    );
  }
  const hit: LocalHit = {
    ...record,
    // DocSearch renders these raw fields as HTML when it has no snippet (recent and favourite searches),
    // so they are escaped too.
    hierarchy: escapedHierarchy,
    content: record.content === null ? null : escapeHtml(record.content),
    url: new URL(record.url, origin).href,
    _highlightResult: {hierarchy: highlightHierarchy},
    _snippetResult: {hierarchy: snippetHierarchy},
  };
  if (record.content !== null) {
    hit._highlightResult.content = highlightText(record.content, matcher, tags);
    hit._snippetResult.content = snippetText(
      record.content,
      matcher,
      snippets.get('content') ?? DEFAULT_SNIPPET_WORDS,
      tags,
    );
  }
  return hit;
}

/** The answer to one request. The query is searched cut to 64 characters and echoed as sent. */
export function answerRequest(engine: SearchEngine, request: SearchRequest, origin: string): SearchResponse {
  const query = typeof request.query === 'string' ? request.query : '';
  const hitsPerPage = Math.min(
    MAX_HITS_PER_PAGE,
    Math.max(0, Math.floor(Number(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE))),
  );
  const page = Math.max(0, Math.floor(Number(request.page ?? 0)));
  const {ranked, without} = engine.searchWithNotice(query, facetFilter(request.facetFilters));
  const tags: HighlightTags = {
    pre: request.highlightPreTag ?? DEFAULT_TAGS.pre,
    post: request.highlightPostTag ?? DEFAULT_TAGS.post,
    ellipsis: request.snippetEllipsisText ?? DEFAULT_TAGS.ellipsis,
  };
  const snippets = snippetLengths(request.attributesToSnippet);
  const pageOfHits = hitsPerPage ? ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
  const response: SearchResponse = {
    hits: pageOfHits.map((item) => buildHit(item, origin, tags, snippets)),
    nbHits: ranked.length,
    page,
    nbPages: hitsPerPage ? Math.ceil(ranked.length / hitsPerPage) : 0,
    hitsPerPage,
    query,
    index: request.indexName,
  };
  if (without.length && ranked.length) response.without = without;
  return response;
}

/** The answer to a whole `search()` call, in either shape. */
export function answerSearch(engine: SearchEngine, input: unknown, origin: string): {results: SearchResponse[]} {
  return {results: normaliseRequests(input).map((request) => answerRequest(engine, request, origin))};
}
