import assert from 'node:assert/strict';
import {test} from 'node:test';
import {fencedBlocks, frontMatter, proseOnly} from '../../scripts/lib/markdown';

const SAMPLE = [
  '---',
  'title: "A page"',
  'sidebar_position: 2',
  '---',
  '',
  '## Heading',
  '',
  '```yaml title="config.yml"',
  'a: 1',
  '# not a heading',
  '```',
  '',
  '  ```bash',
  '  echo indented',
  '  ```',
  'after',
].join('\n');

test('fencedBlocks finds blocks with their language, indented ones included', () => {
  assert.deepEqual(fencedBlocks(SAMPLE), [
    {lang: 'yaml', code: 'a: 1\n# not a heading', line: 8},
    {lang: 'bash', code: 'echo indented', line: 13},
  ]);
});

test('proseOnly blanks code so that a # inside a block is not taken for a heading', () => {
  const prose = proseOnly(SAMPLE);
  assert.ok(!prose.includes('# not a heading'));
  assert.ok(prose.includes('## Heading') && prose.includes('after'));
  assert.equal(prose.split('\n').length, SAMPLE.split('\n').length);
});

test('frontMatter reads the YAML between the fences', () => {
  assert.deepEqual(frontMatter(SAMPLE), {title: 'A page', sidebar_position: 2});
  assert.deepEqual(frontMatter('no front matter'), {});
});
