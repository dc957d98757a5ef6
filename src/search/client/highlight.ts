/**
 * Highlighting and snippets in Algolia's result shape. Every piece of indexed text is HTML-escaped word by
 * word before the highlight tags go around the matched words, so the tags are the only markup that can
 * reach the page. Only `value` is given: DocSearch and the search page read nothing else of a
 * highlight or snippet result (Algolia's `matchLevel`, `matchedWords`, `fullyHighlighted`). Pure.
 */
import {escapeHtml} from './escape';
import {WORD_SEPARATOR, normaliseTerm, stemTerm} from './terms';

export interface HighlightTags {
  pre: string;
  post: string;
  /** Marks text cut from a snippet; escaped like the text. */
  ellipsis: string;
}

/** Algolia's defaults when a request names no tags. */
export const DEFAULT_TAGS: HighlightTags = {pre: '<em>', post: '</em>', ellipsis: '…'};

/** Whether a word of the text is one the engine matched. */
export type WordMatcher = (word: string) => boolean;

/** A matcher for the indexed terms the engine matched (e.g. 'authentication' for the query 'auth'). */
export function createWordMatcher(matchedTerms: Iterable<string>): WordMatcher {
  const matched = new Set(matchedTerms);
  return (word) => {
    const term = normaliseTerm(word);
    // The engine may have matched the word's stem (cluster for clusters).
    return term !== null && (matched.has(term) || matched.has(stemTerm(term)));
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

function render(tokens: Token[], matcher: WordMatcher, tags: HighlightTags): string {
  return tokens
    .map(({text, isWord}) =>
      isWord && matcher(text) ? `${tags.pre}${escapeHtml(text)}${tags.post}` : escapeHtml(text),
    )
    .join('');
}

/** The whole text, escaped, with matched words between the highlight tags. */
export function highlightText(text: string, matcher: WordMatcher, tags: HighlightTags = DEFAULT_TAGS): {value: string} {
  return {value: render(splitWords(text), matcher, tags)};
}

/** At most `wordCount` words of the text around its first match, with an ellipsis where text was cut. */
export function snippetText(
  text: string,
  matcher: WordMatcher,
  wordCount: number,
  tags: HighlightTags = DEFAULT_TAGS,
): {value: string} {
  const tokens = splitWords(text);
  const wordIndexes: number[] = [];
  let firstMatch = -1;
  tokens.forEach((token, i) => {
    if (!token.isWord) return;
    if (firstMatch < 0 && matcher(token.text)) firstMatch = wordIndexes.length;
    wordIndexes.push(i);
  });
  if (wordIndexes.length <= wordCount) return {value: render(tokens, matcher, tags)};
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
  return {value: `${before}${render(tokens.slice(from, to), matcher, tags)}${after}`};
}
