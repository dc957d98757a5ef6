import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {
  API_CSS,
  addStylesheet,
  apiStylesHref,
  apiStylesStep,
  sectionsOnServer,
} from '../../src/api-reference/build/plugin';
import config from '../../docusaurus.config';
import {importsModule, packageDir} from '../../src/plugins/dependency-guard';
import {BuiltPages} from '../../src/plugins/post-build/built-pages';
import type {PostBuildInput} from '../../src/plugins/post-build';
import {scratchDir} from '../lib/scratch';

function tempBuild(cssFiles: string[], pages: Record<string, string>): string {
  const dir = scratchDir('api-theme-');
  fs.mkdirSync(path.join(dir, 'assets', 'css'), {recursive: true});
  for (const file of cssFiles) fs.writeFileSync(path.join(dir, 'assets', 'css', file), '');
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

const PAGE =
  '<head><meta charset=utf-8><link rel=stylesheet href=/ceems/assets/css/styles.1.css /><script ' +
  'src=/m.js></script></head>';

test("the site sets no schema expansion, so the API theme's components need no provider of it", () => {
  // src/api-reference/client/ReferenceFrame.tsx renders them without SchemaExpansionProvider: the context's default
  // is what the provider gives when themeConfig.api.schemaExpansion is unset (level 0, no control to change it).
  const themeConfig = config.themeConfig as {api?: {schemaExpansion?: unknown}} | undefined;
  assert.equal(themeConfig?.api?.schemaExpansion, undefined);
});

describe('API theme styles', () => {
  test('the API cache group takes the theme stylesheets and the site fixes, not site-wide tabs', () => {
    for (const file of [
      '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/styles.scss',
      '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiTabs/_ApiTabs.scss',
      'C:\\site\\src\\api-reference\\styles\\api-theme.css',
      '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/Layout/styles.module.css',
    ]) {
      assert.match(file, API_CSS);
    }
    for (const file of [
      '/site/src/css/custom.css',
      '/site/node_modules/infima/dist/css/default/default.css',
      '/site/src/search/page/styles.module.css',
      '/site/src/api-reference/client/Island.tsx',
      // The theme's tabs replace the classic ones site-wide: their styles stay in the site stylesheet.
      '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/Tabs/styles.module.css',
      '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/TabItem/styles.module.css',
    ]) {
      assert.doesNotMatch(file, API_CSS);
    }
  });

  test('the link goes right after the site stylesheet, once', () => {
    const once = addStylesheet(PAGE, '/ceems/assets/css/api-styles.2.css');
    assert.equal(
      once,
      '<head><meta charset=utf-8><link rel=stylesheet href=/ceems/assets/css/styles.1.css /><link ' +
        'rel="stylesheet" href="/ceems/assets/css/api-styles.2.css"><script src=/m.js></script></head>',
    );
    assert.equal(addStylesheet(once, '/ceems/assets/css/api-styles.2.css'), once);
    assert.throws(() => addStylesheet('<head></head>', '/x.css'), /page without a stylesheet link/);
  });

  test('a build without exactly one API stylesheet fails with a message', () => {
    assert.throws(
      () => apiStylesHref(tempBuild([], {}), '/ceems/'),
      /expected one assets\/css\/api-styles\.\*\.css .* found 0/,
    );
    assert.throws(() => apiStylesHref(tempBuild(['api-styles.a.css', 'api-styles.b.css'], {}), '/ceems/'), /found 2/);
    assert.equal(
      apiStylesHref(tempBuild(['styles.1.css', 'api-styles.9f.css'], {}), '/ceems/'),
      '/ceems/assets/css/api-styles.9f.css',
    );
  });

  test('only the API routes are changed, and a route without HTML is an error', () => {
    const dir = tempBuild(['api-styles.9f.css'], {});
    const pages = new BuiltPages(
      '/ceems/',
      new Map([
        ['docs/api/a.html', PAGE],
        ['docs/intro.html', PAGE],
      ]),
    );
    const step = apiStylesStep({apiRoutePrefix: '/ceems/docs/api/'});
    const input = (routesPaths: string[]) => ({outDir: dir, routesPaths}) as unknown as PostBuildInput;
    step.run(pages, input(['/ceems/docs/api/a', '/ceems/docs/intro']));
    assert.match(pages.get('docs/api/a.html') ?? '', /api-styles\.9f\.css/);
    assert.equal(pages.get('docs/intro.html'), PAGE);
    assert.throws(
      () => step.run(pages, input(['/ceems/docs/api/missing'])),
      /no HTML file for \/ceems\/docs\/api\/missing/,
    );
  });
});

describe('API theme sections on the server', () => {
  test("BrowserOnly is replaced in the theme's components only, the three sections that wrap content in it", () => {
    const theme = packageDir('docusaurus-theme-openapi-docs', path.resolve(__dirname, '..', '..'));
    const replacement = sectionsOnServer.resolve.alias['@docusaurus/BrowserOnly'];
    assert.ok(fs.existsSync(replacement), replacement);
    for (const section of ['ParamsDetails', 'RequestSchema', 'ResponseSchema']) {
      const file = path.join(theme, 'lib', 'theme', section, 'index.js');
      assert.match(file, sectionsOnServer.test);
      // A theme release that renders them on the server itself makes the rule unneeded: remove it then.
      assert.ok(importsModule(fs.readFileSync(file, 'utf8'), '@docusaurus/BrowserOnly'), `${section} uses BrowserOnly`);
    }
    for (const file of [
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
      '/site/src/search/theme/SearchBar/index.tsx',
      '/site/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
    ]) {
      assert.doesNotMatch(file, sectionsOnServer.test);
    }
  });
});
