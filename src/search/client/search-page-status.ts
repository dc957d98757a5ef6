/**
 * Whether the search page's last search could reach the index, and the query words its results were found
 * without. The theme's search page has no error state of its own (its helper throws when nothing answers),
 * so the local client answers it with no hits and records the failure here for theme/SearchPage to show;
 * and it does not know of words left out (respond.ts), so they are recorded here for the same page.
 */
let failed = false;
let without: string[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const searchPageStatus = {
  failed: (): boolean => failed,
  set(hasFailed: boolean): void {
    if (hasFailed === failed) return;
    failed = hasFailed;
    notify();
  },
  without: (): string[] => without,
  setWithout(words: string[]): void {
    if (words.join('\u0000') === without.join('\u0000')) return;
    without = words;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
