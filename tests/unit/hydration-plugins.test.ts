import assert from 'node:assert/strict';
import {test} from 'node:test';
import {API_ITEM, REMOUNTING_TABS} from '../../src/plugins/hydrate-once';
import {BROWSER_ONLY_SECTIONS} from '../../src/plugins/server-rendered-schemas';
import {replaceImportIn, replaceImportsPlugin} from '../../src/plugins/replace-import';

const theme = (component: string) => `/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/${component}/index.js`;
const classic = (component: string) => `/site/node_modules/@docusaurus/theme-classic/lib/theme/${component}/index.js`;

test('tabs that remount after hydration are the classic and API tab components, nothing else', () => {
  for (const file of [classic('Tabs'), theme('Tabs'), theme('ApiTabs'), theme('MimeTabs'), theme('SchemaTabs'), theme('DiscriminatorTabs'), theme('OperationTabs')]) {
    assert.match(file, REMOUNTING_TABS, file);
  }
  // The explorer's own tabs and code blocks are browser-only already; TabItem has no key to change.
  for (const file of [theme('ApiExplorer/CodeTabs'), theme('ApiExplorer/ApiCodeBlock'), theme('TabItem'), classic('TabItem'), theme('ApiItem'), '/site/src/theme/Tabs/index.js']) {
    assert.doesNotMatch(file, REMOUNTING_TABS, file);
  }
  assert.match(theme('ApiItem'), API_ITEM);
  assert.doesNotMatch(theme('ApiItem/Layout'), API_ITEM);
});

test('only the parameter, request and response sections are server-rendered; the explorer stays browser-only', () => {
  for (const component of ['ParamsDetails', 'RequestSchema', 'ResponseSchema']) assert.match(theme(component), BROWSER_ONLY_SECTIONS);
  for (const component of ['ApiItem', 'ApiExplorer', 'StatusCodes']) assert.doesNotMatch(theme(component), BROWSER_ONLY_SECTIONS);
});

test('an import replacement is a rule scoped to its files, keyed by the request itself', async () => {
  const rule = replaceImportIn(/x\.js$/, '@docusaurus/useIsBrowser', '/abs/shim.js');
  assert.deepEqual(rule, {test: /x\.js$/, resolve: {alias: {'@docusaurus/useIsBrowser': '/abs/shim.js'}}});
  const plugin = replaceImportsPlugin('p', [rule]);
  assert.equal(plugin.name, 'p');
  const configure = plugin.configureWebpack as unknown as () => unknown;
  assert.deepEqual(configure(), {module: {rules: [rule]}});
});
