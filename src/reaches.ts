/**
 * Every place where the site relies on a dependency's files, declared once (ARCHITECTURE.md, "Reaches into
 * dependencies"). Each entry names the package, the versions it was checked against, the file and the code
 * that file must still hold; `checkReach` (src/plugins/dependency-guard.ts) checks it. The code that reaches
 * in checks its own entries when it loads, so the build stops naming package, version and file;
 * tests/unit/dependency-guards.test.ts checks every entry of this list, against the installed packages and
 * against simulated upgrades. A new reach is added here, nowhere else.
 *
 * Ranges: `~x.y.z` (a patch release whose file still holds the code passes), exact only for a versioned
 * patch (patch-package applies a patch to one version).
 */
import path from 'node:path';
import type {DependencyReach} from './plugins/dependency-guard';

export type ReachKind =
  /** A versioned patch (patches/) edits the file: `patch` names it; `lacks`/`contains` say it applied. */
  | 'patch'
  /** A bundler alias, loader or option of the site's plugins that targets the file. */
  | 'guard'
  /** The site imports the file (or a module it exports) directly: a path or name the package does not document. */
  | 'import'
  /** Site code reads or drives the markup the file renders (class names, structure), not a public API. */
  | 'dom'
  /** A component in src/theme (or a plugin's theme folder) that replaces or wraps the file's component. */
  | 'override';

export interface Reach extends DependencyReach {
  kind: ReachKind;
  /** The patch file under patches/ (kind `patch`). */
  patch?: string;
}

const OPENAPI_THEME = 'docusaurus-theme-openapi-docs';
const OPENAPI_PLUGIN = 'docusaurus-plugin-openapi-docs';
const CLASSIC = '@docusaurus/theme-classic';
const SEARCH_THEME = '@docusaurus/theme-search-algolia';
const DOCSEARCH = '@docsearch/react';

// The loader is a CommonJS file the bundler loads by path; its guard reads its very pattern from it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {PROBE} = require('./plugins/content-security-policy/no-eval-probe-loader.js') as {PROBE: RegExp};

/** DocSearch's built files, where its bundled zod probes for eval (no-eval-probe-loader.js's rule). */
export const DOCSEARCH_FILES = /[\\/]node_modules[\\/]@docsearch[\\/](react|core)[\\/]dist[\\/].*\.m?js$/;

/** The script loop of Docusaurus's template, exactly as 3.10.2 writes it. */
const DEFER_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** Where the start-up script goes: just before the body ends, after every tag Docusaurus adds. */
const BODY_END = `    <%~ it.postBodyTags %>
  </body>`;

/** Patched files: one entry per file a patch edits. */
const patch = (pkg: string, version: string, file: string, checks: Partial<Reach>, recheck: string): Reach => ({
  kind: 'patch',
  by: `patch ${pkg}+${version}`,
  package: pkg,
  version,
  file,
  patch: `${pkg.replace('/', '+')}+${version}.patch`,
  recheck,
  ...checks,
});

/**
 * A tab group of the API theme that the API pages' islands switch without React
 * (src/api-reference/client/island-behaviour.ts, `panelsOf`): a role=tablist strip of role=tab items, and the
 * panels (TabItem's role=tabpanel) as the children of a `.margin-top--md` box, in tab order.
 */
const islandTabs = (component: string): Reach => ({
  kind: 'dom',
  by: `src/api-reference/client/island-behaviour.ts: the ${component} groups inside API islands, switched by the page`,
  package: OPENAPI_THEME,
  version: '~5.2.0',
  file: `lib/theme/${component}/index.js`,
  contains: ['role: "tablist"', 'role: "tab"', '{ className: "margin-top--md" },\n    childTabs'],
  recheck:
    `that ${component} still renders a role=tablist of role=tab items and its panels as the children of a ` +
    '.margin-top--md box, in tab order (panelsOf finds them so); tests/e2e/api.test.ts clicks through every group',
});

/** A component of a theme that src/theme replaces or wraps: it must still exist where the site's shadows it. */
const override = (pkg: string, component: string, by: string, range: string): Reach => ({
  kind: 'override',
  by,
  package: pkg,
  version: range,
  file: `lib/theme/${component}/index.js`,
  recheck:
    `that ${by} still matches the props and markup of the theme's ${component} (a wrapper passes ` +
    `props through; a replacement copies its markup)`,
});

export const REACHES = {
  // Versioned patches.
  codeTabsStylesLeftOut: patch(
    OPENAPI_THEME,
    '5.2.0',
    'lib/theme/styles.scss',
    {lacks: ['@use "./ApiExplorer/CodeTabs/CodeTabs"'], contains: ['src/api-reference/client/ApiSamples.tsx']},
    "upstream issue 8 (ARCHITECTURE.md): the theme's code tabs (and their logos) are never shown; " +
      're-make the patch on a new version',
  ),

  // Guarded bundler-level replacements.
  prismStartupModule: {
    kind: 'guard',
    by: 'code-highlight: the Prism start-up module emptied',
    package: CLASSIC,
    version: '~3.10.2',
    file: 'lib/prism-include-languages.js',
    imports: 'prism-react-renderer',
    contains: ["from '@theme/prism-include-languages'"],
    recheck:
      'where the theme now registers Prism languages at start-up, and that ' +
      'src/plugins/code-highlight/register-languages.ts still registers them the same way',
  },
  apiThemeClientModule: {
    kind: 'guard',
    by: 'api-theme: client module dropped',
    package: OPENAPI_THEME,
    version: '~5.2.0',
    file: 'lib/index.js',
    contains: ['getClientModules()', '"styles.scss"'],
    recheck:
      "that the theme's plugin still registers its stylesheet (lib/theme/styles.scss) as its only client " +
      'module, the one this wrapper drops; src/api-reference/styles/api-styles.ts imports it instead',
  },
  stylesCacheGroup: {
    kind: 'guard',
    by: 'api-theme: apiStyles cache group',
    package: '@docusaurus/core',
    version: '~3.10.2',
    file: 'lib/webpack/base.js',
    contains: ["name: 'styles'", 'priority: 50'],
    recheck:
      "that Docusaurus's split-chunks group 'styles' still takes all CSS at priority 50, below the " +
      "'apiStyles' group (priority 60) added here",
  },
  apiSectionsOnServer: {
    kind: 'guard',
    by: "api-reference: @docusaurus/BrowserOnly renders on the server in the API theme's components",
    package: '@docusaurus/core',
    version: '~3.10.2',
    file: 'lib/client/exports/BrowserOnly.js',
    contains: ['export default function BrowserOnly({ children, fallback })', 'children?.()'],
    recheck:
      'that BrowserOnly still takes a render function as children (src/api-reference/client/rendered-on-server.tsx ' +
      'calls it the same way), and that the operation pages still hold their parameters, request body and ' +
      'responses in the HTML (tests/e2e/api.test.ts, tests/e2e/without-javascript.test.ts)',
  },
  docSearchEvalProbe: {
    kind: 'guard',
    by: 'content-security-policy: eval probe loader',
    package: DOCSEARCH,
    version: '~4.7.0',
    file: 'dist/esm/DocSearchModal.js',
    contains: ['new Function("")'],
    matches: [PROBE],
    ruleTest: DOCSEARCH_FILES,
    recheck:
      'that the bundled zod still probes for eval with `new Function("")` inside a try, that PROBE in ' +
      'src/plugins/content-security-policy/no-eval-probe-loader.js matches it, that DOCSEARCH_FILES matches ' +
      'the files the search bar imports, and that the search opens without a policy violation ' +
      '(tests/e2e/content-security-policy.test.ts)',
  },

  // DocSearch's markup, which src/search/theme/SearchBar reads, fills and styles.
  docSearchEmptyScreen: {
    kind: 'dom',
    by: 'search: empty and error states in the modal (src/search/theme/SearchBar/empty-state.tsx, styles.css)',
    package: DOCSEARCH,
    version: '~4.7.0',
    file: 'dist/esm/DocSearchModal.js',
    contains: [
      '"DocSearch-NoResults-Prefill-List"',
      '"DocSearch-NoResults-Prefill-List-Items"',
      '"DocSearch-Prefill"',
      '"DocSearch-ErrorScreen"',
      '"DocSearch-Screen-Icon"',
      '"DocSearch-Title"',
      '"DocSearch-Input"',
      '"DocSearch-Container"',
      'document.body.classList.add("DocSearch--active")',
    ],
    // The empty screen, with the 'Let us know.' line last: a <p class="DocSearch-Help"> holding the link.
    matches: [
      /className:"DocSearch-NoResults [\s\S]{0,2000}?getMissingResultsUrl&&\w+\.createElement\("p",\{className:"DocSearch-Help"\}/,
    ],
    recheck:
      "that the modal's empty screen is still .DocSearch-NoResults ending with the 'Let us know.' line in " +
      'p.DocSearch-Help, ' +
      'that the input is .DocSearch-Input, the overlay .DocSearch-Container (modal.css) and the open modal ' +
      'marks the body with DocSearch--active; whether ' +
      'DocSearch now ' +
      'shows its suggested queries and its error screen itself (then empty-state.tsx can go); then ' +
      'tests/e2e/search.test.ts',
  },
  docSearchButton: {
    kind: 'dom',
    by: "search: the button's key hints hidden, its margin (src/search/theme/SearchBar: styles.css, modal.css)",
    package: DOCSEARCH,
    version: '~4.7.0',
    file: 'dist/esm/DocSearchButton.js',
    contains: ['DocSearch-Button', '"DocSearch-Button-Keys"'],
    recheck:
      'that the button is still .DocSearch-Button and its key hints span.DocSearch-Button-Keys (styles.css hides ' +
      'them: the accessible name holds the shortcut, the text would read "SearchCtrlK")',
  },

  // The API theme's tab markup, which the islands' behaviour reads and switches.
  apiTabsMarkup: islandTabs('ApiTabs'),
  mimeTabsMarkup: islandTabs('MimeTabs'),
  schemaTabsMarkup: islandTabs('SchemaTabs'),
  // Deep imports of files the packages do not document.
  openapiMarkdown: {
    kind: 'import',
    by: 'config/openapi.ts: the page generators',
    package: OPENAPI_PLUGIN,
    version: '~5.2.0',
    file: 'lib/markdown/index.js',
    exports: ['createApiPageMD', 'createInfoPageMD'],
    recheck:
      'that createApiPageMD and createInfoPageMD still take a page and return its MDX (config/openapi.ts, ' +
      'src/api-reference/build/page-markdown.ts)',
  },
  apiStylesheet: {
    kind: 'import',
    by: 'src/api-reference/styles/api-styles.ts: the theme stylesheet, imported by the API pages',
    package: OPENAPI_THEME,
    version: '~5.2.0',
    file: 'lib/theme/styles.scss',
    contains: ['@use "./ApiExplorer/'],
    recheck: 'that the file is still the whole API stylesheet (the client module the api-theme wrapper drops)',
  },
  codeBlockContext: {
    kind: 'import',
    by: 'src/theme/CodeBlock/Content: useCodeBlockContext',
    package: '@docusaurus/theme-common',
    version: '~3.10.2',
    file: 'lib/internal.js',
    contains: ['useCodeBlockContext'],
    recheck:
      "that useCodeBlockContext still gives the code block's metadata as the theme's own CodeBlock/Content reads it",
  },
  // A file of the API theme imported outside its ApiItem, with the name used.
  apiItemStore: {
    kind: 'import',
    by: "src/api-reference/client/ReferenceFrame.tsx: the theme's state store around the reference island",
    package: OPENAPI_THEME,
    version: '~5.2.0',
    file: 'lib/theme/ApiItem/store.js',
    exports: ['createStoreWithoutState'],
    recheck: 'ReferenceFrame.tsx and src/types/openapi-theme.d.ts against the new file',
  },

  // The page template: src/plugins/page-start/template.ts.
  pageTemplate: {
    kind: 'guard',
    by: 'page template: start-up scripts after the first paint (ssrTemplate)',
    package: '@docusaurus/core',
    version: '~3.10.2',
    file: 'lib/ssg/ssgTemplate.html.js',
    contains: [DEFER_SCRIPTS, BODY_END] as [string, string],
    recheck:
      'that the default template still loads `it.scripts` with `defer` and ends the body with `it.postBodyTags`, ' +
      'and that src/plugins/page-start/template.ts replaces them the same way (tests/unit/page-template.test.ts, ' +
      'then the browser tests: a page that never starts its scripts fails every one of them)',
  },

  // `docusaurus start` only: config/dev-server.ts and its registry loader.
  devRegistryWeakIds: {
    kind: 'guard',
    by: 'config/dev-registry-loader.js: the dev registry without require.resolveWeak ids (lazy compilation)',
    package: '@docusaurus/core',
    version: '~3.10.2',
    file: 'lib/server/codegen/codegenRoutes.js',
    contains: ['require.resolveWeak('],
    recheck:
      'that the generated registry still names each route module as [() => import(x), x, require.resolveWeak(x)] ' +
      'and that the client loads a module whose weak id is undefined through its import() (ComponentCreator.js)',
  },

  // Docusaurus's client API, driven by src/plugins/prefetch-on-intent.
  prefetchGlobal: {
    kind: 'guard',
    by: 'src/plugins/prefetch-on-intent: window.docusaurus replaced by a copy without prefetch',
    package: '@docusaurus/core',
    version: '~3.10.2',
    file: 'lib/client/clientEntry.js',
    contains: ['window.docusaurus = docusaurus;'],
    recheck: 'that the entry still assigns window.docusaurus once, after the client modules are imported',
  },
  prefetchOnVisible: {
    kind: 'guard',
    by: 'src/plugins/prefetch-on-intent: links in view no longer prefetch; hover and touch still preload',
    package: '@docusaurus/core',
    version: '~3.10.2',
    file: 'lib/client/exports/Link.js',
    contains: ['window.docusaurus.prefetch(targetLink)', 'window.docusaurus.preload(targetLink)'],
    recheck: 'that Link still prefetches through window.docusaurus.prefetch and preloads on intent',
  },

  // Components in src/theme and in the plugins' theme folders, and the theme component each shadows.
  // Also read by the islands' tabs (islandTabs above): a panel is role=tabpanel, hidden unless selected.
  tabItem: {
    ...override(OPENAPI_THEME, 'TabItem', 'src/theme/TabItem (wraps: a label without JavaScript)', '~5.2.0'),
    contains: ['role: "tabpanel"', 'hidden: !isSelected'],
  },
  codeBlock: override(CLASSIC, 'CodeBlock', 'src/theme/CodeBlock (replaces: build-time highlighting)', '~3.10.2'),
  codeBlockContent: override(
    CLASSIC,
    'CodeBlock/Content',
    'src/theme/CodeBlock/Content (replaces: pre-highlighted lines)',
    '~3.10.2',
  ),
  searchBar: override(
    SEARCH_THEME,
    'SearchBar',
    "src/theme/SearchBar (replaces: DocSearch's public button and modal, local search)",
    '~3.10.2',
  ),
  docBreadcrumbs: override(
    CLASSIC,
    'DocBreadcrumbs',
    'src/plugins/markdown-twins/theme/DocBreadcrumbs (wraps: Copy page)',
    '~3.10.2',
  ),
  docItemFooter: override(
    CLASSIC,
    'DocItem/Footer',
    'src/plugins/page-feedback/theme/DocItem/Footer (wraps: page feedback)',
    '~3.10.2',
  ),
} satisfies Record<string, Reach>;

export type ReachId = keyof typeof REACHES;

/** Every reach, with its id. */
export const ALL_REACHES: Array<Reach & {id: ReachId}> = Object.entries(REACHES).map(([id, reach]) => ({
  ...reach,
  id: id as ReachId,
}));

/** The site folders that hold theme components (one override entry per component folder below them). */
export const THEME_FOLDERS = ['src/theme', 'src/plugins/markdown-twins/theme', 'src/plugins/page-feedback/theme'].map(
  (dir) => path.normalize(dir),
);
