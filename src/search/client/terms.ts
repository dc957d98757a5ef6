/**
 * How text becomes terms: words split at separators, stop words dropped, lower case, Porter stems, and which
 * indexed term answers a query term (prefix or typo). Shared by the build plugin (which writes the index),
 * the browser client (which queries it) and highlighting, so all of them always tokenise the same way.
 * Pure: no I/O.
 */
import {stemmer} from 'stemmer';

/** Words are separated by white space, punctuation and symbols: `--web.config.file` is web, config, file. */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;

/** Words of questions that say nothing about the answer ("how do I ...", "what does ... need"). */
const STOP_WORDS = new Set(
  (
    'a an and are as at be between by can could did do does for from get has have how i if in into is it its me my ' +
    'need needs of on or our should so than that the then there these this those to was we what when where which ' +
    'who why will with would you your'
  ).split(' '),
);

/** The term a word is indexed and searched under, or null when the word is not worth indexing. */
export function normaliseTerm(word: string): string | null {
  const term = word.toLowerCase();
  if (!term || STOP_WORDS.has(term)) return null;
  if (term.length === 1 && !/\d/.test(term)) return null;
  return term;
}

/**
 * The stem of a term (Porter's algorithm: clusters and clustering to cluster), or the term itself when it
 * holds digits, is shorter than four letters, or would lose more than its ending (stems under three letters).
 */
export function stemTerm(term: string): string {
  if (term.length < 4) return term;
  let stem = stems.get(term);
  if (stem === undefined) {
    stem = /^[a-z]+$/.test(term) ? stemmer(term) : term;
    if (stem.length < 3) stem = term;
    // Highlighting stems every word of every hit shown: the site has some 10,000 distinct words.
    if (stems.size >= MAX_STEMS) stems.clear();
    stems.set(term, stem);
  }
  return stem;
}

/** Stems already computed, by term (at most MAX_STEMS, then forgotten at once). */
const stems = new Map<string, string>();
const MAX_STEMS = 50_000;

/** Index-time terms of a word: itself, and its stem when that differs (so a stem query finds every form). */
export function indexTerms(word: string): string | string[] | null {
  const term = normaliseTerm(word);
  if (term === null) return null;
  const stem = stemTerm(term);
  return stem === term ? term : [term, stem];
}

export function tokenize(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter(Boolean);
}

/** Typos forgiven in a query term: none below five letters, one per five letters, at most two. */
export function typoTolerance(queryTerm: string): number {
  return queryTerm.length >= 5 ? Math.min(2, Math.round(queryTerm.length * 0.2)) : 0;
}

/** Edit distance between two short strings, giving up (returning limit + 1) beyond `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
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
