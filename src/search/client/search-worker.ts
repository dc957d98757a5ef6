/**
 * The local search's own thread (started by ./search-thread.ts): it fetches the index, builds the engine and
 * answers each search, so that neither the build of the engine (about 0.2 s on a laptop, four times that on
 * a phone) nor a search holds up the page while the reader types. It speaks in ./search-thread.ts's messages.
 */
import {SearchEngine} from './engine';
import {answerSearch} from './respond';
import {createLocalSearchClient, unavailableReason, type LocalSearchClient} from './search-client';
import type {ThreadReply, ThreadRequest} from './search-thread';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ThreadRequest>) => void) | null;
  postMessage: (reply: ThreadReply) => void;
};

/** One client: the page starts one worker per index file (./search-thread.ts), so every message names the same. */
let client: LocalSearchClient | undefined;

scope.onmessage = ({data}) => {
  client ??= createLocalSearchClient({
    indexPath: data.indexPath,
    origin: data.origin,
    code: {Engine: SearchEngine, answer: answerSearch},
  });
  if (data.type === 'preload') {
    client.preload();
    return;
  }
  const {id} = data;
  const fail = (error: Error) =>
    scope.postMessage({
      id,
      error: {name: error?.name ?? 'Error', message: error?.message ?? String(error)},
      reason: unavailableReason(),
    });
  client.search(data.input).then((response) => {
    try {
      scope.postMessage({id, response});
    } catch (error) {
      // A response that cannot be copied to the page fails its search, not the worker.
      fail(error as Error);
    }
  }, fail);
};
