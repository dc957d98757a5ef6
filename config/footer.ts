import type {UserThemeConfig} from '@docusaurus/theme-common';
import {FOOTPRINT_ATTRIBUTE, FOOTPRINT_FALLBACK} from '../src/plugins/page-footprint/footprint-text';
import {CEEMS_DEMO_URL, CEEMS_REPO_URL} from './ceems';
import {BASE_URL} from './env';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'CEEMS documentation', to: '/docs/'},
        {label: 'Prometheus documentation', href: 'https://prometheus.io/docs/introduction/overview/'},
        {label: 'Grafana documentation', href: 'https://grafana.com/docs/grafana/latest/'},
      ],
    },
    {
      title: 'Repository',
      items: [
        {label: 'Issues', href: `${CEEMS_REPO_URL}/issues`},
        {label: 'Pull requests', href: `${CEEMS_REPO_URL}/pulls`},
        {label: 'Discussions', href: `${CEEMS_REPO_URL}/discussions`},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Demo', href: CEEMS_DEMO_URL},
        {label: 'Source code', href: CEEMS_REPO_URL},
      ],
    },
  ],
  // The theme renders the copyright as HTML: the first line is the page's footprint, which the build writes into
  // each page (src/plugins/page-footprint). The fallback sentence and the base URL go in as they are: plain text.
  copyright:
    `<p class="footer__footprint"><span ${FOOTPRINT_ATTRIBUTE}>${FOOTPRINT_FALLBACK}</span> ` +
    `<a href="${BASE_URL}footprint">How this is estimated</a></p>` +
    `Copyright © ${new Date().getFullYear()} CEEMS contributors. Licensed under GPL-3.0 (code) and ` +
    `CC BY 4.0 (docs).`,
} satisfies UserThemeConfig['footer'];
