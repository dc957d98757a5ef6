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
  return groupBy(hits, (hit) => hit.hierarchy.lvl0).flatMap((section) =>
    groupBy(section, (hit) => hit.hierarchy.lvl1).flat(),
  );
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

/** One query of the evaluation set (tests/fixtures/search-eval.json). */
export interface EvalQuery {
  id: string;
  query: string;
  kind: string;
  /** URL paths; one with `#anchor` counts only when that anchor is the first hit shown for its page. */
  expected: string[];
  half: 'tune' | 'test';
}

/**
 * 1-based rank, among the distinct pages shown, of the first right page, or undefined. A page is right
 * when one of `expected` names it without an anchor, or names it with the anchor of its first hit shown
 * (an identifier must land on its own row, not just on its page).
 */
export function expectedRank(hits: Array<Pick<LocalHit, 'url'>>, expected: string[]): number | undefined {
  const firstHit = new Map<string, string>();
  for (const hit of hits) {
    const url = new URL(hit.url);
    if (!firstHit.has(url.pathname)) firstHit.set(url.pathname, url.hash.slice(1));
  }
  let rank = 0;
  for (const [page, anchor] of firstHit) {
    rank++;
    const right = expected.some((entry) => {
      const [path, wanted] = entry.split('#');
      // '/ceems/docs/' names the page served at /ceems/docs (trailingSlash: false).
      return (
        (path === page || path.replace(/(.)\/$/, '$1') === page) &&
        (wanted === undefined || decodeURIComponent(anchor) === wanted)
      );
    });
    if (right) return rank;
  }
  return undefined;
}

export interface EvalFigures {
  queries: number;
  mrr: number;
  hitAt1: number;
  hitAt3: number;
  misses: Array<{id: string; query: string; rank: number | null; expected: string[]; got: string[]}>;
}

/**
 * MRR, hit@1 and hit@3 (shares of queries, 0 to 1) of ranked answers; a miss is a query whose right page
 * is not in the top 3, listed with the first three pages (and their first hit's anchor) it got.
 */
export function evaluate(queries: EvalQuery[], answer: (query: string) => Array<Pick<LocalHit, 'url'>>): EvalFigures {
  let reciprocal = 0;
  let at1 = 0;
  let at3 = 0;
  const misses: EvalFigures['misses'] = [];
  for (const item of queries) {
    const hits = answer(item.query);
    const rank = expectedRank(hits, item.expected);
    if (rank) reciprocal += 1 / rank;
    if (rank === 1) at1++;
    if (rank && rank <= 3) at3++;
    else {
      const got: string[] = [];
      for (const hit of hits) {
        const url = new URL(hit.url);
        if (got.some((seen) => seen.split('#')[0] === url.pathname)) continue;
        got.push(url.pathname + url.hash);
        if (got.length === 3) break;
      }
      misses.push({id: item.id, query: item.query, rank: rank ?? null, expected: item.expected, got});
    }
  }
  const n = queries.length || 1;
  const round3 = (value: number) => Number(value.toFixed(3));
  return {
    queries: queries.length,
    mrr: round3(reciprocal / n),
    hitAt1: round3(at1 / n),
    hitAt3: round3(at3 / n),
    misses,
  };
}
