/**
 * The search index file: its format, how the build packs records into it and how the client unpacks them
 * into sections (a heading and the records below it that share its url).
 *
 * The file holds the records only, packed by page and section; the browser builds the MiniSearch index
 * from them when it loads the file (engine.ts). Shipping MiniSearch's serialised index as well made the file
 * 30% larger gzipped and loaded no faster (measured by scripts/bench-search.ts). Pure: no I/O.
 */
import type {Hierarchy, RecordType, SearchRecord} from '../search-record';
import {normaliseTerm, stemTerm, tokenize} from './terms';

/** Bumped whenever the file layout changes; the client refuses an index of another format. */
export const INDEX_FORMAT = 5;

/** What every record of a page shares, and the page's description and keywords when it has them. */
type PackedPage = [
  url: string,
  lvl0: string,
  lvl1: string,
  language: string,
  tag: string,
  summary?: string | 0,
  keywords?: string,
];
/**
 * A content record: its text; or, for a cell of a reference table row, its text and the row's anchor, or
 * its text alone in an array when it is in the same row as the record before it (the anchor is not repeated).
 */
type PackedContent = string | [text: string, rowAnchor: string] | [text: string];
/**
 * A heading (level 1 to 6; level 1 is the page title) with the index of the section above it (-1 for
 * none) and the content records below it, each cut to STORED_TEXT characters; when cutting dropped words
 * the section's text holds nowhere else, they follow (searched, never shown).
 */
type PackedSection = [
  page: number,
  level: number,
  anchor: string | 0,
  heading: string,
  parent: number,
  contents: PackedContent[],
  more?: string,
];

/**
 * Characters of a content record stored in the index. A hit shows ten words around the first match, so
 * the rest of a long paragraph is never shown; its words are kept (once each) so that it is still found.
 * Cutting at 160 characters took the index from 227.5 to 189 KB gzip (budget 200) with the same hits on the
 * evaluation sets' tune halves (measured by bench:search --relevance); at 130, when two new pages had taken it to
 * 203.3 KB, it went to 194.6 KB with the same three tune halves but one query gained (120 and 150 gave the same).
 */
export const STORED_TEXT = 130;

/** A text cut at a word boundary to at most `limit` characters, and the rest. */
export function cutText(text: string, limit = STORED_TEXT): [kept: string, rest: string] {
  if (text.length <= limit) return [text, ''];
  let cut = text.lastIndexOf(' ', limit);
  if (cut < limit * 0.7) cut = limit;
  return [text.slice(0, cut), text.slice(cut)];
}

/** The words of `rests` whose stem `texts` and the heading do not hold, once each, in order. */
function moreWords(heading: string, texts: string[], rests: string[]): string {
  const held = new Set<string>();
  const stemOf = (word: string) => {
    const term = normaliseTerm(word);
    return term === null ? null : stemTerm(term);
  };
  for (const text of [heading, ...texts]) for (const word of tokenize(text)) held.add(stemOf(word) ?? '');
  const more: string[] = [];
  for (const rest of rests)
    for (const word of tokenize(rest)) {
      const stem = stemOf(word);
      if (stem === null || held.has(stem)) continue;
      held.add(stem);
      more.push(word);
    }
  return more.join(' ');
}

export interface SearchIndexFile {
  format: typeof INDEX_FORMAT;
  pages: PackedPage[];
  sections: PackedSection[];
}

/** A heading of a page and the records below it that share its url. */
export interface Section {
  id: number;
  level: number;
  /** The heading's own record (type lvl1 to lvl6). */
  heading: SearchRecord;
  /** Content records, in page order. */
  contents: SearchRecord[];
  /** Words of the content records' cut text (searched, not shown). */
  more?: string;
  /** Its heading is one that many pages repeat (set and weighed by engine.ts, see sectionWeight). */
  repeated?: boolean;
}

export function recordType(level: number): RecordType {
  return `lvl${level}` as RecordType;
}

/** Records grouped into sections, in order. Throws when a content record comes before any heading. */
export function groupSections(records: SearchRecord[]): Section[] {
  const sections: Section[] = [];
  for (const record of records) {
    if (record.type !== 'content') {
      sections.push({id: sections.length, level: Number(record.type.slice(3)), heading: record, contents: []});
      continue;
    }
    const current = sections[sections.length - 1];
    // A cell of a reference row links to its row: same page, its own anchor.
    const sameUrl =
      record.url === current?.heading.url ||
      (record.anchor !== current?.heading.anchor && record.url_without_anchor === current?.heading.url_without_anchor);
    if (!current || !sameUrl) {
      throw new Error(`search index: content record ${record.objectID} does not follow a heading of ${record.url}`);
    }
    current.contents.push(record);
  }
  return sections;
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
      const {summary, keywords} = section.heading;
      const shared: [string, string, string, string, string] = [url, hierarchy.lvl0, hierarchy.lvl1, language, tag];
      if (keywords) pages.push([...shared, summary ?? 0, keywords]);
      else pages.push(summary ? [...shared, summary] : shared);
      openSections = [];
    }
    openSections.length = section.level;
    let parent = -1;
    for (let level = section.level - 1; level >= 1 && parent === -1; level--) parent = openSections[level] ?? -1;
    openSections[section.level] = section.id;
    const heading = hierarchy[recordType(section.level) as 'lvl2'] ?? '';
    const kept: string[] = [];
    const rests: string[] = [];
    const contents = section.contents.map((record, i): PackedContent => {
      const [text, rest] = cutText(record.content ?? '');
      kept.push(text);
      if (rest) rests.push(rest);
      if (!record.anchor || record.anchor === anchor) return text;
      return i > 0 && section.contents[i - 1].anchor === record.anchor ? [text] : [text, record.anchor];
    });
    const more = rests.length ? moreWords(heading, kept, rests) : '';
    return more
      ? [page, section.level, anchor ?? 0, heading, parent, contents, more]
      : [page, section.level, anchor ?? 0, heading, parent, contents];
  });
  return {format: INDEX_FORMAT, pages, sections: packed};
}

/** The sections of an index file, with their records, in the order they were indexed. */
export function unpackSections(file: SearchIndexFile): Section[] {
  const sections: Section[] = [];
  const positions = new Map<number, number>();
  file.sections.forEach(([page, level, anchor, heading, parent, contents, more], id) => {
    const [url, lvl0, lvl1, language, tag, summary, keywords] = file.pages[page];
    let position = positions.get(page) ?? 0;
    const hierarchy: Hierarchy =
      parent >= 0
        ? {...sections[parent].heading.hierarchy}
        : {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    hierarchy[recordType(level) as 'lvl2'] = heading;
    for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[recordType(deeper) as 'lvl2'] = null;
    // The records of a section share one hierarchy object: thousands of copies would slow the first load.
    const frozen = Object.freeze(hierarchy);
    const record = (type: RecordType, content: string | null, recordAnchor: string | 0 = anchor): SearchRecord => ({
      objectID: `${url}#${position++}`,
      url: recordAnchor ? `${url}#${recordAnchor}` : url,
      url_without_anchor: url,
      anchor: recordAnchor || null,
      type,
      hierarchy: frozen,
      content,
      language,
      docusaurus_tag: tag,
    });
    const headingRecord = record(recordType(level), null);
    if (level === 1 && summary) headingRecord.summary = summary;
    if (level === 1 && keywords) headingRecord.keywords = keywords;
    let rowAnchor: string | 0 = 0;
    const contentRecords = contents.map((packed) => {
      if (typeof packed === 'string') return record('content', packed);
      if (packed.length === 2) rowAnchor = packed[1];
      return record('content', packed[0], rowAnchor);
    });
    sections.push(
      more
        ? {id, level, heading: headingRecord, contents: contentRecords, more}
        : {id, level, heading: headingRecord, contents: contentRecords},
    );
    positions.set(page, position);
  });
  return sections;
}
