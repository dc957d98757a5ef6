/**
 * `npm run test:unit`: every `tests/unit/*.test.ts`, in this one process. A process per file (`node --test`) starts
 * Node, the TypeScript loader and the shared modules 42 times: about 50 CPU-seconds, against 16 for the tests
 * themselves in one process (Node 20 has no `--test-isolation=none`). The files share no state that one of them
 * changes; each still runs alone with `node --import tsx --test tests/unit/<file>.test.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';

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
