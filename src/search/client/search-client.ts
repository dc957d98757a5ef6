/**
 * The search client of local mode: the same `search()` as Algolia's lite client, answered from the index
 * file the build writes. The index is fetched on first need and kept for the rest of the page load. In the
 * browser it runs in the search worker (./search-worker.ts, started by ./search-thread.ts), so pages that are
 * read and not searched never download or run the engine (MiniSearch and the ranking code).
 */
import type {SearchEngine} from './engine';
import type {SearchIndexFile} from './index-file';
import type {SearchResponse} from './respond';

type Answer = (engine: SearchEngine, input: unknown, origin: string) => {results: SearchResponse[]};

/** The engine and the answering code (given by the search worker, which bundles them). */
export interface SearchCode {
  Engine: new (file: SearchIndexFile) => SearchEngine;
  answer: Answer;
}

/** DocSearch shows its error screen only for errors of this name (what Algolia's client throws). */
export class IndexUnavailableError extends Error {
  constructor(indexPath: string, reason: string) {
    super(`The search index ${indexPath} could not be loaded: ${reason}`);
    this.name = 'RetryError';
  }
}

/** Whether the index this page names answered 404 (on a build, not on the dev server, which has none). */
let indexGone = false;
/** Whether the dev server's index could not be fetched, the last time it was asked for (local mode only). */
let devIndexMissing = false;

/**
 * Why the last search could not reach the index, when the site knows (for the modal and the search page): the
 * index this page names is gone, the site having been deployed since the page loaded; or the dev server has not
 * written its index yet. Undefined when it does not (the network).
 */
export function unavailableReason(): {title: string; help: string} | undefined {
  if (indexGone) return {title: 'The search index has changed since this page was loaded.', help: 'Reload the page.'};
  if (!devIndexMissing) return undefined;
  return {
    title: 'No search index on the dev server yet.',
    help:
      'The dev server writes it from the Markdown sources as it starts: search again once its log shows ' +
      '"[search-index] dev server".',
  };
}

export interface LocalSearchClient {
  search: (input: unknown) => Promise<{results: SearchResponse[]}>;
  /** Starts loading the index if it is not loaded yet; never rejects. */
  preload: () => void;
}

export interface LocalSearchClientOptions {
  indexPath: string;
  /** Origin that hit urls are made absolute against. */
  origin: string;
  fetchIndex?: (path: string) => Promise<SearchIndexFile>;
  code: SearchCode;
}

/** The index, and on the dev server whether it was there (hosted mode never fetches it: no dev reason then). */
async function fetchIndexFile(indexPath: string): Promise<SearchIndexFile> {
  const file = readIndexFile(indexPath);
  file.then(
    () => (devIndexMissing = false),
    () => (devIndexMissing = process.env.NODE_ENV === 'development'),
  );
  return file;
}

async function readIndexFile(indexPath: string): Promise<SearchIndexFile> {
  let response: Response;
  try {
    // The dev server rewrites its index as pages change: ask it each time rather than the browser's cache.
    response = await fetch(indexPath, {
      credentials: 'same-origin',
      cache: process.env.NODE_ENV === 'development' ? 'no-cache' : 'default',
    });
  } catch (error) {
    throw new IndexUnavailableError(indexPath, (error as Error).message);
  }
  if (response.status === 404 && process.env.NODE_ENV !== 'development') indexGone = true;
  if (!response.ok) throw new IndexUnavailableError(indexPath, `HTTP ${response.status}`);
  try {
    return (await response.json()) as SearchIndexFile;
  } catch (error) {
    throw new IndexUnavailableError(indexPath, `not JSON (${(error as Error).message})`);
  }
}

export function createLocalSearchClient({
  indexPath,
  origin,
  fetchIndex = fetchIndexFile,
  code: {Engine, answer},
}: LocalSearchClientOptions): LocalSearchClient {
  let engine: Promise<SearchEngine> | undefined;
  let settled = false;
  const loadEngine = (): Promise<SearchEngine> => {
    engine ??= fetchIndex(indexPath).then(
      (file) => {
        settled = true;
        try {
          return new Engine(file);
        } catch (error) {
          throw new IndexUnavailableError(indexPath, (error as Error).message);
        }
      },
      (error: unknown) => {
        throw error instanceof IndexUnavailableError ? error : new IndexUnavailableError(indexPath, String(error));
      },
    );
    // A failed load is not kept: the next search tries again (the network may be back).
    engine.catch(() => {
      engine = undefined;
    });
    return engine;
  };
  return {
    search: async (input) => answer(await loadEngine(), input, origin),
    preload: () => {
      // On the dev server the index follows the pages: it is loaded again each time the search opens.
      if (process.env.NODE_ENV === 'development' && settled) {
        engine = undefined;
        settled = false;
      }
      loadEngine().catch(() => undefined);
    },
  };
}
