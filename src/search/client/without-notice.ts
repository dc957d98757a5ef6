/**
 * The notice shown when a search left words of the query out (no page holds them all, see
 * engine.ts bestWithout): its own module, so that the modal and the search page show it without loading the engine.
 */
export function withoutNotice(words: readonly string[]): string {
  return `Results without ${words.map((word) => `'${word}'`).join(', ')}`;
}
