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

/** The distinct pages of the hits in the order shown, each with the URL of its first hit. */
function firstHitPerPage(hits: Array<Pick<LocalHit, 'url'>>): URL[] {
  const pages = new Map<string, URL>();
  for (const hit of hits) {
    const url = new URL(hit.url);
    if (!pages.has(url.pathname)) pages.set(url.pathname, url);
  }
  return [...pages.values()];
}

/** 1-based rank of the first hit on one of `pages` among the distinct pages shown, or undefined. */
export function pageRank(hits: Array<Pick<LocalHit, 'url'>>, pages: string[]): number | undefined {
  return firstHitPerPage(hits).findIndex((url) => pages.includes(url.pathname)) + 1 || undefined;
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
  const rank = firstHitPerPage(hits).findIndex(({pathname, hash}) =>
    expected.some((entry) => {
      const [path, wanted] = entry.split('#');
      // '/ceems/docs/' names the page served at /ceems/docs (trailingSlash: false).
      return (
        (path === pathname || path.replace(/(.)\/$/, '$1') === pathname) &&
        (wanted === undefined || decodeURIComponent(hash.slice(1)) === wanted)
      );
    }),
  );
  return rank + 1 || undefined;
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
      const got = firstHitPerPage(hits)
        .slice(0, 3)
        .map((url) => url.pathname + url.hash);
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
