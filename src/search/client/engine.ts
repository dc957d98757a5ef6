/**
 * The local search engine: the index file format, how text becomes terms, and how records are ranked.
 * Shared by the build plugin (which writes the index) and the browser client (which queries it), so both
 * always tokenise the same way. Pure: no I/O.
 *
 * MiniSearch indexes sections (a heading and the paragraphs, list items and cells below it) rather than
 * single records: DocSearch shows one hit per url, and a section is exactly the records sharing a url.
 * The record shown for a section is picked at query time.
 *
 * The file holds the records only, packed by page and section; the browser builds the MiniSearch index
 * from them when it loads the file. Shipping MiniSearch's serialised index as well made the file 30%
 * larger gzipped and loaded no faster (measured by scripts/bench-search.ts).
 */
import MiniSearch, {type Options, type SearchOptions} from 'minisearch';
import type {Hierarchy, RecordType, SearchRecord} from '../search-record';

/** Bumped whenever the file layout changes; the client refuses an index of another format. */
export const INDEX_FORMAT = 2;

import {MAX_QUERY_LENGTH} from './limits';

export {MAX_QUERY_LENGTH};

/** Words are separated by white space, punctuation and symbols: `--web.config.file` is web, config, file. */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;

const STOP_WORDS = new Set(
  'a an and are as at be by for from how i in is it of on or that the this to was what when where which who why with'.split(' '),
);

/** The term a word is indexed and searched under, or null when the word is not worth indexing. */
export function normaliseTerm(word: string): string | null {
  const term = word.toLowerCase();
  if (!term || STOP_WORDS.has(term)) return null;
  if (term.length === 1 && !/\d/.test(term)) return null;
  return term;
}

export function tokenize(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter(Boolean);
}

/** Typos forgiven in a query term: none below five letters, one per five letters, at most two. */
export function typoTolerance(queryTerm: string): number {
  return queryTerm.length >= 5 ? Math.min(2, Math.round(queryTerm.length * 0.2)) : 0;
}

/** Edit distance between two short strings, giving up (returning limit + 1) beyond `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** Whether an indexed term answers a query term: equal, prefixed by it, or within its typo tolerance. */
export function termAnswers(queryTerm: string, indexedTerm: string): boolean {
  if (indexedTerm === queryTerm || indexedTerm.startsWith(queryTerm)) return true;
  const typos = typoTolerance(queryTerm);
  return typos > 0 && editDistance(queryTerm, indexedTerm, typos) <= typos;
}

/** What every record of a page shares. */
type PackedPage = [url: string, lvl0: string, lvl1: string, language: string, tag: string];
/**
 * A heading (level 1 to 6; level 1 is the page title) with the index of the section above it (-1 for
 * none) and the text of the content records below it.
 */
type PackedSection = [page: number, level: number, anchor: string | 0, heading: string, parent: number, contents: string[]];

export interface SearchIndexFile {
  format: typeof INDEX_FORMAT;
  pages: PackedPage[];
  sections: PackedSection[];
}

/** What MiniSearch indexes for a section: its heading, the headings above it, and its text. */
interface IndexedSection {
  id: number;
  title: string;
  parents: string;
  content: string;
}

const FIELDS = ['title', 'parents', 'content'] as const;

/** Weight of a section by level, among sections of the same tier (see SearchEngine.search). */
const LEVEL_WEIGHT = [1, 1.6, 1.35, 1.25, 1.15, 1.1, 1.05];

const MINISEARCH_OPTIONS: Options<IndexedSection> = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: [],
  tokenize,
  processTerm: normaliseTerm,
};

/** Algolia-like matching: every word must match, the last one as a prefix, long words with typos. */
function searchOptions(sections: Section[], combineWith: 'AND' | 'OR'): SearchOptions {
  return {
    fields: [...FIELDS],
    boost: {title: 3, parents: 1.5, content: 1},
    prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
    fuzzy: (term) => (typoTolerance(term) ? 0.2 : false),
    maxFuzzy: 2,
    combineWith,
    boostDocument: (id: number) => LEVEL_WEIGHT[sections[id].level],
  };
}

/** A heading of a page and the records below it that share its url. */
export interface Section {
  id: number;
  level: number;
  /** The heading's own record (type lvl1 to lvl6). */
  heading: SearchRecord;
  /** Content records, in page order. */
  contents: SearchRecord[];
}

function recordType(level: number): RecordType {
  return `lvl${level}` as RecordType;
}

function headingLevel(type: RecordType): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

/** Records grouped into sections, in order. Throws when a content record comes before any heading. */
export function groupSections(records: SearchRecord[]): Section[] {
  const sections: Section[] = [];
  for (const record of records) {
    if (record.type !== 'content') {
      sections.push({id: sections.length, level: headingLevel(record.type), heading: record, contents: []});
      continue;
    }
    const current = sections[sections.length - 1];
    if (!current || current.heading.url !== record.url) {
      throw new Error(`search index: content record ${record.objectID} does not follow a heading of ${record.url}`);
    }
    current.contents.push(record);
  }
  return sections;
}

function indexedSection(section: Section): IndexedSection {
  const {hierarchy} = section.heading;
  const parents = [hierarchy.lvl0];
  for (let level = 1; level < section.level; level++) parents.push(hierarchy[`lvl${level}` as 'lvl2'] ?? '');
  return {
    id: section.id,
    title: hierarchy[recordType(section.level) as 'lvl2'] ?? '',
    parents: parents.filter(Boolean).join(' '),
    content: section.contents.map((record) => record.content).join('\n'),
  };
}

/** The index file for these records (in page order, as buildPageRecords gives them). */
export function createSearchIndex(records: SearchRecord[]): SearchIndexFile {
  const sections = groupSections(records);
  const pages: PackedPage[] = [];
  const pageIds = new Map<string, number>();
  // The latest section at each level of the current page: a section's parent is the nearest one above it.
  let openSections: number[] = [];
  const packed = sections.map((section): PackedSection => {
    const {url_without_anchor: url, hierarchy, language, docusaurus_tag: tag, anchor} = section.heading;
    const key = JSON.stringify([url, hierarchy.lvl0, hierarchy.lvl1, language, tag]);
    let page = pageIds.get(key);
    if (page === undefined) {
      page = pages.length;
      pageIds.set(key, page);
      pages.push([url, hierarchy.lvl0, hierarchy.lvl1, language, tag]);
      openSections = [];
    }
    openSections.length = section.level;
    let parent = -1;
    for (let level = section.level - 1; level >= 1 && parent === -1; level--) parent = openSections[level] ?? -1;
    openSections[section.level] = section.id;
    const heading = hierarchy[recordType(section.level) as 'lvl2'] ?? '';
    return [page, section.level, anchor ?? 0, heading, parent, section.contents.map((record) => record.content ?? '')];
  });
  return {format: INDEX_FORMAT, pages, sections: packed};
}

/** The MiniSearch index of these sections (their ids are their positions). */
export function buildMiniSearch(sections: Section[]): MiniSearch<IndexedSection> {
  const miniSearch = new MiniSearch<IndexedSection>(MINISEARCH_OPTIONS);
  miniSearch.addAll(sections.map(indexedSection));
  return miniSearch;
}

/** The sections of an index file, with their records, in the order they were indexed. */
export function unpackSections(file: SearchIndexFile): Section[] {
  const sections: Section[] = [];
  const positions = new Map<number, number>();
  file.sections.forEach(([page, level, anchor, heading, parent, contents], id) => {
    const [url, lvl0, lvl1, language, tag] = file.pages[page];
    let position = positions.get(page) ?? 0;
    const hierarchy: Hierarchy = parent >= 0 ? {...sections[parent].heading.hierarchy} : {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    hierarchy[recordType(level) as 'lvl2'] = heading;
    for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[recordType(deeper) as 'lvl2'] = null;
    // The records of a section share one hierarchy object: thousands of copies would slow the first load.
    const frozen = Object.freeze(hierarchy);
    const record = (type: RecordType, content: string | null): SearchRecord => ({
      objectID: `${url}#${position++}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor: anchor || null,
      type,
      hierarchy: frozen,
      content,
      language,
      docusaurus_tag: tag,
    });
    const headingRecord = record(recordType(level), null);
    sections.push({id, level, heading: headingRecord, contents: contents.map((text) => record('content', text))});
    positions.set(page, position);
  });
  return sections;
}

/** A ranked section, the record that stands for it, and the words that made it match. */
export interface RankedRecord {
  section: Section;
  record: SearchRecord;
  score: number;
  /** Indexed terms that matched (e.g. 'authentication' for the query 'auth'). */
  terms: string[];
  /** Query terms that matched. */
  queryTerms: string[];
}

/** Decides on page-level attributes (language, docusaurus_tag, hierarchy.lvl0, url); gets the section heading. */
export type RecordFilter = (record: SearchRecord) => boolean;

/**
 * The record shown for a matched section: the heading when the heading itself matched, else the content
 * record holding the most matched words, else the heading.
 */
export function representativeRecord(section: Section, matchedTerms: ReadonlySet<string>, titleMatched: boolean): SearchRecord {
  if (titleMatched || !section.contents.length) return section.heading;
  const terms = [...matchedTerms];
  let best: SearchRecord | undefined;
  let bestCount = 0;
  for (const record of section.contents) {
    const text = (record.content ?? '').toLowerCase();
    // Cheap test first: most records of a long section hold none of the words.
    if (!terms.some((term) => text.includes(term))) continue;
    const words = new Set(tokenize(text));
    const found = terms.filter((term) => words.has(term)).length;
    if (found > bestCount) {
      best = record;
      bestCount = found;
    }
  }
  return best ?? section.heading;
}

export class SearchEngine {
  readonly sections: Section[];
  private readonly miniSearch: MiniSearch<IndexedSection>;

  constructor(file: SearchIndexFile) {
    if (!file || file.format !== INDEX_FORMAT || !Array.isArray(file.sections) || !Array.isArray(file.pages)) {
      throw new Error(`search index: expected format ${INDEX_FORMAT}, got ${JSON.stringify(file?.format)}`);
    }
    this.sections = unpackSections(file);
    this.miniSearch = buildMiniSearch(this.sections);
  }

  /** Every record, in page order. */
  get records(): SearchRecord[] {
    return this.sections.flatMap((section) => [section.heading, ...section.contents]);
  }

  /** The query's terms as the engine sees them (cut to 64 characters, stop words dropped). */
  static queryTerms(query: string): string[] {
    const terms = tokenize(query.slice(0, MAX_QUERY_LENGTH))
      .map(normaliseTerm)
      .filter((term): term is string => term !== null);
    return [...new Set(terms)];
  }

  /**
   * Sections matching the query, best first, each with the record that stands for it. Every query word
   * must match; when that finds nothing, any word may.
   *
   * Like DocSearch's Algolia ranking, where the words are found comes before how well: sections whose own
   * heading holds every word come first, page titles before headings; then sections whose headings
   * above hold them; then the rest. Within a tier, MiniSearch's score decides.
   */
  search(query: string, filter: RecordFilter = () => true): RankedRecord[] {
    const terms = SearchEngine.queryTerms(query);
    if (!terms.length) return [];
    const text = terms.join(' ');
    let results = this.miniSearch.search(text, searchOptions(this.sections, 'AND'));
    if (!results.length && terms.length > 1) results = this.miniSearch.search(text, searchOptions(this.sections, 'OR'));
    const answers = new Map<string, string[]>();
    const termsAnswered = (indexed: string) => {
      let found = answers.get(indexed);
      if (!found) answers.set(indexed, (found = terms.filter((term) => termAnswers(term, indexed))));
      return found;
    };
    const tiered = results.map((result) => {
      const inTitle = new Set<string>();
      const inHeadings = new Set<string>();
      for (const [indexed, fields] of Object.entries(result.match)) {
        const inOwnTitle = fields.includes('title');
        if (!inOwnTitle && !fields.includes('parents')) continue;
        for (const term of termsAnswered(indexed)) {
          inHeadings.add(term);
          if (inOwnTitle) inTitle.add(term);
        }
      }
      const level = this.sections[result.id as number]?.level ?? 6;
      const tier = inTitle.size === terms.length ? 2 : inHeadings.size === terms.length ? 1 : 0;
      return {result, tier, level: tier === 2 ? level : 0};
    });
    tiered.sort((a, b) => b.tier - a.tier || a.level - b.level || b.result.score - a.result.score);
    const ranked: RankedRecord[] = [];
    const seenUrls = new Set<string>();
    for (const {result} of tiered) {
      const section = this.sections[result.id as number];
      // One hit per url, as DocSearch's distinct on url: a heading without an anchor shares its page's url.
      if (!section || seenUrls.has(section.heading.url) || !filter(section.heading)) continue;
      seenUrls.add(section.heading.url);
      const titleMatched = Object.values(result.match).some((fields) => fields.includes('title'));
      const matched = new Set(result.terms);
      ranked.push({
        section,
        get record() {
          const record = representativeRecord(section, matched, titleMatched);
          Object.defineProperty(this, 'record', {value: record});
          return record;
        },
        score: result.score,
        terms: result.terms,
        queryTerms: result.queryTerms,
      });
    }
    return ranked;
  }
}
