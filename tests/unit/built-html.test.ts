import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkBuiltHtml} from '../lib/built-html';
import {insertPolicy, policyForPage} from '../../src/plugins/content-security-policy/policy';

/** A built page as the build leaves it: with the policy its own scripts need. */
const withPolicy = (html: string) => insertPolicy(html, policyForPage(html));
const bare = (body: string, head = '') =>
  `<!doctype html><html><head><meta ` +
  `charset=UTF-8><title>t</title>${head}</head><body><main>${body}</main></body></html>`;
const page = (body: string) => withPolicy(bare(body));
const rules = (body: string) => checkBuiltHtml(page(body)).map((p) => p.rule);

test('a well-rendered page has no problem, whatever its code blocks show', () => {
  assert.deepEqual(
    checkBuiltHtml(
      page(
        '<h2 id="time-zone">Time zone</h2><div class="admonition"><p>Dates are UTC.</p></div>' +
          '<pre><code>:::note[Title]\nconsole.log(undefined)\n## Heading {#id}</code></pre><p>Use ' +
          '<code>{#id}</code> in headings.</p>',
      ),
    ),
    [],
  );
});

test('an admonition written in the MDX 1 title form is reported', () => {
  assert.deepEqual(rules('<p>:::note Time zone</p><p>Dates are UTC.</p><p>:::</p>'), [
    'admonition directive left as text',
    'admonition directive left as text',
  ]);
});

test('an explicit heading id the build did not take is reported', () => {
  assert.deepEqual(rules('<h2 id="collectors-collectors">Collectors {#collectors}</h2>'), [
    'heading id left in a heading',
  ]);
});

test('an unreplaced token is reported in text, in code and in a link', () => {
  assert.deepEqual(
    checkBuiltHtml(
      page(
        '<p>Version @CEEMS_VERSION@.</p><pre><code>curl @CEEMS_REPO_URL@/x</code></pre><a ' +
          'href="@CEEMS_REPO_URL@/releases">r</a>',
      ),
    ).map((p) => p.text),
    ['@CEEMS_VERSION@', '@CEEMS_REPO_URL@', 'href="@CEEMS_REPO_URL@/releases"'],
  );
});

test('"undefined" in prose is reported, in a table cell too, but not inside a word', () => {
  assert.deepEqual(
    rules('<p>Port: undefined</p><table><tr><td>undefined</td></tr></table><p>undefinedness is fine</p>'),
    ['"undefined" in prose', '"undefined" in prose'],
  );
});

test('a streaming boundary (code parked at the end of the page, moved by a script) is reported', () => {
  const parked =
    '<p>Install:</p><template id="B:0"></template><p>Then run it.</p>' +
    '<div hidden id="S:0"><pre><code>apt install ceems</code></pre></div><script>$RC("B:0","S:0")</script>';
  assert.deepEqual(rules(parked), ['React streaming boundary', 'React streaming boundary', 'React streaming boundary']);
});

const COLOUR_MODE = '<script>document.documentElement.setAttribute("data-theme","light")</script>';
const JSON_LD = '<script type=application/ld+json>{"@context":"https://schema.org","@type":"BreadcrumbList"}</script>';
const policyProblems = (html: string) =>
  checkBuiltHtml(html)
    .filter((p) => p.rule === 'content security policy')
    .map((p) => p.text);

test('a page whose policy hashes its inline script passes; a JSON-LD data block needs no hash', () => {
  const built = withPolicy(
    bare(`${COLOUR_MODE}<p>Text</p>`, `${JSON_LD}<script src=/ceems/assets/js/main.js defer></script>`),
  );
  assert.match(
    built,
    /<meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
  );
  assert.equal(built.match(/'sha256-/g)?.length, 1, 'one executable inline script, one hash');
  assert.deepEqual(policyProblems(built), []);
});

test('an inline script added after the policy was computed is reported', () => {
  const built = withPolicy(bare(`${COLOUR_MODE}<p>Text</p>`));
  const tampered = built.replace('<p>Text</p>', '<p>Text</p><script>alert(1)</script>');
  assert.deepEqual(policyProblems(tampered), ['inline script not allowed by script-src: alert(1)']);
  // A change of one character in a hashed script is a new script.
  assert.deepEqual(policyProblems(built.replace('"light"', '"dark"')).length, 1);
});

test('a page without the policy or the referrer policy is reported', () => {
  assert.deepEqual(policyProblems(bare('<p>Text</p>')), [
    'referrer policy is missing, not "strict-origin-when-cross-origin"',
    '0 Content-Security-Policy meta elements, not 1',
  ]);
});

test('a policy after the first script, or in the body, does not govern it and is reported', () => {
  const html = bare(COLOUR_MODE, '<script src=/ceems/a.js></script>');
  const late = withPolicy(html).replace(
    /(<meta http-equiv=[^>]*>)(.*?)(<script src=\/ceems\/a\.js><\/script>)/,
    '$2$3$1',
  );
  assert.deepEqual(policyProblems(late), ['the policy comes after <script>, which it therefore does not govern']);
  const inBody = withPolicy(html).replace(/(<meta http-equiv=[^>]*>)(.*)<main>/, '$2<main>$1');
  assert.deepEqual(policyProblems(inBody), [
    'the policy is not in <head>, where the browser reads it',
    'the policy comes after <script>, which it therefore does not govern',
  ]);
});

test("script-src with 'unsafe-inline', 'unsafe-eval' or a wildcard, or a weakened directive, is reported", () => {
  const built = withPolicy(bare(COLOUR_MODE));
  assert.deepEqual(
    policyProblems(built.replace("script-src 'self'", "script-src 'self' 'unsafe-inline' 'unsafe-eval'")),
    ["script-src allows 'unsafe-inline' 'unsafe-eval'"],
  );
  assert.deepEqual(policyProblems(built.replace("script-src 'self'", "script-src 'self' https:")), [
    'script-src allows https:',
  ]);
  assert.deepEqual(policyProblems(built.replace("object-src 'none'", "object-src 'self'")), [
    "object-src is not 'none'",
  ]);
});

test('inline event handlers and javascript: URLs are reported', () => {
  assert.deepEqual(
    policyProblems(page('<img src=/ceems/x.png onerror="alert(1)"><a href="JavaScript:void(0)">x</a>')),
    ['inline event handler onerror on <img>', 'javascript: URL on <a>'],
  );
});

test("a list item outside a list is reported (the API theme's array brackets), one inside a list is not", () => {
  assert.deepEqual(rules('<ul><li>one</li></ul><ol><li>two</li></ol>'), []);
  const problems = checkBuiltHtml(page('<div class="schema"><li><div>Array [</div></li></div>'));
  assert.deepEqual(
    problems.map((p) => [p.rule, p.text]),
    [['list item outside a list', '<li> in <div>: Array [']],
  );
});
