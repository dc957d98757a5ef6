/**
 * The local search client of the page: the same `search()` and `preload()` as ./search-client.ts's, answered by
 * a worker (./search-worker.ts) that holds the index and the engine. The worker starts when the reader first
 * reaches for the search (never during server rendering, where nothing searches).
 */
import {IndexUnavailableError, type LocalSearchClient, type unavailableReason} from './search-client';

type Reason = ReturnType<typeof unavailableReason>;

export type ThreadRequest = {indexPath: string; origin: string} & (
  {type: 'preload'} | {type: 'search'; id: number; input: unknown}
);

export type ThreadReply =
  | {id: number; response: unknown; error?: undefined}
  | {id: number; error: {name: string; message: string}; reason: Reason};

/** Why the worker's last search could not reach the index, as it said (see ./search-client.ts). */
let reported: Reason;

/** Why the last search could not reach the index, when the site knows. */
export function searchUnavailableReason(): Reason {
  return reported;
}

type MinimalWorker = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((event: MessageEvent<ThreadReply>) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

export function createThreadSearchClient(
  indexPath: string,
  origin: string,
  startWorker: () => MinimalWorker,
): LocalSearchClient {
  let worker: MinimalWorker | undefined;
  let nextId = 0;
  const pending = new Map<number, {resolve: (response: never) => void; reject: (error: Error) => void}>();
  const unavailable = (reason: string) => new IndexUnavailableError(indexPath, reason);
  /** Every open search fails; the next one starts a new worker. */
  const stop = (thread: MinimalWorker, error: Error) => {
    thread.terminate();
    if (worker === thread) worker = undefined;
    reported = undefined;
    for (const {reject} of pending.values()) reject(error);
    pending.clear();
  };
  const started = (): MinimalWorker => {
    if (worker) return worker;
    const thread = startWorker();
    thread.onmessage = ({data}) => {
      const request = pending.get(data.id);
      if (!request) return;
      pending.delete(data.id);
      reported = data.error ? data.reason : undefined;
      if (!data.error) return request.resolve(data.response as never);
      const error = new Error(data.error.message);
      error.name = data.error.name;
      request.reject(error);
    };
    // A reply that cannot be read: its search cannot be told from the others, so all of them fail.
    thread.onmessageerror = () => stop(thread, unavailable('a reply of the search worker could not be read'));
    // The worker's script did not load (the network went away: an event with no message) or the worker threw.
    // Either way every open search fails as an unreachable index does, and the next one starts a new worker;
    // an error the worker threw is left for the browser to report, as a defect.
    thread.onerror = (event) => {
      // A script that did not load fires a plain Event, without a message.
      const message = (event as Partial<ErrorEvent>).message ?? '';
      if (!message) event.preventDefault();
      stop(thread, unavailable(message ? `the search worker failed (${message})` : 'the search code did not load'));
    };
    worker = thread;
    return thread;
  };
  return {
    search: (input) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, {resolve, reject});
        try {
          started().postMessage({type: 'search', id, indexPath, origin, input} satisfies ThreadRequest);
        } catch (error) {
          // No worker could start, or the request cannot be copied to it.
          pending.delete(id);
          reject(unavailable(`the search could not be sent (${(error as Error).message})`));
        }
      }),
    preload: () => {
      try {
        started().postMessage({type: 'preload', indexPath, origin} satisfies ThreadRequest);
      } catch {
        // Said by the first search, which tries again.
      }
    },
  };
}

const clients = new Map<string, LocalSearchClient>();

/**
 * One client per index file and page load, shared by the search modal and the search page. During server
 * rendering it is created but never asked (searches start in effects), so any origin will do.
 */
export function getLocalSearchClient(indexPath: string): LocalSearchClient {
  let client = clients.get(indexPath);
  if (!client) {
    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    client = createThreadSearchClient(
      indexPath,
      origin,
      () => new Worker(new URL('./search-worker.ts', import.meta.url), {name: 'search'}),
    );
    clients.set(indexPath, client);
  }
  return client;
}
