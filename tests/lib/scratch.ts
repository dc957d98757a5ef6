import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after} from 'node:test';

/**
 * A fresh folder under the system's temporary folder, removed once the test (or, called outside one, the
 * file's tests) that made it has finished, pass or fail. `tests/unit/run-all.ts` fails the run when a test
 * leaves anything behind.
 */
export function scratchDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  after(() => fs.rmSync(dir, {recursive: true, force: true}));
  return dir;
}
