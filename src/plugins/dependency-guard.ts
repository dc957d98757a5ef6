/**
 * Guards for the places where the site reaches into a dependency's files (ARCHITECTURE.md, "Reaches into
 * dependencies"; every reach is declared once, in src/reaches.ts). Each reach declares the package, the
 * versions it was checked against (a semver range; exact only for a versioned patch), the file it targets
 * and the code that file must still hold. `checkReach` runs when the plugin that reaches in is created, at
 * build start, and stops the build with a message naming the package, the installed version, the file and
 * what to re-check. A release inside the range whose file still holds that code passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

export interface DependencyReach {
  /** Who reaches in, for the message: the plugin and what it replaces. */
  by: string;
  /** npm package name. */
  package: string;
  /** The versions the reach was checked against: a semver range (`~3.10.2`), exact where a patch file needs it. */
  version: string;
  /** The targeted file, relative to the package folder (posix separators). */
  file: string;
  /** Text the file must still contain for the reach to mean what it meant. */
  contains?: string[];
  /** Patterns the file's text must still match (code a loader rewrites, which is not one fixed string). */
  matches?: RegExp[];
  /** The `test` of the bundler rule that targets the file: it must match the file's real path. */
  ruleTest?: RegExp;
  /** A module the file must still import (ESM `from '…'` or CommonJS `require("…")`): the one replaced. */
  imports?: string;
  /** Names a compiled CommonJS file must still export (for a deep import of a dependency's file). */
  exports?: string[];
  /** Text the file must no longer contain (what a versioned patch removed). */
  lacks?: string[];
  /** What to re-check before updating `version`. */
  recheck: string;
}

export class DependencyReachError extends Error {
  override name = 'DependencyReachError';
}

/** The folder of an installed package, found as Node resolves it from `from` (nearest node_modules first). */
export function packageDir(name: string, from: string = process.cwd()): string {
  // Not `require.resolve('<name>/package.json')`: that fails for packages whose `exports` hide it.
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) throw new DependencyReachError(`${name} is not installed (looked up from ${from})`);
  }
}

function installedVersion(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
}

/** A bundler `test` that matches exactly one file, whatever the platform's separators. */
export function fileTest(file: string): RegExp {
  const escaped = file.split(/[\\/]/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${escaped.join('[\\\\/]')}$`);
}

/**
 * Checks a reach against the installed package (or against `dir`, a copy of it): the version, the
 * file, and the text it must contain. Returns the file's real path.
 */
export function checkReach(reach: DependencyReach, dir: string = packageDir(reach.package)): string {
  const installed = installedVersion(dir);
  const file = path.join(dir, reach.file);
  const fail = (problem: string): never => {
    throw new DependencyReachError(
      `[${reach.by}] ${reach.package}: installed ${installed}, checked against ${reach.version}: ${problem}. ` +
        `File: ${file}. Re-check: ${reach.recheck}. Then update the version in the reach (and its entry in ` +
        'ARCHITECTURE.md, "Reaches into dependencies"), or remove the reach if the upstream change made it unneeded.',
    );
  };
  if (!semver.satisfies(installed, reach.version))
    fail('a version outside the checked range: the file and the code around the reach may have changed');
  if (!fs.existsSync(file)) fail(`the file ${reach.file} no longer exists`);
  const real = fs.realpathSync(file);
  const text = fs.readFileSync(real, 'utf8');
  for (const expected of reach.contains ?? []) {
    if (!text.includes(expected)) fail(`${reach.file} no longer contains ${JSON.stringify(expected)}`);
  }
  for (const pattern of reach.matches ?? []) {
    // `search` ignores the `g` flag and `lastIndex`, so a global pattern shared with a loader is safe here.
    if (text.search(pattern) === -1) fail(`${reach.file} no longer matches ${pattern}`);
  }
  if (reach.ruleTest && real.search(reach.ruleTest) === -1)
    fail(`the bundler rule ${reach.ruleTest} does not match the file's path ${real}`);
  if (reach.imports && !importsModule(text, reach.imports)) fail(`${reach.file} no longer imports ${reach.imports}`);
  for (const name of reach.exports ?? []) {
    // CommonJS output of TypeScript: `exports.name = ...`, or `Object.defineProperty(exports, "name", ...)` for a
    // re-export.
    if (!new RegExp(`\\bexports\\.${name}\\s*=|defineProperty\\(exports,\\s*"${name}"`).test(text))
      fail(`${reach.file} no longer exports ${name}`);
  }
  for (const removed of reach.lacks ?? []) {
    if (text.includes(removed))
      fail(`${reach.file} contains ${JSON.stringify(removed)} again: the patch did not apply`);
  }
  if (!fileTest(real).test(real)) fail('the bundler rule built for the file does not match it');
  return real;
}

/** Whether compiled code imports `request`: ESM `from '…'` or CommonJS `require("…")`. */
export function importsModule(text: string, request: string): boolean {
  const quoted = request.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(from\\s*|require\\(\\s*)['"]${quoted}['"]`).test(text);
}
