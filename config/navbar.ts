import type {UserThemeConfig} from '@docusaurus/theme-common';
import {CEEMS_DEMO_URL, CEEMS_REPO_URL} from './ceems';

export const navbar = {
  title: 'CEEMS',
  logo: {alt: 'CEEMS logo', src: 'img/logo.svg', width: 32, height: 32},
  hideOnScroll: false,
  items: [
    {type: 'doc', docId: 'intro', label: 'Documentation', position: 'left'},
    {type: 'docSidebar', sidebarId: 'ceemsApiSidebar', label: 'API', position: 'left'},
    {href: CEEMS_DEMO_URL, label: 'Demo', position: 'right'},
    {href: CEEMS_REPO_URL, label: 'GitHub', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies UserThemeConfig['navbar'];
