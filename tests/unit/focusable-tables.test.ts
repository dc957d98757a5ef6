import assert from 'node:assert/strict';
import {test} from 'node:test';
import remarkGfm from 'remark-gfm';
import remarkFocusableTables from '../../src/plugins/focusable-tables';

// An ES module only: imported at run time (the tests run as CommonJS).
const compiled = async (markdown: string, plugins: unknown[]) =>
  String(await (await import('@mdx-js/mdx')).compile(markdown, {remarkPlugins: [remarkGfm, ...plugins] as never}));

test('every Markdown table becomes reachable by keyboard (tabIndex 0), and only tables', async () => {
  const markdown = '| Flag | Default |\n|---|---|\n| `--a` | 1 |\n\nText.\n\n| B |\n|---|\n| 2 |\n';
  const withPlugin = await compiled(markdown, [remarkFocusableTables]);
  assert.equal(withPlugin.match(/_components\.table, \{\s*tabIndex: "0"/g)?.length, 2, withPlugin);
  assert.equal(withPlugin.match(/tabIndex/g)?.length, 2);
  assert.doesNotMatch(await compiled(markdown, []), /tabIndex/);
});
