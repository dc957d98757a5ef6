import type {Options as OpenApiOptions} from 'docusaurus-plugin-openapi-docs';
import type {ThemeConfig as OpenApiThemeConfig} from 'docusaurus-theme-openapi-docs';
import type {ApiThemeOptions} from '../src/api-reference/build/plugin';
import {BASE_URL} from './env';
import {createApiPageMD, createInfoPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import {operationPageFiles, writeOperationPage} from '../src/api-reference/build/page-markdown';
import type {SampleOperation, SampleTab} from '../src/api-reference/build/samples';
import {checkReach, packageDir} from '../src/plugins/dependency-guard';
import {THEME_INTERNALS} from '../src/reaches';

// Operation pages use a few of the API theme's files directly: stop here, naming package, version and file, if
// one moved or changed, rather than fail in the bundler or in the reader's browser.
for (const reach of THEME_INTERNALS) {
  checkReach(reach, packageDir(reach.package, process.cwd()));
}

/** Where the API description lives and where its generated pages go (git-ignored). */
export const API_SPEC_PATH = 'api/swagger.yaml';
export const API_DOCS_DIR = 'docs/api';

/**
 * Options of docusaurus-plugin-openapi-docs for the CEEMS API server reference: one page per
 * operation plus the overview (info) page, grouped by tag in the sidebar. Tag categories get no page
 * of their own, so the only routes under /docs/api/ are the overview and the operations.
 */
export const openApiPluginOptions = {
  id: 'openapi',
  docsPluginId: 'classic',
  config: {
    ceems: {
      specPath: API_SPEC_PATH,
      outputDir: API_DOCS_DIR,
      // The plugin's page template without the operation in the front matter (`api`), which would ride in
      // every page's script and in the prefetch of every page the sidebar links to: operation pages load
      // it from a JSON file of their own when the reader opens the explorer (src/api-reference).
      template: 'src/api-reference/build/page-template.mustache',
      sidebarOptions: {groupPathsBy: 'tag'},
      // The site calls no third-party host: readers copy the samples, the site sends nothing.
      hideSendButton: true,
      // Operation pages carry their code samples, written at build time, beside the content; the explorer
      // loads when the reader asks for it (src/api-reference). Both kinds of page load the API styles,
      // which no other page carries (src/api-reference/build/plugin.ts).
      markdownGenerators: {
        // The page's two island partials are written beside it (src/api-reference/island.ts).
        createApiPageMD: (page) =>
          writeOperationPage(
            API_DOCS_DIR,
            operationPageFiles(createApiPageMD(page), page.api as unknown as SampleOperation, languageTabs, page.id),
          ),
        createInfoPageMD: (page) => `import '@site/src/api-reference/styles/api-styles';\n\n${createInfoPageMD(page)}`,
      },
      showSchemas: false,
    } satisfies OpenApiOptions,
  },
};

/** Options of the API theme wrapper (src/api-reference/build/plugin.ts): its styles are kept to the API pages. */
export const apiThemeOptions = {apiRoutePrefix: `${BASE_URL}${API_DOCS_DIR}/`} satisfies ApiThemeOptions;

/**
 * The code-sample tabs of every API page, in this order. Highlighting uses Prism names registered in
 * config/prism.ts (or built into Prism); OCaml has no Prism grammar and shows as plain text.
 */
export const languageTabs: SampleTab[] = [
  {language: 'python', highlight: 'python', logoClass: 'python'},
  {language: 'curl', highlight: 'bash', logoClass: 'curl'},
  {language: 'csharp', highlight: 'csharp', logoClass: 'csharp'},
  {language: 'go', highlight: 'go', logoClass: 'go'},
  {language: 'nodejs', highlight: 'javascript', logoClass: 'nodejs'},
  {language: 'ruby', highlight: 'ruby', logoClass: 'ruby'},
  {language: 'php', highlight: 'php', logoClass: 'php'},
  // Unirest only: the theme selects the first variant on a tab change, and OkHttp comes first by default.
  {language: 'java', highlight: 'java', logoClass: 'java', variant: 'unirest', variants: ['unirest']},
  {language: 'powershell', highlight: 'powershell', logoClass: 'powershell'},
  {language: 'dart', highlight: 'dart', logoClass: 'dart'},
  {language: 'javascript', highlight: 'javascript', logoClass: 'javascript'},
  {language: 'c', highlight: 'c', logoClass: 'c'},
  {language: 'objective-c', highlight: 'objectivec', logoClass: 'objective-c'},
  {language: 'ocaml', highlight: 'ocaml', logoClass: 'ocaml'},
  {language: 'r', highlight: 'r', logoClass: 'r'},
  {language: 'swift', highlight: 'swift', logoClass: 'swift'},
  {language: 'kotlin', highlight: 'kotlin', logoClass: 'kotlin'},
  {language: 'rust', highlight: 'rust', logoClass: 'rust'},
];

/**
 * Theme settings of docusaurus-theme-openapi-docs, to spread into `themeConfig`. Credentials typed
 * into the explorer stay in memory: they are never written to the browser's storage.
 */
export const apiThemeConfig = {languageTabs, api: {authPersistence: false}} satisfies {
  languageTabs: SampleTab[];
} & OpenApiThemeConfig;
