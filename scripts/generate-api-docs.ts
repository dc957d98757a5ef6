/**
 * Regenerates docs/api/ from api/swagger.yaml (run before every start and build). Validation comes
 * first: the plugin's own generator would otherwise write pages from a broken file.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import {API_DOCS_DIR, API_SPEC_PATH} from '../config/openapi';
import {checkApiSpec} from './api-spec';

const root = path.resolve(__dirname, '..');
const docusaurus = path.join(root, 'node_modules', '.bin', 'docusaurus');

function run(args: string[]): void {
  const result = spawnSync(docusaurus, args, {cwd: root, encoding: 'utf8'});
  if (result.status !== 0) {
    // The generator logs a line per file; show it only when something went wrong.
    process.stderr.write(result.stdout + result.stderr);
    console.error(`docusaurus ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  // Validate by the path relative to the site root, so that a failure names api/swagger.yaml.
  process.chdir(root);
  const check = await checkApiSpec(API_SPEC_PATH);
  if (!check.ok) {
    console.error(`[api] ${check.message}`);
    process.exit(1);
  }
  run(['clean-api-docs', 'all']);
  // The plugin's clean leaves the pages' island partials (src/api-reference/island.ts): remove them too.
  const dir = path.join(root, API_DOCS_DIR);
  if (fs.existsSync(dir)) {
    for (const file of fs.readdirSync(dir)) if (/^_.*\.mdx$/.test(file)) fs.rmSync(path.join(dir, file));
  }
  run(['gen-api-docs', 'all']);
  console.log(`[api] generated the API reference from ${API_SPEC_PATH} in ${Date.now() - started} ms`);
}

void main();
