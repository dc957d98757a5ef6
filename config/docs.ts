import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import remarkCeemsTokens from '../src/plugins/remark-ceems-tokens';
import {CEEMS_TOKENS} from './ceems';
import remarkHighlight from '../src/plugins/code-highlight/remark-highlight';
import remarkReferenceTables from '../src/plugins/reference-tables/remark-reference-tables';
import remarkFocusableTables from '../src/plugins/focusable-tables';
import {lastUpdateDatesAvailable} from './git-history';
import {editUrlFor} from './source';

type SidebarItemsGenerator = NonNullable<DocsOptions['sidebarItemsGenerator']>;

/** The API reference has its own sidebar; keep its generated pages out of the docs sidebar. */
export const sidebarItemsWithoutApi: SidebarItemsGenerator = ({defaultSidebarItemsGenerator, ...args}) =>
  defaultSidebarItemsGenerator({...args, docs: args.docs.filter((doc) => !doc.id.startsWith('api/'))});

export const docsOptions = {
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator: sidebarItemsWithoutApi,
  sidebarCollapsible: true,
  beforeDefaultRemarkPlugins: [[remarkCeemsTokens, {tokens: CEEMS_TOKENS}]],
  remarkPlugins: [remarkHighlight, remarkReferenceTables, remarkFocusableTables],
  // The generated API pages set custom_edit_url: null; the swagger file is their source (CONTRIBUTING.md).
  editUrl: ({versionDocsDirPath, docPath}) => editUrlFor(`${versionDocsDirPath}/${docPath}`),
  // Dates come from git history; a source archive has none (config/git-history.ts).
  showLastUpdateTime: lastUpdateDatesAvailable(),
  versions: {current: {label: 'Next'}},
} satisfies DocsOptions;

export const blogOptions = {
  showReadingTime: true,
  blogTitle: 'CEEMS blog',
  blogDescription:
    'Release notes of CEEMS and explainers from its maintainers on measuring the energy and emissions of ' +
    'compute workloads.',
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'CEEMS blog',
    description: 'Releases and notes from the CEEMS maintainers',
    xslt: false,
  },
  editUrl: ({blogDirPath, blogPath}) => editUrlFor(`${blogDirPath}/${blogPath}`),
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  beforeDefaultRemarkPlugins: [[remarkCeemsTokens, {tokens: CEEMS_TOKENS}]],
  remarkPlugins: [remarkHighlight, remarkFocusableTables],
} satisfies BlogOptions;
