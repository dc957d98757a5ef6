import type {UserThemeConfig} from '@docusaurus/theme-common';
import {CEEMS_DEMO_URL, CEEMS_REPO_URL} from './ceems';

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
  copyright:
    `Copyright © ${new Date().getFullYear()} CEEMS contributors. Licensed under GPL-3.0 (code) and ` +
    `CC BY 4.0 (docs).`,
} satisfies UserThemeConfig['footer'];
