import assert from 'node:assert/strict';
import {test} from 'node:test';
import {hashedIndexFile, hashedIndexPattern, nameIndexInPage} from '../../src/search/build/write-index';
import {createLocalSearchClient, unavailableReason} from '../../src/search/client/search-client';

/** Engine code for clients whose index never loads. */
const NO_CODE = {Engine: class {} as never, answer: (() => ({results: []})) as never};

test('the index file is named after its content, and the pattern finds only such names', () => {
  const a = hashedIndexFile('search-index.json', '{"a":1}');
  assert.match(a, /^search-index\.[0-9a-f]{12}\.json$/);
  assert.equal(hashedIndexFile('search-index.json', '{"a":1}'), a, 'same content, same name');
  assert.notEqual(hashedIndexFile('search-index.json', '{"a":2}'), a, 'other content, other name');
  const pattern = hashedIndexPattern('search-index.json');
  assert.ok(pattern.test(`http://127.0.0.1:8080/ceems/${a}`));
  assert.ok(!pattern.test('http://127.0.0.1:8080/ceems/search-index.json'));
});

test('every page names its index in its head, once, whatever ran before', () => {
  const page = '<html><head><meta charset=UTF-8><title>t</title></head><body></body></html>';
  const named = nameIndexInPage(page, '/ceems/search-index.0123456789ab.json');
  assert.equal(
    named,
    '<html><head><meta charset=UTF-8><title>t</title><meta name="ceems-search-index" ' +
      'content="/ceems/search-index.0123456789ab.json"></head><body></body></html>',
  );
  assert.equal(nameIndexInPage(named, '/ceems/search-index.ba9876543210.json').match(/ceems-search-index/g)?.length, 1);
});

test('a failed fetch of the dev server index says it is not written yet; hosted mode never does', async () => {
  const realFetch = globalThis.fetch;
  const realEnv = process.env.NODE_ENV;
  try {
    process.env.NODE_ENV = 'development';
    // Hosted mode: no local client fetched anything, so a failed Algolia search gets the generic message.
    assert.equal(unavailableReason(), undefined);
    globalThis.fetch = (async () => new Response('', {status: 404})) as typeof fetch;
    const client = createLocalSearchClient({
      indexPath: '/ceems/search-index.json',
      origin: 'http://localhost',
      code: NO_CODE,
    });
    await assert.rejects(client.search({}), /HTTP 404/);
    assert.equal(unavailableReason()?.title, 'No search index on the dev server yet.');
  } finally {
    globalThis.fetch = realFetch;
    process.env.NODE_ENV = realEnv;
  }
});

test('an index that is gone (404) is reported as changed since the page loaded; other failures are not', async () => {
  const client = () =>
    createLocalSearchClient({
      indexPath: '/ceems/search-index.0123456789ab.json',
      origin: 'http://localhost',
      code: NO_CODE,
    });
  const realFetch = globalThis.fetch;
  try {
    globalThis.fetch = (async () => new Response('', {status: 503})) as typeof fetch;
    await assert.rejects(client().search({}), /HTTP 503/);
    assert.equal(unavailableReason(), undefined);
    globalThis.fetch = (async () => new Response('not found', {status: 404})) as typeof fetch;
    await assert.rejects(client().search({}), /HTTP 404/);
    assert.deepEqual(unavailableReason(), {
      title: 'The search index has changed since this page was loaded.',
      help: 'Reload the page.',
    });
  } finally {
    globalThis.fetch = realFetch;
  }
});
