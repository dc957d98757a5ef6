// `npm run check:ceems -- <CEEMS source tree>`: compares the docs with the CEEMS Go source and prints what
// differs. Exit 0 when they agree, 1 when they do not, 2 when the tree cannot be read.
import fs from 'node:fs';
import path from 'node:path';
import {checkSite} from './check.ts';

async function main(): Promise<void> {
  const tree = process.argv[2];
  if (!tree || !fs.existsSync(path.join(tree, 'go.mod'))) {
    console.error('usage: npm run check:ceems -- <path to a CEEMS source tree (the folder with go.mod)>');
    process.exit(2);
  }
  const site = path.resolve(__dirname, '..', '..', '..');
  const started = Date.now();
  const {findings, report} = await checkSite(path.resolve(tree), site);
  console.log(report);
  console.log(
    `check:ceems: ${findings.length === 0 ? 'the docs agree with the source' : `${findings.length} finding(s)`} ` +
      `(${Date.now() - started} ms)`,
  );
  process.exit(findings.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(`check:ceems: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
