// Reads the Go packages of a CEEMS source tree as the default Linux build sees them: test files and files whose
// build constraint excludes a plain `go build` on linux/amd64 with cgo are left out.
import fs from 'node:fs';
import path from 'node:path';
import {parseGo, type GoFile} from './go-parser.ts';

const DEFAULT_BUILD_TAGS = new Set(['linux', 'unix', 'amd64', 'cgo', 'gc']);

/** Evaluates a `//go:build` expression for the default build (`&&`, `||`, `!`, parentheses). */
export function buildConstraintHolds(expression: string, tags: Set<string> = DEFAULT_BUILD_TAGS): boolean {
  const tokens = expression.match(/&&|\|\||!|\(|\)|[\w.]+/g) ?? [];
  let pos = 0;
  const primary = (): boolean => {
    const token = tokens[pos++];
    if (token === '!') return !primary();
    if (token === '(') {
      const value = or();
      pos++; // ')'
      return value;
    }
    return tags.has(token) || /^go1\.\d+$/.test(token);
  };
  const and = (): boolean => {
    let value = primary();
    while (tokens[pos] === '&&') {
      pos++;
      value = primary() && value;
    }
    return value;
  };
  const or = (): boolean => {
    let value = and();
    while (tokens[pos] === '||') {
      pos++;
      value = and() || value;
    }
    return value;
  };
  return or();
}

function includedInBuild(source: string): boolean {
  const constraint = /^\/\/go:build (.+)$/m.exec(source.split(/^package /m)[0]);
  return !constraint || buildConstraintHolds(constraint[1]);
}

/** The non-test Go files of one package directory (not its subdirectories), parsed. */
export async function readPackage(tree: string, dir: string): Promise<GoFile[]> {
  const absolute = path.join(tree, dir);
  if (!fs.existsSync(absolute)) return [];
  const names = fs
    .readdirSync(absolute)
    .filter((n) => n.endsWith('.go') && !n.endsWith('_test.go'))
    .sort();
  const files: GoFile[] = [];
  for (const name of names) {
    const source = fs.readFileSync(path.join(absolute, name), 'utf8');
    if (includedInBuild(source)) files.push(await parseGo(path.posix.join(dir, name), source));
  }
  return files;
}

/** Every package directory under `dir` that holds Go files, relative to the tree. */
export function packageDirs(tree: string, dir = '.'): string[] {
  const absolute = path.join(tree, dir);
  const dirs: string[] = [];
  const entries = fs.readdirSync(absolute, {withFileTypes: true});
  if (entries.some((e) => e.isFile() && e.name.endsWith('.go') && !e.name.endsWith('_test.go')))
    dirs.push(path.posix.normalize(dir));
  for (const entry of entries) {
    if (
      entry.isDirectory() &&
      !entry.name.startsWith('.') &&
      !['testdata', 'vendor', 'node_modules'].includes(entry.name)
    ) {
      dirs.push(...packageDirs(tree, path.posix.join(dir, entry.name)));
    }
  }
  return dirs;
}
