/**
 * Highlighting and snippets in Algolia's result shape. Every piece of indexed text is HTML-escaped word by
 * word before the highlight tags go around the matched words, so the tags are the only markup that can
 * reach the page. Pure.
 */
import {WORD_SEPARATOR, normaliseTerm, stemTerm, termAnswers} from './engine';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTags {
  pre: string;
  post: string;
  /** Marks text cut from a snippet; escaped like the text. */
  ellipsis: string;
}

/** Algolia's defaults when a request names no tags. */
export const DEFAULT_TAGS: HighlightTags = {pre: '<em>', post: '</em>', ellipsis: '…'};

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** For a word of the text, the query terms it answers (none when it is not a match). */
export type WordMatcher = (word: string) => string[];

/**
 * A matcher for the words the engine matched: `matchedTerms` are indexed terms (e.g. 'authentication'),
 * `queryTerms` the query's terms (e.g. 'auth'); a query term answers a word it equals, prefixes, or is
 * within the engine's typo tolerance of.
 */
export function createWordMatcher(queryTerms: readonly string[], matchedTerms: Iterable<string>): WordMatcher {
  const matched = new Set(matchedTerms);
  const cache = new Map<string, string[]>();
  return (word) => {
    const term = normaliseTerm(word);
    // The engine may have matched the word's stem (cluster for clusters).
    if (term === null || (!matched.has(term) && !matched.has(stemTerm(term)))) return [];
    let answers = cache.get(term);
    if (!answers) {
      answers = queryTerms.filter((query) => termAnswers(query, term) || termAnswers(query, stemTerm(term)));
      if (!answers.length) answers = [term];
      cache.set(term, answers);
    }
    return answers;
  };
}

interface Token {
  text: string;
  isWord: boolean;
}

const SEPARATOR_KEPT = new RegExp(`(${WORD_SEPARATOR.source})`, 'u');
const ONLY_SEPARATOR = new RegExp(`^${WORD_SEPARATOR.source}$`, 'u');

/** The text as alternating words and separators, nothing dropped. */
function splitWords(text: string): Token[] {
  return text
    .split(SEPARATOR_KEPT)
    .filter((part) => part !== '')
    .map((part) => ({text: part, isWord: !ONLY_SEPARATOR.test(part)}));
}

function render(
  tokens: Token[],
  matcher: WordMatcher,
  tags: HighlightTags,
): {value: string; words: string[]; matchedTokens: number; wordTokens: number} {
  let value = '';
  const words = new Set<string>();
  let matchedTokens = 0;
  let wordTokens = 0;
  for (const token of tokens) {
    const escaped = escapeHtml(token.text);
    if (!token.isWord) {
      value += escaped;
      continue;
    }
    wordTokens++;
    const answers = matcher(token.text);
    if (!answers.length) {
      value += escaped;
      continue;
    }
    matchedTokens++;
    answers.forEach((answer) => words.add(answer));
    value += `${tags.pre}${escaped}${tags.post}`;
  }
  return {value, words: [...words], matchedTokens, wordTokens};
}

function matchLevel(matchedWords: number, queryTermCount: number): MatchLevel {
  if (!matchedWords) return 'none';
  return matchedWords >= queryTermCount ? 'full' : 'partial';
}

/** The whole text, escaped, with matched words between the highlight tags. */
export function highlightText(
  text: string,
  matcher: WordMatcher,
  queryTermCount: number,
  tags: HighlightTags = DEFAULT_TAGS,
): HighlightResult {
  const {value, words, matchedTokens, wordTokens} = render(splitWords(text), matcher, tags);
  return {
    value,
    matchLevel: matchLevel(words.length, queryTermCount),
    matchedWords: words.map(escapeHtml),
    fullyHighlighted: wordTokens > 0 && matchedTokens === wordTokens,
  };
}

/** At most `wordCount` words of the text around its first match, with an ellipsis where text was cut. */
export function snippetText(
  text: string,
  matcher: WordMatcher,
  queryTermCount: number,
  wordCount: number,
  tags: HighlightTags = DEFAULT_TAGS,
): SnippetResult {
  const tokens = splitWords(text);
  const wordIndexes: number[] = [];
  const answered = new Set<string>();
  let firstMatch = -1;
  tokens.forEach((token, i) => {
    if (!token.isWord) return;
    const answers = matcher(token.text);
    if (answers.length && firstMatch < 0) firstMatch = wordIndexes.length;
    answers.forEach((answer) => answered.add(answer));
    wordIndexes.push(i);
  });
  const level = matchLevel(answered.size, queryTermCount);
  if (wordIndexes.length <= wordCount) return {value: render(tokens, matcher, tags).value, matchLevel: level};
  const startWord = Math.max(
    0,
    Math.min(Math.max(0, firstMatch) - Math.floor(wordCount / 3), wordIndexes.length - wordCount),
  );
  const endWord = startWord + Math.max(1, wordCount);
  const from = startWord === 0 ? 0 : wordIndexes[startWord];
  const to = wordIndexes[endWord - 1] + 1;
  const ellipsis = escapeHtml(tags.ellipsis);
  const before = startWord > 0 ? ellipsis : '';
  const after = endWord < wordIndexes.length ? ellipsis : '';
  return {value: `${before}${render(tokens.slice(from, to), matcher, tags).value}${after}`, matchLevel: level};
}
