/**
 * Whether the search page's last search could reach the index. The theme's search page has no error
 * state of its own (its helper throws when nothing answers), so the local client answers it with no hits
 * and records the failure here for theme/SearchPage to show.
 */
let failed = false;
const listeners = new Set<() => void>();

export const searchPageStatus = {
  failed: (): boolean => failed,
  set(hasFailed: boolean): void {
    if (hasFailed === failed) return;
    failed = hasFailed;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
