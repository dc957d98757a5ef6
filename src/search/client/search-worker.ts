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

let client: LocalSearchClient | undefined;

scope.onmessage = ({data}) => {
  client ??= createLocalSearchClient({
    indexPath: data.indexPath,
    origin: data.origin,
    // This file is already a chunk of its own: the engine comes with it.
    importCode: async () => ({Engine: SearchEngine, answer: answerSearch}),
  });
  if (data.type === 'preload') {
    client.preload();
    return;
  }
  client.search(data.input).then(
    (response) => scope.postMessage({id: data.id, response}),
    (error: Error) =>
      scope.postMessage({
        id: data.id,
        error: {name: error?.name ?? 'Error', message: error?.message ?? String(error)},
        reason: unavailableReason(),
      }),
  );
};
