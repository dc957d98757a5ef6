/**
 * What the search bar and the search page need of the engine's rules, kept apart from the engine so that they
 * do not bring MiniSearch into every page: the engine loads with the index, on first search.
 */

/** Queries are cut to this many characters, as the search box is (ARCHITECTURE.md, requirements: search). */
export const MAX_QUERY_LENGTH = 64;

/** The notice shown when a search left words of the query out (no page holds them all, see engine.ts bestWithout). */
export function withoutNotice(words: readonly string[]): string {
  return `Results without ${words.map((word) => `'${word}'`).join(', ')}`;
}
