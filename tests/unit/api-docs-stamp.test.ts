import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import * as stamp from '../../scripts/lib/api-docs-stamp';
import {scratchDir} from '../lib/scratch';

/** A minimal site: the generator script, the plugin options, a module they import, the spec and a template. */
function fakeSite(): string {
  const root = scratchDir('api-stamp-');
  const files: Record<string, string> = {
    'scripts/generate-api-docs.ts': "import {API_DOCS_DIR} from '../config/openapi';\n",
    'config/openapi.ts':
      "import {write} from '../src/api-reference/build/page-markdown';\nexport const API_SPEC_PATH = " +
      "'api/swagger.yaml';\nconst template = 'src/api-reference/build/page-template.mustache';\n",
    'src/api-reference/build/page-markdown.ts': 'export const write = 1;\n',
    'src/api-reference/build/page-template.mustache': '{{title}}\n',
    'api/swagger.yaml': 'swagger: "2.0"\n',
    'src/unrelated.ts': 'export const other = 1;\n',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

test('the inputs are the spec, the generator script, the modules it imports and the files they name', () => {
  const root = fakeSite();
  assert.deepEqual(stamp.generatorInputs(root), [
    'api/swagger.yaml',
    'config/openapi.ts',
    'scripts/generate-api-docs.ts',
    'src/api-reference/build/page-markdown.ts',
    'src/api-reference/build/page-template.mustache',
  ]);
});

test('a changed generator file, template or spec changes the hash; an unrelated file does not', () => {
  const root = fakeSite();
  const hashNow = () => stamp.inputsHash(root, stamp.generatorInputs(root));
  const first = hashNow();
  assert.equal(hashNow(), first);
  fs.writeFileSync(path.join(root, 'src/unrelated.ts'), 'export const other = 2;\n');
  assert.equal(hashNow(), first);
  for (const file of [
    'src/api-reference/build/page-markdown.ts',
    'src/api-reference/build/page-template.mustache',
    'api/swagger.yaml',
  ]) {
    const before = hashNow();
    fs.appendFileSync(path.join(root, file), '// changed\n');
    assert.notEqual(hashNow(), before, `${file} changed but the hash did not`);
  }
});

test('generation is skipped only when the stored hash matches and the pages are there', () => {
  assert.deepEqual(stamp.decideGeneration('abc', 'abc', true), {regenerate: false});
  assert.equal(stamp.decideGeneration('abc', 'abd', true).regenerate, true);
  assert.equal(stamp.decideGeneration('abc', undefined, true).regenerate, true);
  assert.equal(stamp.decideGeneration('abc', 'abc', false).regenerate, true);
  assert.equal(stamp.decideGeneration('abc', 'abc', true, true).regenerate, true);
});

test('the stamp round-trips in the output folder, and pages are .mdx files there', () => {
  const root = fakeSite();
  const out = path.join(root, 'docs/api');
  assert.equal(stamp.readStamp(out), undefined);
  assert.equal(stamp.hasGeneratedPages(out), false);
  fs.mkdirSync(out, {recursive: true});
  stamp.writeStamp(out, 'f00d');
  assert.equal(stamp.readStamp(out), 'f00d');
  assert.equal(stamp.hasGeneratedPages(out), false);
  fs.writeFileSync(path.join(out, 'list-clusters.api.mdx'), '# x\n');
  assert.equal(stamp.hasGeneratedPages(out), true);
});
