import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {contentSecurityPolicyStep} from '../../src/plugins/content-security-policy';
import {BuiltPages} from '../../src/plugins/post-build/built-pages';
import {inlineScripts, insertPolicy, policyForPage, scriptHash} from '../../src/plugins/content-security-policy/policy';
import {connectSources} from '../../config/content-security-policy';
import {checkBuiltHtml} from '../lib/built-html';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../src/plugins/content-security-policy/no-eval-probe-loader.js') as (
  this: {resourcePath: string},
  source: string,
) => string;

const PAGE =
  '<!doctype html><html><head><meta charset=UTF-8><title>t</title>' +
  '<script type=application/ld+json>{"a":1}</script><script src=/ceems/main.js defer></script></head>' +
  '<body><script>document.documentElement.dataset.theme="light"</script><main><p>x</p></main></body></html>';

test('the policy step writes each page its policy, with the extra connect-src sources', () => {
  const pages = new BuiltPages(
    '/ceems/',
    new Map([
      ['index.html', PAGE],
      ['docs/api/list.html', PAGE],
    ]),
  );
  contentSecurityPolicyStep({connectSrc: ['https://abc-dsn.algolia.net']}).run(pages, {} as never);
  const home = pages.get('index.html') ?? '';
  assert.match(home, /connect-src 'self' https:\/\/abc-dsn\.algolia\.net;/);
  assert.match(pages.get('docs/api/list.html') ?? '', /connect-src 'self' https:\/\/abc-dsn\.algolia\.net;/);
  contentSecurityPolicyStep({}).run(pages, {} as never);
  assert.match(pages.get('index.html') ?? '', /connect-src 'self';/, 'written again, without the sources');
  assert.deepEqual(
    checkBuiltHtml(home).filter((p) => p.rule === 'content security policy'),
    [],
  );
});

test('only executable inline scripts are hashed, as the browser hashes their text', () => {
  assert.deepEqual(inlineScripts(PAGE), ['document.documentElement.dataset.theme="light"']);
  // The browser normalises CRLF to LF before hashing; so does the parser.
  assert.deepEqual(
    inlineScripts('<script>a\r\nb</script><script type=module>c</script><script type="text/plain">d</script>'),
    ['a\nb', 'c'],
  );
  assert.equal(scriptHash(''), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

test('writing the policy twice gives the same page; it goes right after <meta charset>', () => {
  const once = insertPolicy(PAGE, policyForPage(PAGE));
  assert.equal(insertPolicy(once, policyForPage(once)), once);
  assert.ok(
    once.startsWith('<!doctype html><html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy"'),
  );
  assert.ok(once.indexOf('name="referrer" content="strict-origin-when-cross-origin"') < once.indexOf('<script'));
});

test('connect-src widens for hosted search only, on every page', () => {
  assert.deepEqual(connectSources({hostedSearch: false}), []);
  assert.deepEqual(connectSources({hostedSearch: true}), [], 'no application id, no host');
  assert.deepEqual(connectSources({hostedSearch: true, appId: 'ABC123'}), [
    'https://abc123-dsn.algolia.net',
    'https://abc123-1.algolianet.com',
    'https://abc123-2.algolianet.com',
    'https://abc123-3.algolianet.com',
  ]);
});

test("DocSearch's eval probe is answered at build time; any other run-time compilation stops the build", () => {
  const probe = 'var Wa=Ma(function(){try{return new Function(""),!0}catch(e){return!1}});';
  assert.equal(loader.call({resourcePath: 'DocSearchModal.js'}, probe), 'var Wa=Ma(function(){return!1});');
  assert.throws(
    () => loader.call({resourcePath: 'x.js'}, 'var f=new Function("a","return a")'),
    /compiles code at run time/,
  );
  assert.throws(() => loader.call({resourcePath: 'x.js'}, 'x=1; eval(code)'), /compiles code at run time/);
  const modal = fs.readFileSync(
    path.join(__dirname, '..', '..', 'node_modules', '@docsearch', 'react', 'dist', 'esm', 'DocSearchModal.js'),
    'utf8',
  );
  assert.doesNotThrow(
    () => loader.call({resourcePath: 'DocSearchModal.js'}, modal),
    'the installed DocSearch has a probe this loader does not know',
  );
});
