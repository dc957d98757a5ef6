/**
 * `npm run test:e2e`: every `tests/e2e/*.test.ts`, two files at a time, each in a process of its own, the walk over
 * every page first. It takes about as long as all the other files together: started fifth (alphabetical order, as
 * `node --test tests/e2e/*.test.ts` runs them), it finished last, alone for the last half-minute of a CI run.
 * Arguments, when given, name the files to run instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import {run} from 'node:test';
import {tap} from 'node:test/reporters';

/** The files that take longest, started first; the rest follow in alphabetical order. */
export const LONGEST_FIRST = ['every-page.test.ts'];

export function e2eFiles(dir: string): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  const first = LONGEST_FIRST.filter((file) => files.includes(file));
  return [...first, ...files.filter((file) => !first.includes(file))].map((file) => path.join(dir, file));
}

if (require.main === module) {
  const named = process.argv.slice(2).map((file) => path.resolve(file));
  const files = named.length ? named : e2eFiles(__dirname);
  const stream = run({files, concurrency: 2});
  stream.on('test:fail', () => (process.exitCode = 1));
  stream.compose(tap).pipe(process.stdout);
}
