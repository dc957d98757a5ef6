import assert from 'node:assert/strict';
import {test} from 'node:test';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {markdownToHtml, needsThemeRenderer} from '../../src/theme/Markdown/render';
import Markdown from '../../src/theme/Markdown';

test('descriptions compile to the HTML the theme rendered: paragraphs, code, links, lists, tables', () => {
  assert.equal(
    markdownToHtml('Unix time in **seconds**, e.g. `1700000000`.'),
    '<p>Unix time in <strong>seconds</strong>, e.g. <code>1700000000</code>.</p>',
  );
  assert.equal(markdownToHtml('See [the guide](/ceems/docs/).'), '<p>See <a href="/ceems/docs/">the guide</a>.</p>');
  assert.match(markdownToHtml('- one\n- two'), /^<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>$/);
  assert.match(
    markdownToHtml('| a | b |\n|---|---|\n| 1 | 2 |'),
    /<table>[\s\S]*<th>a<\/th>[\s\S]*<td>2<\/td>[\s\S]*<\/table>/,
  );
  assert.match(
    markdownToHtml('Visit https://ceems-demo.myaddr.tools now'),
    /<a href="https:\/\/ceems-demo\.myaddr\.tools">/,
    'GFM autolinks',
  );
});

test('raw HTML is kept, as rehype-raw kept it; unsafe link protocols are not', () => {
  assert.equal(markdownToHtml('Line<br/>break'), '<p>Line<br/>break</p>');
  assert.equal(markdownToHtml('[x](javascript:alert(1))'), '<p><a href="">x</a></p>');
});

test('admonitions and fenced code go to the theme renderer; inline code and plain text do not', () => {
  assert.equal(needsThemeRenderer(':::note\nA note\n:::'), true);
  assert.equal(needsThemeRenderer('Text\n\n```json\n{}\n```'), true);
  assert.equal(needsThemeRenderer('Text with `code` and ::: in the middle'), false);
  assert.equal(needsThemeRenderer('Plain text.'), false);
});

test('the component wraps the HTML in an element that keeps the layout, and renders nothing for no text', () => {
  assert.equal(
    renderToStaticMarkup(React.createElement(Markdown, null, 'Cluster **ID**')),
    '<div class="openapi-markdown"><p>Cluster <strong>ID</strong></p></div>',
  );
  assert.equal(renderToStaticMarkup(React.createElement(Markdown, null, '  ')), '');
  assert.equal(renderToStaticMarkup(React.createElement(Markdown, null)), '');
});
