/**
 * Whether `npm run gen:api` must regenerate docs/api/: a SHA-256 of the API description and of the
 * generator's own files (the local modules scripts/generate-api-docs.ts and config/openapi.ts import, the
 * files they name such as the page template, and the installed openapi plugin and its patches) is compared
 * with the one stored beside the pages by the last generation. The stamp lives in the git-ignored output
 * folder, so removing the pages removes it too.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The stamp file, inside the generated folder. */
export const STAMP_FILE = '.generated-from';

/** Where the import graph starts: the script and the plugin options it runs the generator with. */
const ENTRY_FILES = ['scripts/generate-api-docs.ts', 'config/openapi.ts'];

/** Installed packages whose code writes the pages; their package.json carries the version. */
const GENERATOR_PACKAGES = ['docusaurus-plugin-openapi-docs', 'postman-code-generators', 'postman-collection'];

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;
/** A quoted path of a data file, relative to the site root, as config/openapi.ts names the spec and template. */
const NAMED_FILE = /'([\w@-][\w./@-]*\.(?:ya?ml|json|mustache))'/g;

function resolveModule(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.js', '.mjs'].map((ext) => base + ext),
    path.join(base, 'index.ts'),
    path.join(base, 'index.js'),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** Every file the generation depends on, relative to `root`, sorted. */
export function generatorInputs(root: string): string[] {
  const found = new Set<string>();
  const stack = ENTRY_FILES.map((file) => path.join(root, file));
  while (stack.length) {
    const file = stack.pop()!;
    if (found.has(file)) continue;
    found.add(file);
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      const resolved = resolveModule(file, specifier);
      if (resolved && !resolved.includes(`${path.sep}node_modules${path.sep}`)) stack.push(resolved);
    }
    for (const [, named] of source.matchAll(NAMED_FILE)) {
      // The site's manifest changes with every script or dependency edit; the versions that matter are read below.
      if (named === 'package.json') continue;
      const candidate = path.join(root, named);
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) found.add(candidate);
    }
  }
  for (const name of GENERATOR_PACKAGES) {
    const manifest = path.join(root, 'node_modules', name, 'package.json');
    if (fs.existsSync(manifest)) found.add(manifest);
  }
  const patches = path.join(root, 'patches');
  if (fs.existsSync(patches)) {
    for (const file of fs.readdirSync(patches)) {
      if (GENERATOR_PACKAGES.some((name) => file.startsWith(`${name}+`))) found.add(path.join(patches, file));
    }
  }
  return [...found].map((file) => path.relative(root, file).split(path.sep).join('/')).sort();
}

/** SHA-256 over each input's path and content, in order. */
export function inputsHash(root: string, files: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export type GenerationDecision = {regenerate: true; reason: string} | {regenerate: false};

/** Regenerate unless the stored hash equals the current one and the pages are there. */
export function decideGeneration(
  current: string,
  stored: string | undefined,
  pagesPresent: boolean,
  force = false,
): GenerationDecision {
  if (force) return {regenerate: true, reason: 'forced'};
  if (!pagesPresent) return {regenerate: true, reason: 'no generated pages'};
  if (stored === undefined) return {regenerate: true, reason: 'no stamp of a previous generation'};
  if (stored !== current) return {regenerate: true, reason: 'the API description or the generator changed'};
  return {regenerate: false};
}

/** The stored hash of the last generation into `outputDir`, if any. */
export function readStamp(outputDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(outputDir, STAMP_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function writeStamp(outputDir: string, hash: string): void {
  fs.writeFileSync(path.join(outputDir, STAMP_FILE), `${hash}\n`);
}

/** Whether `outputDir` holds generated pages. */
export function hasGeneratedPages(outputDir: string): boolean {
  return fs.existsSync(outputDir) && fs.readdirSync(outputDir).some((file) => file.endsWith('.mdx'));
}
