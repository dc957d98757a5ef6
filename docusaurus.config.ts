import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {BASE_URL, SITE_URL} from './config/env';
import {CEEMS_ORG, CEEMS_REPO_NAME, CEEMS_REPO_URL, CEEMS_VERSION} from './config/ceems';
import {blogOptions, docsOptions} from './config/docs';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {prism} from './config/prism';
import codeHighlight from './src/plugins/code-highlight';
import noScript from './src/plugins/no-script';
import hydrateOnce from './src/plugins/hydrate-once';
import serverRenderedSchemas from './src/plugins/server-rendered-schemas';
import {apiThemeConfig, openApiPlugins, openApiThemes} from './config/openapi';
import search from './src/search';
import {algolia, searchPluginOptions, searchSettings} from './src/search/settings';
import {SOCIAL_CARD_IMAGE, socialCardMetadata, socialCardPlugins} from './config/social-card';
import pageFeedback from './src/plugins/page-feedback';
import pageFootprint from './src/plugins/page-footprint';
import wellFormedUrl from './src/plugins/well-formed-url';
import {contentSecurityPolicyPlugin} from './config/content-security-policy';

const config: Config = {
  title: 'Compute Energy & Emissions Monitoring Stack',
  tagline: 'Monitor the energy consumption and carbon footprint of your workloads in realtime',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  organizationName: CEEMS_ORG,
  projectName: CEEMS_REPO_NAME,
  trailingSlash: undefined,
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
  plugins: [...openApiPlugins, 'docusaurus-plugin-sass', [search, searchPluginOptions], codeHighlight, noScript, hydrateOnce, serverRenderedSchemas, wellFormedUrl, ...socialCardPlugins],
  // The footprint reads each page after the API theme has linked its styles. The policy comes last: it
  // hashes the inline scripts of each page as every other postBuild left it (src/plugins/content-security-policy).
  themes: [...openApiThemes, pageFeedback, pageFootprint, contentSecurityPolicyPlugin],
  customFields: {search: searchSettings},
  themeConfig: {
    image: SOCIAL_CARD_IMAGE,
    metadata: [
      {name: 'keywords', content: 'CEEMS, energy, emissions, HPC, Slurm, OpenStack, Kubernetes, Prometheus'},
      ...socialCardMetadata,
    ],
    announcementBar: {
      id: `release-v${CEEMS_VERSION}`,
      content: `CEEMS v${CEEMS_VERSION} is out: read the <a href="${CEEMS_REPO_URL}/releases/tag/v${CEEMS_VERSION}">release notes</a>.`,
      isCloseable: true,
    },
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism,
    ...apiThemeConfig,
    algolia,
  } satisfies Preset.ThemeConfig,
};

export default config;
