/**
 * What the search bar remembers of this page load's searches, read from the responses themselves:
 * each query's hit count (DocSearch 4.7 adds up the counts of every keystroke in its own state), the
 * sections (lvl0) results came from, which the empty state offers as suggested queries, and whether the
 * last search failed for want of the index or the network (DocSearch 4.7 resets its error state at once,
 * see ../theme/SearchBar/empty-state.tsx).
 */

interface SearchResult {
  query?: string;
  nbHits?: number;
  without?: string[];
  hits?: Array<{hierarchy?: {lvl0?: string | null}}>;
}

interface Searchable {
  search: (...args: never[]) => Promise<unknown>;
}

type Request = {query?: unknown; params?: {query?: unknown}; indexName?: unknown} | undefined;

/** The queries of a search() call, in either request shape. */
function requestedQueries(input: unknown): Array<{query: string; indexName: string}> {
  const requests = Array.isArray(input) ? input : ((input as {requests?: unknown[]} | undefined)?.requests ?? []);
  return requests.map((request: Request) => {
    const {query, params, indexName} = request ?? {};
    return {query: String(query ?? params?.query ?? ''), indexName: String(indexName ?? '')};
  });
}

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/** Local hits carry escaped text; suggestions are rendered as plain text. */
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
}

export interface SearchSession {
  /** The number of hits of this exact query, once its response has arrived. */
  hitCount: (query: string) => number | undefined;
  /** The query words this exact query's results were found without (see respond.ts), once it has arrived. */
  without: (query: string) => string[];
  /** Sections that results came from, most recent first. */
  sectionsSeen: () => string[];
  /** Whether the latest search failed because the index or the network could not be reached. */
  lastSearchFailed: () => boolean;
  /** Calls `listener` after every search; returns the function that stops that. */
  subscribe: (listener: () => void) => () => void;
  /** The client with its `search()` observed. */
  observe: <T extends Searchable>(client: T) => T;
}

export function createSearchSession(): SearchSession {
  const counts = new Map<string, number>();
  const dropped = new Map<string, string[]>();
  const sections: string[] = [];
  let failed = false;
  const listeners = new Set<() => void>();
  const settle = (hasFailed: boolean) => {
    failed = hasFailed;
    listeners.forEach((listener) => listener());
  };
  const remember = (response: unknown) => {
    const results = (response as {results?: SearchResult[]} | undefined)?.results ?? [];
    const byQuery = new Map<string, number>();
    for (const result of results) {
      if (typeof result.query !== 'string') continue;
      byQuery.set(result.query, (byQuery.get(result.query) ?? 0) + (result.nbHits ?? 0));
      dropped.set(result.query, result.without ?? []);
      for (const hit of result.hits ?? []) {
        const section = hit.hierarchy?.lvl0 ? unescapeHtml(hit.hierarchy.lvl0) : undefined;
        if (!section) continue;
        const known = sections.indexOf(section);
        if (known >= 0) sections.splice(known, 1);
        sections.unshift(section);
      }
    }
    byQuery.forEach((count, query) => counts.set(query, count));
  };
  return {
    hitCount: (query) => counts.get(query),
    without: (query) => dropped.get(query) ?? [],
    sectionsSeen: () => [...sections],
    lastSearchFailed: () => failed,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    observe: (client) => {
      const search = client.search.bind(client);
      return {
        ...client,
        search: async (...args: never[]) => {
          try {
            const response = await search(...args);
            remember(response);
            settle(false);
            return response;
          } catch (error) {
            // Algolia's client and the local one both fail with RetryError when nothing can answer. DocSearch
            // would leave that rejection unhandled and show its empty state; answer with no hits instead and
            // let the empty state tell the reader what happened.
            if ((error as Error | undefined)?.name !== 'RetryError') throw error;
            settle(true);
            const results = requestedQueries(args[0]).map(({query, indexName}) => ({
              hits: [],
              nbHits: 0,
              page: 0,
              nbPages: 0,
              hitsPerPage: 0,
              query,
              index: indexName,
            }));
            return {results};
          }
        },
      };
    },
  };
}
