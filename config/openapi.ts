import type {Options as OpenApiOptions} from 'docusaurus-plugin-openapi-docs';
import type {ApiThemeOptions} from '../src/api-reference/build/plugin';
import {BASE_URL} from './env';
import {createApiPageMD, createInfoPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import {operationPageFiles, writeOperationPage} from '../src/api-reference/build/page-markdown';
import type {SampleOperation, SampleTab} from '../src/api-reference/build/samples';
import {checkReach, packageDir} from '../src/plugins/dependency-guard';
import {REACHES} from '../src/reaches';

// Operation pages use a file of the API theme directly: stop here, naming package, version and file, if it
// moved or changed, rather than fail in the bundler.
checkReach(REACHES.apiItemStore, packageDir(REACHES.apiItemStore.package, process.cwd()));

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
      // every page's script and in the prefetch of every page the sidebar links to.
      template: 'src/api-reference/build/page-template.mustache',
      sidebarOptions: {groupPathsBy: 'tag'},
      // Operation pages carry their code samples, written at build time, beside the content (src/api-reference).
      // Both kinds of page load the API styles, which no other page carries (src/api-reference/build/plugin.ts).
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
  {language: 'python', highlight: 'python'},
  {language: 'curl', highlight: 'bash'},
  {language: 'csharp', highlight: 'csharp'},
  {language: 'go', highlight: 'go'},
  {language: 'nodejs', highlight: 'javascript'},
  {language: 'ruby', highlight: 'ruby'},
  {language: 'php', highlight: 'php'},
  // Unirest only: one Java client to read (the generator also offers OkHttp).
  {language: 'java', highlight: 'java', variants: ['unirest']},
  {language: 'powershell', highlight: 'powershell'},
  {language: 'dart', highlight: 'dart'},
  {language: 'javascript', highlight: 'javascript'},
  {language: 'c', highlight: 'c'},
  {language: 'objective-c', highlight: 'objectivec'},
  {language: 'ocaml', highlight: 'ocaml'},
  {language: 'r', highlight: 'r'},
  {language: 'swift', highlight: 'swift'},
  {language: 'kotlin', highlight: 'kotlin'},
  {language: 'rust', highlight: 'rust'},
];
