/**
 * `npm run test:unit`: every `tests/unit/*.test.ts`, in this one process. A process per file (`node --test`) starts
 * Node, the TypeScript loader and the shared modules 42 times: about 50 CPU-seconds, against 16 for the tests
 * themselves in one process (Node 20 has no `--test-isolation=none`). The files share no state that one of them
 * changes; each still runs alone with `node --import tsx --test tests/unit/<file>.test.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The tests' temporary folders go into one folder of this run (os.tmpdir() reads TMPDIR); whatever a test
// leaves there fails the run, by name, and goes with the folder (tsx's own cache of child processes aside).
const runTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ceems-unit-'));
process.env.TMPDIR = runTmp;
process.on('exit', () => {
  const left = fs.readdirSync(runTmp).filter((name) => !name.startsWith('tsx-'));
  fs.rmSync(runTmp, {recursive: true, force: true});
  if (left.length) {
    console.error(`unit tests left ${left.length} temporary folder(s) behind: ${left.join(', ')}`);
    process.exitCode = 1;
  }
});

async function main(): Promise<void> {
  const files = fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  if (files.length === 0) throw new Error(`no *.test.ts in ${__dirname}`);
  // Each file registers its tests as it loads; node:test runs them and sets the exit code when one fails.
  for (const file of files) await import(path.join(__dirname, file));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
