/** Pure helpers of scripts/bench-search.ts: DocSearch's display order, ranks and percentiles. */
import type {LocalHit} from '../../src/search/client/respond';

/**
 * Hits in the order the DocSearch modal shows them: grouped by section (lvl0) in order of first
 * appearance, at most `perGroup` per section, and within a section grouped by page title (lvl1).
 */
export function displayOrder<T extends Pick<LocalHit, 'hierarchy'>>(hits: T[], perGroup = 5): T[] {
  const groupBy = (items: T[], key: (hit: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const hit of items) {
      const group = groups.get(key(hit)) ?? [];
      if (group.length < perGroup) group.push(hit);
      groups.set(key(hit), group);
    }
    return [...groups.values()];
  };
  return groupBy(hits, (hit) => hit.hierarchy.lvl0).flatMap((section) => groupBy(section, (hit) => hit.hierarchy.lvl1).flat());
}

/** 1-based rank of the first hit on one of `pages` among the distinct pages shown, or undefined. */
export function pageRank(hits: Array<Pick<LocalHit, 'url'>>, pages: string[]): number | undefined {
  const seen: string[] = [];
  for (const hit of hits) {
    const page = new URL(hit.url).pathname;
    if (!seen.includes(page)) seen.push(page);
    if (pages.includes(page)) return seen.indexOf(page) + 1;
  }
  return undefined;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(values: number[]): number {
  return percentile(values, 50);
}
