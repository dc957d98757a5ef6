import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  createThreadSearchClient,
  searchUnavailableReason,
  type ThreadReply,
  type ThreadRequest,
} from '../../src/search/client/search-thread';

/** A worker whose replies the test writes: it keeps what the client sent. */
class FakeWorker {
  sent: ThreadRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<ThreadReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  /** Set to make postMessage throw, as it does for a message that cannot be copied. */
  refuse?: Error;
  postMessage(message: ThreadRequest): void {
    if (this.refuse) throw this.refuse;
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: ThreadReply): void {
    this.onmessage!({data} as MessageEvent<ThreadReply>);
  }
  /** A script that did not load: a plain event, no message. */
  failToLoad(): {prevented: boolean} {
    const seen = {prevented: false};
    this.onerror!({preventDefault: () => (seen.prevented = true)} as unknown as ErrorEvent);
    return seen;
  }
  /** An error thrown in the worker. */
  throwInside(message: string): {prevented: boolean} {
    const seen = {prevented: false};
    this.onerror!({message, preventDefault: () => (seen.prevented = true)} as unknown as ErrorEvent);
    return seen;
  }
}

function threadClient() {
  const workers: FakeWorker[] = [];
  const client = createThreadSearchClient('/ceems/search-index.abc.json', 'http://x', () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  });
  return {client, workers};
}

const searchOf = (worker: FakeWorker, index: number) =>
  worker.sent.filter((m) => m.type === 'search')[index] as {id: number};

test('the worker starts when the search is first wanted, and each answer goes to its own search', async () => {
  const {client, workers} = threadClient();
  assert.equal(workers.length, 0, 'nothing started with the client');
  client.preload();
  assert.equal(workers.length, 1);
  assert.deepEqual(workers[0].sent, [{type: 'preload', indexPath: '/ceems/search-index.abc.json', origin: 'http://x'}]);
  const first = client.search({requests: [{indexName: 'i', query: 'rapl'}]});
  const second = client.search({requests: [{indexName: 'i', query: 'slurm'}]});
  assert.equal(workers.length, 1, 'one worker for every search');
  const [a, b] = [searchOf(workers[0], 0), searchOf(workers[0], 1)];
  assert.notEqual(a.id, b.id);
  workers[0].reply({id: b.id, response: {results: ['slurm']}});
  workers[0].reply({id: a.id, response: {results: ['rapl']}});
  assert.deepEqual(await first, {results: ['rapl']});
  assert.deepEqual(await second, {results: ['slurm']});
});

test("a failed search rejects with the worker's error; its reason stands until a search succeeds", async () => {
  const {client, workers} = threadClient();
  const failed = client.search({requests: []});
  const reason = {title: 'The search index has changed since this page was loaded.', help: 'Reload the page.'};
  workers[0].reply({id: searchOf(workers[0], 0).id, error: {name: 'RetryError', message: 'HTTP 404'}, reason});
  await assert.rejects(failed, (error: Error) => error.name === 'RetryError' && error.message === 'HTTP 404');
  assert.deepEqual(searchUnavailableReason(), reason);
  const next = client.search({requests: []});
  workers[0].reply({id: searchOf(workers[0], 1).id, response: {results: []}});
  await next;
  assert.equal(searchUnavailableReason(), undefined);
});

test('a worker that cannot load fails open searches as an unreachable index; the next starts another', async () => {
  const {client, workers} = threadClient();
  const open = [client.search({requests: []}), client.search({requests: []})];
  assert.equal(workers[0].failToLoad().prevented, true, 'a failed load is said by the search, not the console');
  for (const search of open)
    await assert.rejects(
      search,
      (error: Error) => error.name === 'RetryError' && /the search code did not load/.test(error.message),
    );
  assert.ok(workers[0].terminated);
  assert.equal(searchUnavailableReason(), undefined);
  const retried = client.search({requests: []});
  assert.equal(workers.length, 2, 'a new worker');
  workers[1].reply({id: searchOf(workers[1], 0).id, response: {results: []}});
  assert.deepEqual(await retried, {results: []});
});

test('an error thrown in the worker fails its searches, left to the console; a stray reply is ignored', async () => {
  const {client, workers} = threadClient();
  const open = client.search({requests: []});
  workers[0].reply({id: 999, response: {results: ['stray']}});
  assert.equal(workers[0].throwInside('TypeError: x is undefined').prevented, false);
  await assert.rejects(open, /the search worker failed \(TypeError: x is undefined\)/);
});

test('a request that cannot be sent fails its search at once and leaves nothing waiting', async () => {
  const {client, workers} = threadClient();
  client.preload();
  workers[0].refuse = new Error('could not be cloned');
  assert.doesNotThrow(() => client.preload(), 'preloading never throws into a hover handler');
  await assert.rejects(client.search({requests: [() => 1]}), /the search could not be sent \(could not be cloned\)/);
  workers[0].refuse = undefined;
  const next = client.search({requests: []});
  workers[0].reply({id: searchOf(workers[0], 0).id, response: {results: ['ok']}});
  assert.deepEqual(await next, {results: ['ok']});
});

test('a reply that cannot be read fails the open searches', async () => {
  const {client, workers} = threadClient();
  const open = client.search({requests: []});
  workers[0].onmessageerror!({} as MessageEvent);
  await assert.rejects(open, /a reply of the search worker could not be read/);
  assert.ok(workers[0].terminated);
});
