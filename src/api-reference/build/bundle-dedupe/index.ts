import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dedupeAliases, type InstalledPackage} from './dedupe-aliases';
import {checkReach, packageDir, type DependencyReach} from '../../../plugins/dependency-guard';

/** Packages whose code generators each ship their own node_modules (lodash, faker, postman-collection...). */
const DEDUPED_ROOTS = ['postman-code-generators'];

/** Packages of the Postman SDK, whose unused dependencies get a stub instead. */
const POSTMAN_PACKAGES = ['postman-collection', 'postman-code-generators'];

/** Dependencies of the Postman SDK that code samples never call (see unused-module-stub.js). */
const STUBBED_MODULES = ['@faker-js/faker/locale/en$', 'iconv-lite$'];

/**
 * What the aliases and stubs were written against: the packages they reach into, at these versions, and
 * the files that import the stubbed modules and crypto-js. Checked when the plugin is created.
 */
export const API_BUNDLE_REACHES = [
  {
    by: 'api-bundle-dedupe',
    package: 'postman-code-generators',
    version: '2.1.1',
    file: 'package.json',
    recheck: 'the nested node_modules of its code generators (the aliases are computed, but a new layout may bundle other copies) and that samples still never call faker or iconv-lite',
  },
  {
    by: 'api-bundle-dedupe',
    package: 'postman-collection',
    version: '5.3.1',
    file: 'lib/superstring/dynamic-variables.js',
    imports: '@faker-js/faker/locale/en',
    recheck: 'that faker is still only used for {{$random…}} variables, which code samples never resolve (unused-module-stub.js throws if called)',
  },
  {
    by: 'api-bundle-dedupe',
    package: 'postman-collection',
    version: '5.3.1',
    file: 'lib/util.js',
    imports: 'iconv-lite',
    recheck: 'that iconv-lite is still only used to decode response bodies, which code samples never do (unused-module-stub.js throws if called)',
  },
  {
    by: 'api-bundle-dedupe',
    package: 'docusaurus-theme-openapi-docs',
    version: '5.2.0',
    file: 'lib/theme/ApiExplorer/storage-utils.js',
    imports: 'crypto-js',
    contains: ['.SHA1('],
    recheck: "that the theme's only use of crypto-js is still SHA1 (crypto-js-sha1.js provides nothing else)",
  },
  {
    by: 'api-bundle-dedupe',
    package: 'crypto-js',
    version: '4.2.0',
    file: 'sha1.js',
    recheck: 'that crypto-js/sha1 still exports the SHA1 function crypto-js-sha1.js re-exports',
  },
] satisfies DependencyReach[];

function readPackage(dir: string): InstalledPackage | undefined {
  try {
    const {name, version} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return typeof name === 'string' && typeof version === 'string' ? {name, version, dir} : undefined;
  } catch {
    return undefined;
  }
}

/** Packages directly inside a node_modules folder, scoped ones included. */
function packagesIn(nodeModules: string): InstalledPackage[] {
  if (!fs.existsSync(nodeModules)) return [];
  return fs.readdirSync(nodeModules).flatMap((entry) => {
    const dir = path.join(nodeModules, entry);
    if (entry.startsWith('@')) return fs.readdirSync(dir).map((sub) => readPackage(path.join(dir, sub)));
    return [readPackage(dir)];
  }).filter((pkg): pkg is InstalledPackage => pkg !== undefined);
}

/** Every nested node_modules folder below a package, however deep. */
function nestedNodeModules(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string, depth: number) => {
    if (depth > 6) return;
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      if (!entry.isDirectory()) continue;
      const full = path.join(current, entry.name);
      if (entry.name === 'node_modules') found.push(full);
      else walk(full, depth + 1);
    }
  };
  walk(dir, 0);
  return found;
}

/**
 * Build-time plugin: the API explorer's code generators bring seven copies of lodash and three of
 * faker and postman-collection. Inside those packages only, nested copies resolve to the top-level copy
 * of the same major version, and the SDK's dependencies that code samples never call (faker, iconv-lite)
 * are replaced by a stub; the theme gets crypto-js's SHA1 instead of the whole library, the one
 * function it calls. This shrinks the API pages' JavaScript without touching other code.
 */
export default function apiBundleDedupe(context: LoadContext): Plugin {
  API_BUNDLE_REACHES.forEach((reach) => checkReach(reach, packageDir(reach.package, context.siteDir)));
  return {
    name: 'api-bundle-dedupe',
    configureWebpack() {
      const started = Date.now();
      // Real paths: bundlers match rules against resolved files, and node_modules may be a symlink.
      const topModules = fs.realpathSync(path.join(context.siteDir, 'node_modules'));
      const topLevel = new Map(packagesIn(topModules).map((pkg) => [pkg.name, pkg]));
      const rules = DEDUPED_ROOTS.filter((root) => fs.existsSync(path.join(topModules, root))).map((root) => {
        const rootDir = path.join(topModules, root);
        const nested = nestedNodeModules(rootDir).flatMap(packagesIn);
        return {include: rootDir, resolve: {alias: dedupeAliases(nested, topLevel)}};
      });
      const count = rules.reduce((sum, rule) => sum + Object.keys(rule.resolve.alias).length, 0);
      const stub = path.join(__dirname, 'unused-module-stub.js');
      const stubs = {
        include: POSTMAN_PACKAGES.map((name) => path.join(topModules, name)).filter((dir) => fs.existsSync(dir)),
        resolve: {alias: Object.fromEntries(STUBBED_MODULES.map((request) => [request, stub]))},
      };
      // crypto-js resolved from the theme's own folder (a fixed path, so no chance of aliasing it twice).
      const sha1Only = {
        include: fs.realpathSync(path.join(topModules, 'docusaurus-theme-openapi-docs')),
        resolve: {alias: {'crypto-js$': path.join(__dirname, 'crypto-js-sha1.js')}},
      };
      console.log(`[api-bundle-dedupe] ${count} nested packages resolve to their top-level copy (${Date.now() - started} ms)`);
      return {module: {rules: [...rules, stubs, sha1Only]}};
    },
  };
}
