import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkBuiltHtml} from '../../scripts/lib/built-html';

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body><main>${body}</main></body></html>`;
const rules = (body: string) => checkBuiltHtml(page(body)).map((p) => p.rule);

test('a well-rendered page has no problem, whatever its code blocks show', () => {
  assert.deepEqual(checkBuiltHtml(page(
    '<h2 id="time-zone">Time zone</h2><div class="admonition"><p>Dates are UTC.</p></div>' +
    '<pre><code>:::note[Title]\nconsole.log(undefined)\n## Heading {#id}</code></pre><p>Use <code>{#id}</code> in headings.</p>',
  )), []);
});

test('an admonition written in the MDX 1 title form is reported', () => {
  assert.deepEqual(rules('<p>:::note Time zone</p><p>Dates are UTC.</p><p>:::</p>'), [
    'admonition directive left as text',
    'admonition directive left as text',
  ]);
});

test('an explicit heading id the build did not take is reported', () => {
  assert.deepEqual(rules('<h2 id="collectors-collectors">Collectors {#collectors}</h2>'), ['heading id left in a heading']);
});

test('an unreplaced token is reported in text, in code and in a link', () => {
  assert.deepEqual(checkBuiltHtml(page(
    '<p>Version @CEEMS_VERSION@.</p><pre><code>curl @CEEMS_REPO_URL@/x</code></pre><a href="@CEEMS_REPO_URL@/releases">r</a>',
  )).map((p) => p.text), ['@CEEMS_VERSION@', '@CEEMS_REPO_URL@', 'href="@CEEMS_REPO_URL@/releases"']);
});

test('"undefined" in prose is reported, in a table cell too, but not inside a word', () => {
  assert.deepEqual(rules('<p>Port: undefined</p><table><tr><td>undefined</td></tr></table><p>undefinedness is fine</p>'), [
    '"undefined" in prose',
    '"undefined" in prose',
  ]);
});

test('a streaming boundary (code parked at the end of the page, moved by a script) is reported', () => {
  const parked = '<p>Install:</p><template id="B:0"></template><p>Then run it.</p>' +
    '<div hidden id="S:0"><pre><code>apt install ceems</code></pre></div><script>$RC("B:0","S:0")</script>';
  assert.deepEqual(rules(parked), ['React streaming boundary', 'React streaming boundary', 'React streaming boundary']);
});
