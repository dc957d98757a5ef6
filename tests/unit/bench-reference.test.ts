import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {referenceDir} from '../../scripts/lib/bench-reference';

test('the bare reference site lives outside any node_modules folder, where Docusaurus would compile none of it', () => {
  const dir = referenceDir({});
  assert.equal(path.dirname(dir), os.tmpdir());
  assert.ok(!dir.split(path.sep).includes('node_modules'), dir);
  assert.equal(referenceDir({BENCH_REFERENCE_DIR: '/tmp/ref'}), '/tmp/ref');
  assert.throws(
    () => referenceDir({BENCH_REFERENCE_DIR: 'node_modules/.cache/bench-reference'}),
    /BENCH_REFERENCE_DIR must not be inside a node_modules folder \(Docusaurus would not compile it\)/,
  );
});
