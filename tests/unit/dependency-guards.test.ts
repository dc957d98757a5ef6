import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {checkReach, packageDir, replaceImportIn, type DependencyReach} from '../../src/plugins/dependency-guard';
import {SEARCH_THEME_REACHES, searchThemeAliases} from '../../src/search/build/theme-aliases';
import {THEME_PRISM_REACHES} from '../../src/plugins/code-highlight';
import {API_THEME_REACHES} from '../../src/api-reference/build/plugin';
import {API_BUNDLE_REACHES} from '../../src/api-reference/build/bundle-dedupe';
import {DOCSEARCH_FILES, DOCSEARCH_REACHES} from '../../src/plugins/content-security-policy';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../src/plugins/content-security-policy/no-eval-probe-loader.js') as (this: {resourcePath: string}, source: string) => string;
const {PROBE} = loader as unknown as {PROBE: RegExp};

const ROOT = path.resolve(__dirname, '../..');
const REACHES: DependencyReach[] = [...SEARCH_THEME_REACHES, ...THEME_PRISM_REACHES, ...API_THEME_REACHES, ...API_BUNDLE_REACHES, ...DOCSEARCH_REACHES];
const label = (reach: DependencyReach) => `${reach.by}: ${reach.package} ${reach.file}`;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-guards-'));
after(() => fs.rmSync(scratch, {recursive: true, force: true}));

/**
 * A copy of the package's package.json and the reach's file, with `edit` applied to the file (or the file
 * left out), in a `node_modules/<package>` folder as installed (bundler rules match on that path).
 */
function copyOf(reach: DependencyReach, edit: ((text: string) => string) | 'remove', under = 'node_modules'): string {
  const dir = path.join(fs.mkdtempSync(path.join(scratch, 'pkg-')), under, reach.package);
  fs.mkdirSync(dir, {recursive: true});
  const source = packageDir(reach.package, ROOT);
  fs.copyFileSync(path.join(source, 'package.json'), path.join(dir, 'package.json'));
  if (edit !== 'remove') {
    const file = path.join(dir, reach.file);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const text = fs.readFileSync(path.join(source, reach.file), 'utf8');
    fs.writeFileSync(file, reach.file === 'package.json' ? text : edit(text));
  }
  return dir;
}

describe('reaches into dependencies', () => {
  test('every reach holds against the installed packages', () => {
    assert.ok(REACHES.length >= 10);
    for (const reach of REACHES) {
      const file = checkReach(reach, packageDir(reach.package, ROOT));
      assert.ok(fs.existsSync(file), label(reach));
    }
  });

  test('on another version of the package, each guard stops with the package, both versions and the file', () => {
    for (const reach of REACHES) {
      const installed = (JSON.parse(fs.readFileSync(path.join(packageDir(reach.package, ROOT), 'package.json'), 'utf8')) as {version: string}).version;
      assert.throws(
        () => checkReach({...reach, version: '99.0.0'}, packageDir(reach.package, ROOT)),
        (error: Error) =>
          error.message.includes(`${reach.package}: installed ${installed}, expected 99.0.0`) &&
          error.message.includes(reach.file) &&
          error.message.includes(`[${reach.by}]`) &&
          error.message.includes('Re-check:'),
        label(reach),
      );
    }
  });

  test('when the file has moved, each guard stops and names it', () => {
    for (const reach of REACHES.filter((candidate) => candidate.file !== 'package.json')) {
      assert.throws(() => checkReach(reach, copyOf(reach, 'remove')), new RegExp(`${reach.package}.*the file ${reach.file} no longer exists`), label(reach));
    }
  });

  test('when the file no longer imports the replaced module or holds the code relied on, each guard stops', () => {
    for (const reach of REACHES) {
      if (reach.imports) {
        const dir = copyOf(reach, (text) => text.split(reach.imports!).join(`${reach.imports}-moved`));
        assert.throws(() => checkReach(reach, dir), new RegExp(`${reach.package}.*no longer imports ${reach.imports}`), label(reach));
      }
      for (const expected of reach.contains ?? []) {
        const dir = copyOf(reach, (text) => text.split(expected).join(''));
        assert.throws(() => checkReach(reach, dir), (error: Error) => error.message.includes(`no longer contains ${JSON.stringify(expected)}`), label(reach));
      }
    }
  });

  test('the eval probe loader: its pattern matches the installed modal, and its rule the modal\'s path', () => {
    const [reach] = DOCSEARCH_REACHES;
    const file = checkReach(reach, packageDir(reach.package, ROOT));
    assert.match(file, DOCSEARCH_FILES);
    const text = fs.readFileSync(file, 'utf8');
    assert.equal(text.match(new RegExp(PROBE.source, 'g'))?.length, 1, 'the modal holds one eval probe');
    assert.doesNotMatch(loader.call({resourcePath: file}, text), /new Function\(/);
  });

  test('the eval probe loader stops the build when the probe changes form, or the modal moves out of the rule\'s reach', () => {
    const [reach] = DOCSEARCH_REACHES;
    // zod writes the probe another way: the Function call is still there, the loader's pattern no longer finds it.
    const reworded = copyOf(reach, (text) => text.replace(/catch\(e\)\{return!1\}\}\);function/, 'catch(e){return false}});function'));
    assert.throws(
      () => checkReach(reach, reworded),
      (error: Error) =>
        error.message.includes(`@docsearch/react: installed ${reach.version}, expected ${reach.version}`) &&
        error.message.includes(`${reach.file} no longer matches ${PROBE}`) &&
        error.message.includes('no-eval-probe-loader.js'),
    );
    // The probe removed altogether.
    assert.throws(() => checkReach(reach, copyOf(reach, (text) => text.replace(PROBE, 'return!1'))), /no longer contains "new Function\(\\"\\"\)"/);
    // Another version of the package.
    const newer = copyOf(reach, (text) => text);
    const manifest = path.join(newer, 'package.json');
    const installed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string};
    fs.writeFileSync(manifest, JSON.stringify({...installed, version: '4.8.0'}));
    assert.throws(() => checkReach(reach, newer), (error: Error) =>
      new RegExp(`@docsearch/react: installed 4\\.8\\.0, expected ${reach.version.replaceAll('.', '\\.')}: another version.*DocSearchModal\\.js`).test(error.message));
    // The same file where the loader's rule does not look (outside a node_modules/@docsearch folder).
    assert.throws(() => checkReach(reach, copyOf(reach, (text) => text, 'vendor')), /the bundler rule .* does not match the file's path/);
  });

  test('an import replacement is scoped to the one installed file it was checked against', () => {
    const [pageRule, barRule] = searchThemeAliases();
    const algolia = packageDir('@docusaurus/theme-search-algolia', ROOT);
    assert.match(path.join(algolia, 'lib/theme/SearchPage/index.js'), pageRule.test);
    assert.doesNotMatch(path.join(algolia, 'lib/theme/SearchBar/index.js'), pageRule.test);
    assert.match(path.join(algolia, 'lib/theme/SearchBar/index.js'), barRule.test);
    assert.doesNotMatch(path.join(algolia, 'lib/theme/SearchPage/index.js'), barRule.test);
    assert.deepEqual(Object.keys(pageRule.resolve.alias), ['algoliasearch/lite']);
    assert.deepEqual(Object.keys(barRule.resolve.alias), ['@docusaurus/Head']);
    // A rule cannot be made without a reach that holds.
    assert.throws(() => replaceImportIn({...SEARCH_THEME_REACHES[0], version: '3.11.0'}, '/shim.js'), /@docusaurus\/theme-search-algolia: installed 3\.10\.2, expected 3\.11\.0/);
  });
});

describe('versioned patches', () => {
  const patches = fs.readdirSync(path.join(ROOT, 'patches')).filter((file) => file.endsWith('.patch'));

  test('every patch names the exact installed version of its package, and only touches that package', () => {
    assert.ok(patches.length >= 3, patches.join(', '));
    for (const patch of patches) {
      const match = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/.exec(patch);
      assert.ok(match, patch);
      const name = match[1].replace('+', '/');
      const installed = (JSON.parse(fs.readFileSync(path.join(packageDir(name, ROOT), 'package.json'), 'utf8')) as {version: string}).version;
      assert.equal(match[2], installed, `${patch} was made for ${name} ${match[2]}, but ${installed} is installed: re-make the patch`);
      const files = [...fs.readFileSync(path.join(ROOT, 'patches', patch), 'utf8').matchAll(/^\+\+\+ b\/node_modules\/(.+)$/gm)].map((line) => line[1]);
      assert.ok(files.length > 0, patch);
      for (const file of files) assert.ok(file.startsWith(`${name}/`), `${patch} touches ${file}`);
    }
  });

  test('the installed packages carry the patches (npm install ran patch-package)', () => {
    const openapi = (component: string) => fs.readFileSync(path.join(packageDir('docusaurus-theme-openapi-docs', ROOT), 'lib/theme', component, 'index.js'), 'utf8');
    for (const tabs of ['Tabs', 'ApiTabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs', 'OperationTabs']) {
      assert.doesNotMatch(openapi(tabs), /useIsBrowser|key: String\(isBrowser\)/, `${tabs} still remounts after hydration`);
    }
    assert.doesNotMatch(openapi('ApiItem'), /useIsBrowser/, 'ApiItem still builds its store again after hydration');
    for (const section of ['ParamsDetails', 'RequestSchema', 'ResponseSchema']) {
      assert.doesNotMatch(openapi(section), /BrowserOnly/, `${section} is still rendered in the browser only`);
    }
    const classicTabs = fs.readFileSync(path.join(packageDir('@docusaurus/theme-classic', ROOT), 'lib/theme/Tabs/index.js'), 'utf8');
    assert.doesNotMatch(classicTabs, /key=\{String\(isBrowser\)\}/, 'the classic Tabs still remount after hydration');
    const searchPage = fs.readFileSync(path.join(packageDir('@docusaurus/theme-search-algolia', ROOT), 'lib/theme/SearchPage/index.js'), 'utf8');
    assert.equal(searchPage.match(/<main\b/g)?.length, 1, 'the search page has one <main>');
    assert.match(searchPage, /<main className="container margin-vert--lg">/);
  });

  test('npm install applies the patches and fails on one that no longer applies', () => {
    const {scripts} = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
    assert.equal(scripts.postinstall, 'patch-package --error-on-fail --error-on-warn');
  });
});
