import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {BASE_URL, SITE_URL} from './config/env';
import {CEEMS_ORG, CEEMS_REPO_NAME} from './config/ceems';
import {blogOptions, docsOptions} from './config/docs';
import {announcementBar} from './config/announcement';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {prism} from './config/prism';
import {apiThemeOptions, openApiPluginOptions} from './config/openapi';
import {SOCIAL_CARD_IMAGE, socialCardMetadata, socialCardOptions} from './config/social-card';
import {algolia, searchPluginOptions, searchSettings} from './src/search/settings';
// Every local plugin, each listed below: what touches the build is visible here.
import apiTheme from './src/api-reference/build/plugin';
import codeHighlight from './src/plugins/code-highlight';
import noScript from './src/plugins/no-script';
import pageFeedback from './src/plugins/page-feedback';
import pageFootprint from './src/plugins/page-footprint';
import socialCard from './src/plugins/social-card';
import search from './src/search';
import markdownTwins from './src/plugins/markdown-twins';
import {markdownTwinsOptions} from './config/llms';
import {installedPageTemplate} from './src/plugins/page-start/template';
import prefetchOnIntent from './src/plugins/prefetch-on-intent';
import wellFormedUrl from './src/plugins/well-formed-url';
import {contentSecurityPolicyOptions, contentSecurityPolicyPlugin} from './config/content-security-policy';
import postBuildPipeline from './src/plugins/post-build';
import {folderIndexStep} from './src/plugins/post-build/built-pages';
import {apiStylesStep} from './src/api-reference/build/plugin';
import {islandListsStep} from './src/api-reference/build/island-lists';
import {searchIndexStep} from './src/search/build/write-index';
import {markdownTwinsStep} from './src/plugins/markdown-twins';
import {pageFootprintStep} from './src/plugins/page-footprint';
import {contentSecurityPolicyStep} from './src/plugins/content-security-policy';
import devServer from './config/dev-server';

const config: Config = {
  title: 'Compute Energy & Emissions Monitoring Stack',
  tagline: 'Monitor the energy consumption and carbon footprint of your workloads in realtime',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  organizationName: CEEMS_ORG,
  projectName: CEEMS_REPO_NAME,
  // Each page is written as x.html and served at /x without a redirect (ARCHITECTURE.md, "URLs").
  trailingSlash: false,
  // Start-up scripts run after the first paint (ARCHITECTURE.md, "Start-up template"); the base-URL warning
  // script would take the late start for a wrong base URL.
  ssrTemplate: installedPageTemplate(),
  baseUrlIssueBanner: false,
  titleDelimiter: '|',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  // Explicit heading ids ('## Title {#id}') are how pages link to each other's sections.
  markdown: {mdx1Compat: {headingIds: true}, hooks: {onBrokenMarkdownLinks: 'warn'}},
  i18n: {defaultLocale: 'en', locales: ['en']},
  future: {
    // v4 behaviour, except namespaced storage keys: the colour mode stays under the plain 'theme' key.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },
  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: blogOptions,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    // Generates docs/api from api/swagger.yaml (also run by `npm run gen:api`).
    ['docusaurus-plugin-openapi-docs', openApiPluginOptions],
    'docusaurus-plugin-sass',
    // Local search: theme aliases, and the index written after the build in local mode.
    [search, searchPluginOptions],
    // Build-time highlighting; no Prism start-up module in the browser.
    codeHighlight,
    // Tab panels shown under their labels without JavaScript.
    noScript,
    // An address whose percent-encoding cannot be decoded is made decodable before the app starts (not-found page, no
    // crash).
    wellFormedUrl,
    // Chunks of linked pages load on the reader's intent (hover, touch, focus), not when a link scrolls into view.
    prefetchOnIntent,
    // The social card PNG, rendered from our SVG.
    [socialCard, socialCardOptions],
    // `docusaurus start` only: pages compiled when a browser asks for them (builds unchanged).
    devServer,
  ],
  themes: [
    // docusaurus-theme-openapi-docs, wrapped: its styles only on the API pages.
    [apiTheme, apiThemeOptions],
    pageFeedback,
    // The "Copy page" button; the twins themselves are a post-build step below.
    markdownTwins,
    // The footer element the footprint goes into; the figure is a post-build step below.
    pageFootprint,
    // The DocSearch loader the policy needs; the policy itself is the last post-build step below.
    contentSecurityPolicyPlugin,
    // Everything that reads or rewrites the built pages, in this order, each page read and written once.
    postBuildPipeline([
      apiStylesStep(apiThemeOptions),
      // Before the search index and the twins, which read the API pages' lists.
      islandListsStep,
      ...(searchPluginOptions.indexFile ? [searchIndexStep(searchPluginOptions.indexFile)] : []),
      markdownTwinsStep(markdownTwinsOptions),
      pageFootprintStep,
      contentSecurityPolicyStep(contentSecurityPolicyOptions),
      folderIndexStep,
    ]),
  ],
  customFields: {search: searchSettings},
  themeConfig: {
    image: SOCIAL_CARD_IMAGE,
    // No site-wide `keywords`: that meta carries each page's own front matter keywords, which the local search
    // reads with the page title; one list on every page would put 'energy' or 'slurm' in every title.
    metadata: socialCardMetadata,
    announcementBar: announcementBar(),
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism,
    algolia,
  } satisfies Preset.ThemeConfig,
};

export default config;
