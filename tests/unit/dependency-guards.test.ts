import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import semver from 'semver';
import {checkReach, packageDir, type DependencyReach} from '../../src/plugins/dependency-guard';
import {ALL_REACHES, DOCSEARCH_FILES, REACHES, THEME_FOLDERS, type Reach} from '../../src/reaches';
import {scratchDir} from '../lib/scratch';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../src/plugins/content-security-policy/no-eval-probe-loader.js') as (
  this: {resourcePath: string},
  source: string,
) => string;
const {PROBE} = loader as unknown as {PROBE: RegExp};

const ROOT = path.resolve(__dirname, '../..');
const label = (reach: Reach & {id: string}) => `${reach.id} (${reach.kind}): ${reach.package} ${reach.file}`;
const installedVersion = (name: string, dir = packageDir(name, ROOT)) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;

const scratch = scratchDir('dependency-guards-');

/**
 * A copy of the package's package.json and the reach's file, with `edit` applied to the file (or the file
 * left out) and `version` as the package's version, in a `node_modules/<package>` folder as installed
 * (bundler rules match on that path).
 */
function copyOf(
  reach: DependencyReach,
  edit: ((text: string) => string) | 'remove',
  options: {under?: string; version?: string} = {},
): string {
  const dir = path.join(fs.mkdtempSync(path.join(scratch, 'pkg-')), options.under ?? 'node_modules', reach.package);
  fs.mkdirSync(dir, {recursive: true});
  const source = packageDir(reach.package, ROOT);
  const manifest = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8')) as {version: string};
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({...manifest, version: options.version ?? manifest.version}),
  );
  if (edit !== 'remove') {
    const file = path.join(dir, reach.file);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, edit(fs.readFileSync(path.join(source, reach.file), 'utf8')));
  }
  return dir;
}

describe('reaches into dependencies (every entry of src/reaches.ts)', () => {
  test('every reach holds against the installed packages', () => {
    // Not empty: a registry that lost its entries would pass everything below.
    assert.ok(ALL_REACHES.length > 0, 'src/reaches.ts lists no reach');
    for (const reach of ALL_REACHES) {
      assert.ok(fs.existsSync(checkReach(reach, packageDir(reach.package, ROOT))), label(reach));
    }
  });

  test('a patch release with the code unchanged passes every reach that is not a versioned patch', () => {
    for (const reach of ALL_REACHES.filter((candidate) => candidate.kind !== 'patch')) {
      const next = semver.inc(installedVersion(reach.package), 'patch')!;
      if (!semver.satisfies(next, reach.version)) continue; // an exact pin (a reach declared before ranges)
      assert.doesNotThrow(
        () =>
          checkReach(
            reach,
            copyOf(reach, (text) => text, {version: next}),
          ),
        label(reach),
      );
    }
  });

  test('a version outside the range stops with the package, the installed version and the file', () => {
    for (const reach of ALL_REACHES) {
      const installed = installedVersion(reach.package);
      const next = semver.inc(installed, 'minor')!;
      assert.throws(
        () =>
          checkReach(
            reach,
            copyOf(reach, (text) => text, {version: next}),
          ),
        (error: Error) =>
          error.message.includes(
            `${reach.package}: installed ${next}, checked against ${reach.version}: a version outside the ` +
              `checked range`,
          ) &&
          error.message.includes(reach.file) &&
          error.message.includes(`[${reach.by}]`) &&
          error.message.includes('Re-check:'),
        label(reach),
      );
    }
  });

  test('when the file has moved, each reach stops and names it', () => {
    for (const reach of ALL_REACHES) {
      assert.throws(
        () => checkReach(reach, copyOf(reach, 'remove')),
        new RegExp(`${reach.package}.*the file ${reach.file} no longer exists`),
        label(reach),
      );
    }
  });

  test('when the code relied on changes, each reach stops, naming package, version and file', () => {
    let checks = 0;
    for (const reach of ALL_REACHES) {
      const version = installedVersion(reach.package);
      const named = (problem: string) => (error: Error) =>
        error.message.includes(`${reach.package}: installed ${version}`) &&
        error.message.includes(reach.file) &&
        error.message.includes(problem);
      if (reach.imports) {
        assert.throws(
          () =>
            checkReach(
              reach,
              copyOf(reach, (text) => text.split(reach.imports!).join(`${reach.imports}-moved`)),
            ),
          named(`no longer imports ${reach.imports}`),
          label(reach),
        );
        checks += 1;
      }
      for (const expected of reach.contains ?? []) {
        assert.throws(
          () =>
            checkReach(
              reach,
              copyOf(reach, (text) => text.split(expected).join('')),
            ),
          named(`no longer contains ${JSON.stringify(expected)}`),
          label(reach),
        );
        checks += 1;
      }
      for (const name of reach.exports ?? []) {
        assert.throws(
          () =>
            checkReach(
              reach,
              copyOf(reach, (text) =>
                text.replace(new RegExp(`\\bexports\\.${name}\\b|"${name}"`, 'g'), `exports.${name}Moved`),
              ),
            ),
          named(`no longer exports ${name}`),
          label(reach),
        );
        checks += 1;
      }
      for (const removed of reach.lacks ?? []) {
        assert.throws(
          () =>
            checkReach(
              reach,
              copyOf(reach, (text) => `${text}\n${removed}\n`),
            ),
          named('the patch did not apply'),
          label(reach),
        );
        checks += 1;
      }
      if (reach.kind !== 'override')
        assert.ok(
          reach.imports ||
            reach.contains?.length ||
            reach.exports?.length ||
            reach.lacks?.length ||
            reach.matches?.length,
          `${label(reach)} checks no code`,
        );
    }
    // At least one piece of code checked for each reach that is not an override (those check their file).
    assert.ok(checks >= ALL_REACHES.filter((reach) => reach.kind !== 'override').length, `${checks} checks`);
  });

  test('every theme component of the site is declared as an override, and every declared override exists', () => {
    const components = THEME_FOLDERS.flatMap((folder) =>
      (fs.readdirSync(path.join(ROOT, folder), {recursive: true}) as string[])
        .filter((file) => /(^|[\\/])index\.tsx$/.test(file))
        .map((file) => `${folder}/${path.dirname(file)}`.split(path.sep).join('/')),
    );
    const declared = ALL_REACHES.filter((reach) => reach.kind === 'override').map((reach) => reach.by.split(' ')[0]);
    assert.deepEqual([...declared].sort(), [...components].sort());
  });

  test("the eval probe loader: its pattern matches the installed modal, and its rule the modal's path", () => {
    const reach = REACHES.docSearchEvalProbe;
    const file = checkReach(reach, packageDir(reach.package, ROOT));
    assert.match(file, DOCSEARCH_FILES);
    const text = fs.readFileSync(file, 'utf8');
    assert.equal(text.match(new RegExp(PROBE.source, 'g'))?.length, 1, 'the modal holds one eval probe');
    assert.doesNotMatch(loader.call({resourcePath: file}, text), /new Function\(/);
    // zod writes the probe another way: the Function call is still there, the loader's pattern no longer finds it.
    const reworded = copyOf(reach, (source) =>
      source.replace(/catch\(e\)\{return!1\}\}\);function/, 'catch(e){return false}});function'),
    );
    assert.throws(
      () => checkReach(reach, reworded),
      (error: Error) =>
        error.message.includes(`${reach.file} no longer matches ${PROBE}`) &&
        error.message.includes('no-eval-probe-loader.js'),
    );
    // The same file where the loader's rule does not look (outside a node_modules/@docsearch folder).
    assert.throws(
      () =>
        checkReach(
          reach,
          copyOf(reach, (source) => source, {under: 'vendor'}),
        ),
      /the bundler rule .* does not match the file's path/,
    );
  });

  test(
    "the DocSearch empty screen: the 'Let us know.' line the empty state goes before is still the " +
      "screen's last help line",
    () => {
      const reach = REACHES.docSearchEmptyScreen;
      const moved = copyOf(reach, (source) =>
        source.replace(
          /getMissingResultsUrl&&(\w+)\.createElement\("p",\{className:"DocSearch-Help"\}/,
          'getMissingResultsUrl&&$1.createElement("div",{className:"DocSearch-Help"}',
        ),
      );
      assert.throws(() => checkReach(reach, moved), /DocSearchModal\.js no longer matches/);
    },
  );
});

describe('versioned patches', () => {
  const patches = fs.readdirSync(path.join(ROOT, 'patches')).filter((file) => file.endsWith('.patch'));
  const patched = ALL_REACHES.filter((reach) => reach.kind === 'patch');

  test(
    'every patch names the exact installed version of its package, and every file it edits is a reach of ' +
      'src/reaches.ts',
    () => {
      assert.ok(patches.length >= 1, patches.join(', '));
      for (const patch of patches) {
        const match = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/.exec(patch);
        assert.ok(match, patch);
        const name = match[1].replace('+', '/');
        const installed = installedVersion(name);
        assert.equal(
          match[2],
          installed,
          `${patch} was made for ${name} ${match[2]}, but ${installed} is installed: re-make the patch`,
        );
        const files = [
          ...fs.readFileSync(path.join(ROOT, 'patches', patch), 'utf8').matchAll(/^\+\+\+ b\/node_modules\/(.+)$/gm),
        ].map((line) => line[1]);
        assert.ok(files.length > 0, patch);
        for (const file of files) assert.ok(file.startsWith(`${name}/`), `${patch} touches ${file}`);
        const declared = patched
          .filter((reach) => reach.patch === patch)
          .map((reach) => `${reach.package}/${reach.file}`);
        assert.deepEqual(
          [...declared].sort(),
          [...files].sort(),
          `${patch}: the files it edits, and the reaches that declare them`,
        );
        for (const reach of patched.filter((candidate) => candidate.patch === patch))
          assert.equal(reach.version, installed, label(reach));
      }
      for (const reach of patched) assert.ok(patches.includes(reach.patch!), `${label(reach)}: no ${reach.patch}`);
    },
  );

  test('npm install applies the patches and fails on one that no longer applies', () => {
    const {scripts} = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    assert.equal(scripts.postinstall, 'patch-package --error-on-fail --error-on-warn');
  });
});
