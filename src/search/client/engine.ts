/**
 * The local search engine: how records are ranked. It holds the MiniSearch options, a query's words (stems,
 * glossary alternatives, splits), the tiers and weights that order sections, and the reference table rows
 * an identifier query lands on. MiniSearch indexes sections (a heading and the paragraphs, list items and
 * cells below it, see index-file.ts) rather than single records: DocSearch shows one hit per url, and a
 * section is exactly the records sharing a url. The record shown for a section is picked at query time.
 * Pure: no I/O.
 */
import MiniSearch, {type Query, type SearchOptions} from 'minisearch';
import {SEARCH_GLOSSARY} from '../glossary';
import type {SearchRecord} from '../search-record';
import {INDEX_FORMAT, recordType, unpackSections, type SearchIndexFile, type Section} from './index-file';
import {MAX_QUERY_LENGTH} from './limits';
import {editDistance, indexTerms, normaliseTerm, stemTerm, termAnswers, tokenize, typoTolerance} from './terms';

/**
 * What MiniSearch indexes for a section: its heading, the headings above it, its text, and for a page title the page's
 * description and keywords.
 */
interface IndexedSection {
  id: number;
  title: string;
  parents: string;
  content: string;
  summary: string;
  keywords: string;
}

const FIELDS = ['title', 'parents', 'content', 'summary', 'keywords'] as const;
/**
 * Fields that say what a section is about, as its heading does: a word found there counts as in the headings.
 * `keywords` counts too, but only for a keyword the query holds whole (wholeKeywordTerms).
 */
const HEADING_FIELDS: ReadonlySet<string> = new Set(['title', 'parents', 'summary']);

/** Weight of a section by level, among sections of the same tier (see SearchEngine.search). */
const LEVEL_WEIGHT = [1, 1.6, 1.35, 1.25, 1.15, 1.1, 1.05];
/**
 * Weight of a section outside the docs (blog posts) against a docs section of the same tier: a post says
 * what changed in one release, the docs how things are now.
 */
const OUTSIDE_DOCS_WEIGHT = 0.6;

/**
 * Whether a section ranks as outside the docs: a blog post, or a category's generated list of its pages
 * (`/docs/category/...`, the slug every `_category_.json` of docs/ and sidebars.ts give it), which repeats their
 * descriptions and answers no question itself.
 */
const outsideDocs = (heading: SearchRecord): boolean =>
  !heading.docusaurus_tag.startsWith('docs') || heading.url_without_anchor.includes('/docs/category/');

/**
 * Weight of a section under a heading that many pages repeat (Responses, Query Parameters, See also,
 * Troubleshooting): it says little of its own page, and its long generic text holds many words of any
 * question, so it would outrank the one section about the question.
 */
const REPEATED_HEADING_WEIGHT = 0.5;
/** Pages that must share a heading for it to count as repeated. */
const REPEATED_HEADING_PAGES = 5;

function sectionWeight(section: Section): number {
  return (
    LEVEL_WEIGHT[section.level] *
    (outsideDocs(section.heading) ? OUTSIDE_DOCS_WEIGHT : 1) *
    (section.repeated ? REPEATED_HEADING_WEIGHT : 1)
  );
}

/** Marks the sections (below page titles) whose heading at least REPEATED_HEADING_PAGES pages repeat. */
function markRepeatedHeadings(sections: Section[]): void {
  const pages = new Map<string, Set<string>>();
  const headingOf = (section: Section) =>
    (section.heading.hierarchy[recordType(section.level) as 'lvl2'] ?? '').toLowerCase();
  for (const section of sections) {
    if (section.level < 2) continue;
    const urls = pages.get(headingOf(section)) ?? new Set<string>();
    urls.add(section.heading.url_without_anchor);
    pages.set(headingOf(section), urls);
  }
  for (const section of sections)
    if (section.level >= 2 && (pages.get(headingOf(section))?.size ?? 0) >= REPEATED_HEADING_PAGES)
      section.repeated = true;
}

/**
 * Options shared by every part of a query; each word's parts set their own prefix and typo matching
 * (see queryFor). Query parts are already normalised terms, so they are taken as they are.
 */
function searchOptions(sections: Section[]): SearchOptions {
  return {
    fields: [...FIELDS],
    boost: {title: 3, parents: 1.5, summary: 1.5, keywords: 1.5, content: 1},
    maxFuzzy: 2,
    tokenize: (text) => [text],
    processTerm: (term) => term,
    boostDocument: (id: number) => sectionWeight(sections[id]),
  };
}

/** One word of a query and the terms that stand for it. */
export interface QueryWord {
  /** The word as normalised (lower case). */
  term: string;
  /** Its stem when that differs from the word. */
  stem?: string;
  /** Alternatives from the glossary, each a list of terms that must all match. */
  synonyms: string[][];
  /** Two indexed words it joins ('loadbalancer' for 'load balancer'), when it is not itself indexed. */
  split?: [string, string];
  /**
   * A word of at most three letters that is itself indexed (mig, gpu, lb): matched whole, never as the
   * start of a longer word (mig is not migrations), even as the last word typed.
   */
  whole?: boolean;
}

/**
 * The words of a query with their stems, glossary alternatives and splits. `vocabulary` holds the indexed
 * words; a word absent from it is split into two indexed words when it can be (multicluster, loadbalancer).
 */
export function queryWords(query: string, vocabulary?: ReadonlySet<string>): QueryWord[] {
  return SearchEngine.queryTerms(query).map((term) => {
    const word: QueryWord = {term, synonyms: []};
    const stem = stemTerm(term);
    if (stem !== term) word.stem = stem;
    if (vocabulary && term.length <= 3 && vocabulary.has(term)) word.whole = true;
    for (const alternative of SEARCH_GLOSSARY[term] ?? []) {
      const terms = tokenize(alternative)
        .map(normaliseTerm)
        .filter((t): t is string => t !== null);
      if (terms.length) word.synonyms.push(terms.map(stemTerm));
    }
    if (vocabulary && term.length >= 7 && /^[a-z]+$/.test(term) && !vocabulary.has(term)) {
      for (let cut = term.length - 3; cut >= 3; cut--) {
        const [head, tail] = [term.slice(0, cut), term.slice(cut)];
        if (vocabulary.has(head) && vocabulary.has(tail)) {
          word.split = [head, tail];
          break;
        }
      }
    }
    return word;
  });
}

/**
 * The MiniSearch query for these words, Algolia-like: every word must match (`combineWith` 'AND'), the
 * last one also as a prefix, long words also with typos. A word matches through itself, its stem, a
 * glossary alternative or its split.
 */
function queryFor(words: QueryWord[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: words.map((word, index): Query => {
      const last = index === words.length - 1;
      const typos = typoTolerance(word.term);
      const parts: Query[] = [
        {queries: [word.term], prefix: last && word.term.length >= 2 && !word.whole, fuzzy: typos ? 0.2 : false},
      ];
      if (word.stem) parts.push({queries: [word.stem], prefix: false, fuzzy: false});
      for (const synonym of word.synonyms)
        parts.push({combineWith: 'AND', queries: synonym, prefix: false, fuzzy: false});
      if (word.split) parts.push({combineWith: 'AND', queries: word.split, prefix: false, fuzzy: false});
      return {combineWith: 'OR', queries: parts};
    }),
  };
}

/** The terms a query word is searched under (for telling which indexed terms answer it). */
function wordTerms(word: QueryWord): string[] {
  return [word.term, ...(word.stem ? [word.stem] : []), ...word.synonyms.flat(), ...(word.split ?? [])];
}

function indexedSection(section: Section): IndexedSection {
  const {hierarchy} = section.heading;
  const parents = [hierarchy.lvl0];
  for (let level = 1; level < section.level; level++) parents.push(hierarchy[`lvl${level}` as 'lvl2'] ?? '');
  return {
    id: section.id,
    title: hierarchy[recordType(section.level) as 'lvl2'] ?? '',
    parents: parents.filter(Boolean).join(' '),
    content: [...section.contents.map((record) => record.content), section.more ?? ''].join('\n'),
    summary: section.heading.summary ?? '',
    keywords: section.heading.keywords ?? '',
  };
}

/**
 * The terms of a page's keywords that the query holds whole: a keyword is a phrase, so "not starting" counts for
 * "api server not starting" but its "not" alone does not for "what does ceems not do".
 */
function wholeKeywordTerms(keywords: string, words: QueryWord[]): Set<string> {
  const held = new Set(words.flatMap(wordTerms));
  const whole = new Set<string>();
  for (const keyword of keywords.split(/,\s*/)) {
    const terms = tokenize(keyword).flatMap((word) => normaliseTerm(word) ?? []);
    if (terms.every((term) => held.has(term) || held.has(stemTerm(term))))
      for (const term of terms) whole.add(term).add(stemTerm(term));
  }
  return whole;
}

/** The MiniSearch index of these sections (their ids are their positions), and every word it indexed. */
export function buildMiniSearch(sections: Section[]): MiniSearch<IndexedSection> & {vocabulary: Set<string>} {
  const vocabulary = new Set<string>();
  const miniSearch = new MiniSearch<IndexedSection>({
    fields: [...FIELDS],
    tokenize,
    processTerm: (word) => {
      const terms = indexTerms(word);
      if (terms) vocabulary.add(Array.isArray(terms) ? terms[0] : terms);
      return terms;
    },
  });
  miniSearch.addAll(sections.map(indexedSection));
  return Object.assign(miniSearch, {vocabulary});
}

/**
 * The record shown for a matched section: the heading when the heading itself matched, else the content
 * record holding the most matched words (a word counts when a matched term is it or begins it, as a stem
 * begins its words), else the heading.
 */
export function representativeRecord(
  section: Section,
  matchedTerms: ReadonlySet<string>,
  titleMatched: boolean,
): SearchRecord {
  if (titleMatched || !section.contents.length) return section.heading;
  const terms = [...matchedTerms];
  let best: SearchRecord | undefined;
  let bestCount = 0;
  for (const record of section.contents) {
    const text = (record.content ?? '').toLowerCase();
    // Cheap test first: most records of a long section hold none of the words.
    if (!terms.some((term) => text.includes(term))) continue;
    const words = tokenize(text);
    const found = terms.filter((term) =>
      words.some((word) => word === term || (word.startsWith(term) && stemTerm(word) === term)),
    ).length;
    if (found > bestCount) {
      best = record;
      bestCount = found;
    }
  }
  return best ?? section.heading;
}

/** A reference table row: the section it is in and its first cell (the name), which links to the row. */
interface ReferenceRow {
  section: Section;
  record: SearchRecord;
}

/**
 * The names a reference row answers to, from its first cell: `--[no-]web.listen-address` answers
 * web.listen-address; `uuid:ceems_gpu_power_watts:pue` also ceems_gpu_power_watts; a key
 * `ceems_api_server.data.retention_period` also its snake_case tails (data.retention_period, retention_period).
 */
export function identifierNames(cell: string): string[] {
  const names = new Set<string>();
  for (const raw of cell.split(/[\s,]+/)) {
    const name = normaliseIdentifier(raw);
    if (!/[._:-]/.test(name) || name.length < 4) continue;
    names.add(name);
    for (const part of name.split(':')) if (part.includes('_') && part.length >= 6) names.add(part);
    const dots = name.split('.');
    for (let i = 1; i < dots.length; i++) {
      const tail = dots.slice(i).join('.');
      if (tail.includes('_') && tail.length >= 6) names.add(tail);
    }
  }
  return [...names];
}

/** An identifier as typed or as written in a table: lower case, without leading dashes, `[no-]` or `[]`. */
export function normaliseIdentifier(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^-+(\[no-\])?/, '')
    .replace(/\[\]/g, '')
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
}

/** The terms of the identifiers a query holds (`query_max_series` is query, max, series): one name, not three words. */
function identifierParts(query: string): Set<string> {
  const words = query.slice(0, MAX_QUERY_LENGTH).split(/\s+/).filter(looksLikeIdentifier);
  return new Set(words.flatMap((word) => tokenize(word).flatMap((part) => normaliseTerm(part) ?? [])));
}

/** Whether a query is one identifier: one word holding `.`, `_` or `-` between letters, or starting with `--`. */
function looksLikeIdentifier(query: string): boolean {
  const trimmed = query.trim();
  return !/\s/.test(trimmed) && (/^--/.test(trimmed) || /[a-z0-9][._:-][a-z0-9]/i.test(trimmed));
}

/** The record that stands for a ranked section, and the words that made it match. */
export interface RankedRecord {
  record: SearchRecord;
  /** Indexed terms that matched (e.g. 'authentication' for the query 'auth'). */
  terms: string[];
}

/** Decides on page-level attributes (language, docusaurus_tag, hierarchy.lvl0, url); gets the section heading. */
export type RecordFilter = (record: SearchRecord) => boolean;

/** When the words all together find fewer sections than this, sections holding only some of them follow. */
const FEW_RESULTS = 5;

/**
 * When all the words together find fewer than `fewResults` sections and the query has at least `words`
 * words, a word is left out if the best section without it scores `ratio` times the best with it
 * (chosen on the evaluation sets' tune halves: ratio 1.5, 10 sections; 5 sections or 2-word queries
 * did no better, ratio 2 lost a query of the first set).
 */
const CLEARLY_BETTER = {fewResults: 10, words: 3, ratio: 1.5};

/**
 * A query word held by at most this many sections is not the one left out (chosen on the three evaluation sets'
 * tune halves: 1 to 3 gain the same two queries and lose none, 4 loses two).
 */
const RARE_WORD_SECTIONS = 2;

export class SearchEngine {
  readonly sections: Section[];
  private readonly miniSearch: ReturnType<typeof buildMiniSearch>;
  /** Reference rows by the names they answer to. */
  private readonly rows = new Map<string, ReferenceRow[]>();

  constructor(file: SearchIndexFile) {
    if (!file || file.format !== INDEX_FORMAT || !Array.isArray(file.sections) || !Array.isArray(file.pages)) {
      throw new Error(`search index: expected format ${INDEX_FORMAT}, got ${JSON.stringify(file?.format)}`);
    }
    this.sections = unpackSections(file);
    markRepeatedHeadings(this.sections);
    this.miniSearch = buildMiniSearch(this.sections);
    for (const section of this.sections) {
      let lastRow: string | null = section.heading.anchor;
      for (const record of section.contents) {
        if (record.anchor === lastRow) continue;
        lastRow = record.anchor;
        if (!record.anchor || record.anchor === section.heading.anchor) continue;
        // The first cell of a row names it.
        for (const name of identifierNames(record.content ?? '')) {
          const rows = this.rows.get(name) ?? [];
          rows.push({section, record});
          this.rows.set(name, rows);
        }
      }
    }
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
   * The reference rows a one-identifier query names: exactly, else within the typo tolerance of a long
   * name (two typos from twelve characters, one from eight). Rows whose id ends with the name come first.
   */
  private identifierRows(query: string): ReferenceRow[] {
    if (!looksLikeIdentifier(query)) return [];
    const name = normaliseIdentifier(query.slice(0, MAX_QUERY_LENGTH));
    let rows = this.rows.get(name) ?? [];
    if (!rows.length && name.length >= 8) {
      const limit = name.length >= 12 ? 2 : 1;
      let best = limit + 1;
      for (const [candidate, candidateRows] of this.rows) {
        const distance = editDistance(name, candidate, Math.min(limit, best));
        if (distance < best) [best, rows] = [distance, candidateRows];
        else if (distance === best && distance <= limit) rows = [...rows, ...candidateRows];
      }
    }
    const exactId = (row: ReferenceRow) => ((row.record.anchor ?? '').toLowerCase().endsWith(`-${name}`) ? 0 : 1);
    return [...rows].sort((a, b) => exactId(a) - exactId(b));
  }

  /**
   * Sections matching the query, best first, each with the record that stands for it. A query naming a
   * flag, metric or key of a reference table gets that row first. Every query word must match, through
   * itself, its stem, a glossary alternative or its split; when that finds few sections, sections holding
   * only some of the words follow.
   *
   * Like DocSearch's Algolia ranking, where the words are found comes before how well: sections whose own
   * heading holds every word come first, page titles before headings; then sections whose headings
   * above (or page description) hold them; then the rest. Within a tier, MiniSearch's score decides.
   */
  search(query: string, filter: RecordFilter = () => true): RankedRecord[] {
    return this.searchWithNotice(query, filter).ranked;
  }

  /**
   * The word to leave out, with the best score of the sections holding all the others: a word no section holds
   * (even when the others are never found together), else the word whose absence finds the best-scoring
   * section; undefined for a single word or when no two words are found together. The words a reader adds in
   * their own terms ("wrong", "fails", "missing") rarely weigh as much as the ones the docs share. A word that at
   * most RARE_WORD_SECTIONS sections hold stays (unless every word is that rare): it is what the reader asks
   * about ("slurmrestd" in "can api server use slurmrestd instead of sacct"), and without it the common words
   * find the most sections, and so the best score, anywhere. Nor does a part of an identifier typed in the query
   * (`named`): `query_max_series` is one name.
   */
  private bestWithout(
    words: QueryWord[],
    options: SearchOptions,
    named: ReadonlySet<string>,
  ): {drop: number; score: number} | undefined {
    if (words.length < 2) return undefined;
    const holding = words.map((word) => this.miniSearch.search(queryFor([word], 'AND'), options).length);
    const absent = holding.indexOf(0);
    if (absent >= 0) return {drop: absent, score: Infinity};
    const rare = (drop: number) => holding[drop] <= RARE_WORD_SECTIONS;
    const keepRare = !holding.every((_, drop) => rare(drop));
    let best: {drop: number; score: number} | undefined;
    for (let drop = 0; drop < words.length; drop++) {
      if ((keepRare && rare(drop)) || named.has(words[drop].term)) continue;
      const [top] = this.miniSearch.search(
        queryFor(
          words.filter((_, i) => i !== drop),
          'AND',
        ),
        options,
      );
      if (top && top.score > (best?.score ?? 0)) best = {drop, score: top.score};
    }
    return best;
  }

  /**
   * search(), and the query words left out, for the notice "Results without 'x'" (as hosted engines do):
   * a word goes when no section holds every word, or when few do, none quotes the query word for word (a
   * pasted message such as "Failed to create k8s client"), and the best section without it scores
   * CLEARLY_BETTER.ratio times the best with it.
   */
  searchWithNotice(query: string, filter: RecordFilter = () => true): {ranked: RankedRecord[]; without: string[]} {
    const without: string[] = [];
    let words = queryWords(query, this.miniSearch.vocabulary);
    if (!words.length) return {ranked: [], without};
    const options = searchOptions(this.sections);
    let results = this.miniSearch.search(queryFor(words, 'AND'), options);
    const phrase = query.slice(0, MAX_QUERY_LENGTH).trim().toLowerCase().replace(/\s+/g, ' ');
    const quoted = (id: number) =>
      this.sections[id].contents.some((record) => (record.content ?? '').toLowerCase().includes(phrase));
    if (
      !results.length ||
      (results.length < CLEARLY_BETTER.fewResults &&
        words.length >= CLEARLY_BETTER.words &&
        !results.some((result) => quoted(result.id as number)))
    ) {
      const best = this.bestWithout(words, options, identifierParts(query));
      if (best && (!results.length || best.score >= results[0].score * CLEARLY_BETTER.ratio)) {
        without.push(words[best.drop].term);
        words = words.filter((_, i) => i !== best.drop);
        results = this.miniSearch.search(queryFor(words, 'AND'), options);
      }
    }
    if (results.length < FEW_RESULTS && words.length > 1) {
      const found = new Set(results.map((result) => result.id));
      const some = this.miniSearch.search(queryFor(words, 'OR'), options).filter((result) => !found.has(result.id));
      results = [...results, ...some.map((result) => ({...result, partial: true}))];
    }
    const answers = new Map<string, number[]>();
    const wordsAnswered = (indexed: string) => {
      let found = answers.get(indexed);
      if (!found) {
        found = [];
        words.forEach((word, index) => {
          if (wordTerms(word).some((term) => termAnswers(term, indexed))) found!.push(index);
        });
        answers.set(indexed, found);
      }
      return found;
    };
    const tiered = results.map((result) => {
      const {level, heading} = this.sections[result.id as number];
      const inTitle = new Set<number>();
      const inOwnTitle = new Set<number>();
      const inHeadings = new Set<number>();
      const wholeKeywords = heading.keywords ? wholeKeywordTerms(heading.keywords, words) : undefined;
      for (const [indexed, fields] of Object.entries(result.match)) {
        const ownTitle = fields.includes('title');
        const keyword = fields.includes('keywords') && wholeKeywords?.has(indexed);
        if (!keyword && !fields.some((field) => HEADING_FIELDS.has(field))) continue;
        for (const word of wordsAnswered(indexed)) {
          inHeadings.add(word);
          if (ownTitle) inOwnTitle.add(word);
          // A page's description and keywords name what the page is about, as its title does: a word they hold
          // exactly (not by prefix or typo) counts as in the title.
          const exact = wordTerms(words[word]).includes(indexed);
          if (ownTitle || (exact && (keyword || fields.includes('summary')))) inTitle.add(word);
        }
      }
      const partial = 'partial' in result;
      // Outside the docs (blog posts, category lists), a section ranks one tier lower than a docs section would.
      const outside = outsideDocs(heading) ? 1 : 0;
      const titleTier = !partial && inTitle.size === words.length;
      const tier = (partial ? -1 : titleTier ? 2 : inHeadings.size === words.length ? 1 : 0) - outside;
      const viaSummary = titleTier && inOwnTitle.size < words.length;
      return {result, tier, level: titleTier ? level : 0, page: heading.url_without_anchor, viaSummary};
    });
    tiered.sort((a, b) => b.tier - a.tier || a.level - b.level || b.result.score - a.result.score);
    // A page title found only through the page's description gives its place to a section of the same page
    // whose own heading holds every word: the reader lands on that section (its anchor) rather than the top.
    for (let i = 0; i < tiered.length; i++) {
      const {viaSummary, tier, page} = tiered[i];
      if (!viaSummary) continue;
      const own = tiered.findIndex(
        (other, j) => j > i && other.tier === tier && !other.viaSummary && other.page === page,
      );
      if (own > i) tiered.splice(i, 0, ...tiered.splice(own, 1));
    }
    const ranked: RankedRecord[] = [];
    const seenUrls = new Set<string>();
    const rowSections = new Set<Section>();
    const queryTerms = words.map((word) => word.term);
    for (const row of this.identifierRows(query)) {
      if (seenUrls.has(row.record.url) || !filter(row.section.heading)) continue;
      seenUrls.add(row.record.url);
      const terms = [...new Set(tokenize(row.record.content ?? '').map((word) => word.toLowerCase()))].filter((term) =>
        queryTerms.includes(term),
      );
      ranked.push({record: row.record, terms});
      rowSections.add(row.section);
    }
    for (const {result} of tiered) {
      const section = this.sections[result.id as number];
      // One hit per url, as DocSearch's distinct on url: a heading without an anchor shares its page's url.
      if (!section || seenUrls.has(section.heading.url) || !filter(section.heading)) continue;
      seenUrls.add(section.heading.url);
      const recordOf = () =>
        representativeRecord(
          section,
          new Set(result.terms),
          Object.values(result.match).some((fields) => fields.includes('title')),
        );
      if (rowSections.has(section)) {
        // The record standing for a section whose row is listed above may be that row: listed once.
        const record = recordOf();
        if (seenUrls.has(record.url)) continue;
        seenUrls.add(record.url);
        ranked.push({record, terms: result.terms});
        continue;
      }
      ranked.push({
        terms: result.terms,
        // Only the hits of the page asked for are shown: their record is picked when first read.
        get record() {
          const record = recordOf();
          Object.defineProperty(this, 'record', {value: record});
          return record;
        },
      });
    }
    return {ranked, without};
  }
}
