import assert from 'node:assert/strict';
import {test} from 'node:test';
import remarkCodeChunk, {HIGHLIGHTED_CODE_BLOCK} from '../../src/plugins/lazy-prism/remark-code-chunk';
import {HIGHLIGHTER_MODULES, THEME_PRISM_CLIENT_MODULE} from '../../src/plugins/lazy-prism';

async function compiled(source: string): Promise<string> {
  // ESM only: loaded as Docusaurus loads it.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile(source, {remarkPlugins: [remarkCodeChunk]}));
}

test('a page with a fenced code block imports the highlighted code block, once, before its content', async () => {
  const out = await compiled('# Install\n\n```bash\nsudo apt install ceems\n```\n\nText.\n\n```yaml\na: 1\n```\n');
  const imports = out.split('\n').filter((line) => line.includes(HIGHLIGHTED_CODE_BLOCK));
  assert.deepEqual(imports, [`import "${HIGHLIGHTED_CODE_BLOCK}";`]);
  assert.ok(out.indexOf(HIGHLIGHTED_CODE_BLOCK) < out.indexOf('function _createMdxContent'));
});

test('a code block nested in a list or an admonition-like block counts; inline code does not', async () => {
  assert.match(await compiled('1. Run:\n\n   ```sh\n   ceems_tool --help\n   ```\n'), /import "@site\/src\/theme\/CodeBlock\/highlighted"/);
  assert.doesNotMatch(await compiled('Run `ceems_tool --help` and read **this**.\n'), /highlighted/);
});

test('the highlighter group takes Prism and the code block parts only pages with code use', () => {
  for (const file of [
    '/s/node_modules/prism-react-renderer/dist/index.mjs',
    '/s/node_modules/prismjs/components/prism-bash.js',
    '/s/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
    '/s/src/theme/CodeBlock/highlighted.tsx',
    '/s/src/plugins/lazy-prism/register-languages.ts',
  ]) {
    assert.match(file, HIGHLIGHTER_MODULES, file);
  }
  // The wrapper and its registry render on every page that could hold a code block: they stay put.
  for (const file of ['/s/src/theme/CodeBlock/index.tsx', '/s/src/theme/CodeBlock/registry.ts', '/s/node_modules/@docusaurus/theme-classic/lib/theme/MDXComponents/Pre.js']) {
    assert.doesNotMatch(file, HIGHLIGHTER_MODULES, file);
  }
  assert.match(THEME_PRISM_CLIENT_MODULE, /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages$/);
});

test('the extra languages are the specification\'s, and with them every code-sample tab has a grammar', async () => {
  const {Prism} = await import('prism-react-renderer');
  const {languageTabs} = await import('../../config/openapi');
  const {prism} = await import('../../config/prism');
  // SPEC section 9: code highlighting extra languages.
  assert.deepEqual([...prism.additionalLanguages], ['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash', 'dart', 'objectivec', 'r']);
  // What the classic theme's prismIncludeLanguages does with them (register-languages.ts calls it).
  const global = globalThis as {Prism?: unknown};
  global.Prism = Prism;
  for (const language of prism.additionalLanguages) {
    for (const file of language === 'php' ? ['markup-templating', 'php'] : [language]) await import(`prismjs/components/prism-${file}.js`);
  }
  delete global.Prism;
  for (const language of prism.additionalLanguages) assert.ok(Prism.languages[language], `${language} is not registered`);
  const missing = languageTabs.map((tab) => tab.highlight).filter((name) => !Prism.languages[name]);
  assert.deepEqual(missing, ['ocaml'], 'only OCaml, which Prism has no grammar for, shows as plain text');
});
