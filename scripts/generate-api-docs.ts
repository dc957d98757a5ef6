/**
 * Regenerates docs/api/ from api/swagger.yaml (run before every start and build). Validation comes
 * first: the plugin's own generator would otherwise write pages from a broken file. Skipped when the
 * description and the generator's files hash as they did at the last generation (lib/api-docs-stamp.ts);
 * `npm run gen:api -- --force` regenerates anyway.
 */
import path from 'node:path';
import fs from 'node:fs';
import {API_DOCS_DIR, API_SPEC_PATH, openApiPluginOptions} from '../config/openapi';
import {runGenApiDocs} from './lib/api-plugin-command';
import {checkApiSpec} from './api-spec';
import {
  decideGeneration,
  generatorInputs,
  hasGeneratedPages,
  inputsHash,
  readStamp,
  writeStamp,
} from './lib/api-docs-stamp';

const root = path.resolve(__dirname, '..');
async function main(): Promise<void> {
  const started = Date.now();
  // Validate by the path relative to the site root, so that a failure names api/swagger.yaml.
  process.chdir(root);
  const dir = path.join(root, API_DOCS_DIR);
  const hash = inputsHash(root, generatorInputs(root));
  const decision = decideGeneration(hash, readStamp(dir), hasGeneratedPages(dir), process.argv.includes('--force'));
  if (!decision.regenerate) {
    console.log(
      `[api] ${API_DOCS_DIR} is up to date with ${API_SPEC_PATH} and its generator (hash ` +
        `${hash.slice(0, 12)}): not regenerated`,
    );
    return;
  }
  const check = await checkApiSpec(API_SPEC_PATH);
  if (!check.ok) {
    console.error(`[api] ${check.message}`);
    process.exit(1);
  }
  // The folder holds generated files only (git-ignored): removing it is the plugin's `clean-api-docs`
  // and the island partials it leaves, without loading the site a second time (7 s). The stamp goes
  // with it, so an interrupted generation is redone next time.
  fs.rmSync(dir, {recursive: true, force: true});
  // The generator logs a line per file; show them only when something went wrong.
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => lines.push(args.join(' '));
  try {
    await runGenApiDocs(root, openApiPluginOptions);
  } catch (error) {
    console.log = log;
    process.stderr.write(lines.join('\n') + '\n');
    console.error(`[api] generating ${API_DOCS_DIR} failed: ${(error as Error).message}`);
    process.exit(1);
  } finally {
    console.log = log;
  }
  writeStamp(dir, hash);
  console.log(
    `[api] generated the API reference from ${API_SPEC_PATH} in ${Date.now() - started} ms (${decision.reason})`,
  );
}

void main();
