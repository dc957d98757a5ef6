import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import codeHighlight from '../../src/plugins/code-highlight';
import {highlightLines} from '../../src/plugins/code-highlight/highlight';
import {Prism} from '../../src/plugins/code-highlight/node-prism';
import remarkHighlight, {HIGHLIGHTED_PROP} from '../../src/plugins/code-highlight/remark-highlight';
import {prismThemeCss} from '../../src/plugins/code-highlight/theme-css';
import {prism} from '../../config/prism';
import {scratchDir} from '../lib/scratch';

async function compiled(source: string): Promise<string> {
  // ESM only: loaded as Docusaurus loads it.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile(source, {remarkPlugins: [remarkHighlight]}));
}

test('a fenced block reaches the code element highlighted, one line of HTML per line of code', async () => {
  const out = await compiled('# Install\n\n```bash\nsudo apt install ceems # now\necho "<x>"\n```\n\nRun `ls` too.\n');
  const highlighted = /highlighted: "((?:[^"\\]|\\.)*)"/.exec(out)?.[1];
  assert.ok(highlighted, `no ${HIGHLIGHTED_PROP} property in ${out}`);
  const lines = (JSON.parse(`"${highlighted}"`) as string).split('\n');
  assert.equal(lines.length, 2);
  assert.match(lines[0], /^<span class="token function">sudo<\/span> .*<span class="token comment"># now<\/span>$/);
  assert.match(lines[1], /&lt;x&gt;/, 'code text is escaped');
  // Inline code is not a code block.
  assert.equal(out.match(/highlighted:/g)?.length, 1);
});

test('a block asking for numbered lines stops the build, naming the page and the way out', async () => {
  const {compile} = await import('@mdx-js/mdx');
  await assert.rejects(
    compile({path: 'docs/x.md', value: '```bash showLineNumbers\nls\n```\n'}, {remarkPlugins: [remarkHighlight]}),
    /docs\/x\.md: a code block asks for showLineNumbers, .*CONTRIBUTING\.md.*remove it from the fence/,
  );
  // The theme's rule: a title that merely contains the word is not the option.
  assert.match(await compiled('```bash title="showLineNumbers"\nls\n```\n'), /highlighted:/);
});

test('code without a grammar stays plain, escaped, with its empty lines', () => {
  assert.deepEqual(highlightLines(Prism, 'up{job="a"} > 0\n\nx', 'promql'), ['up{job="a"} &gt; 0', '', 'x']);
  assert.deepEqual(highlightLines(Prism, 'a\n', 'text'), ['a', '']);
});

test("the extra languages are the specification's, and with them every code-sample tab has a grammar", async () => {
  const {languageTabs} = await import('../../config/openapi');
  // The extra Prism languages the site must register (ARCHITECTURE.md, requirements).
  assert.deepEqual(
    [...prism.additionalLanguages],
    ['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash', 'dart', 'objectivec', 'r'],
  );
  for (const language of prism.additionalLanguages)
    assert.ok(Prism.languages[language], `${language} is not registered`);
  // The browser's registration imports each grammar by name: the same list, in the same order.
  const registration = fs.readFileSync(require.resolve('../../src/plugins/code-highlight/register-languages'), 'utf8');
  const imported = [...registration.matchAll(/^import 'prismjs\/components\/prism-([\w-]+)';$/gm)].map((m) => m[1]);
  assert.deepEqual(
    imported.filter((name) => name !== 'markup-templating'),
    [...prism.additionalLanguages],
  );
  const missing = languageTabs.map((tab) => tab.highlight).filter((name) => !Prism.languages[name]);
  assert.deepEqual(missing, ['ocaml'], 'only OCaml, which Prism has no grammar for, shows as plain text');
  assert.equal((globalThis as {Prism?: unknown}).Prism, undefined, 'registration leaves no global Prism behind');
});

test('the stylesheet colours every token type of both themes, per colour mode', () => {
  const css = prismThemeCss(prism.theme, prism.darkTheme);
  assert.match(
    css,
    /\[data-theme='light'\] \.theme-code-block\{--prism-color:#393A34 !important;--prism-background-color:#f6f8fa !important\}/,
  );
  assert.match(
    css,
    /\[data-theme='dark'\] \.theme-code-block\{--prism-color:#F8F8F2 !important;--prism-background-color:#282A36 !important\}/,
  );
  // 'keyword' has two entries in the light theme: the later one wins, as in prism-react-renderer.
  assert.match(css, /\[data-theme='light'\] \.prism-code \.token\.keyword\{color:#00009f\}/);
  assert.match(
    css,
    /\[data-theme='dark'\] \.prism-code \.token\.keyword\{color:rgb\(189, 147, 249\);font-style:italic\}/,
  );
  for (const [mode, theme] of [
    ['light', prism.theme],
    ['dark', prism.darkTheme],
  ] as const) {
    for (const type of theme.styles.flatMap((entry) => entry.types)) {
      assert.ok(css.includes(`[data-theme='${mode}'] .prism-code .token.${type}{`), `${mode} ${type}`);
    }
  }
});

test("the plugin writes the site's Prism themes as a stylesheet, and names what is missing without them", () => {
  const generatedFilesDir = scratchDir('code-highlight-');
  const context = (themeConfig: object) => ({siteDir: process.cwd(), generatedFilesDir, siteConfig: {themeConfig}});
  const plugin = codeHighlight(context({prism}) as unknown as LoadContext);
  const [stylesheet] = plugin.getClientModules!() as string[];
  assert.equal(fs.readFileSync(stylesheet, 'utf8'), prismThemeCss(prism.theme, prism.darkTheme));
  assert.throws(
    () => codeHighlight(context({prism: {theme: prism.theme}}) as unknown as LoadContext),
    /\[code-highlight\] themeConfig\.prism needs a theme and a darkTheme/,
  );
});
