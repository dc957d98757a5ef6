import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import type {DocSearchProps} from '@docsearch/react';
import {ALGOLIA, BASE_URL, USE_HOSTED_SEARCH} from '../../config/env';
import type {SearchPluginOptions} from './index';

/** Where the local index is written in the build output, below the base path. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** The search page, below the base path: a route of the search plugin (./index.ts), not the theme's. */
const SEARCH_PAGE = 'search';

/** Path prefix of the pages as the hosted crawler indexed them (the GitHub Pages deployment). */
const HOSTED_INDEX_BASE_PATH = '/ceems/';

/**
 * The theme insists on Algolia credentials. In local mode these stand in for them: the local search client
 * answers every query, so they are never sent anywhere.
 */
const LOCAL_PLACEHOLDER = {appId: 'LOCAL', apiKey: 'local-search-only', indexName: 'ceems-local'};

export type SearchMode = 'local' | 'hosted';

/** What the browser needs to know about search; read from `siteConfig.customFields.search`. */
export interface SearchSettings {
  mode: SearchMode;
  /** Absolute path of the local index file. */
  indexPath: string;
  /** Absolute path of the search page. */
  pagePath: string;
  /** Offered when a query finds nothing and no results have come from a section yet. */
  suggestedQueries: string[];
}

export const searchSettings: SearchSettings = {
  mode: USE_HOSTED_SEARCH ? 'hosted' : 'local',
  indexPath: `${BASE_URL}${SEARCH_INDEX_FILE}`,
  pagePath: `${BASE_URL}${SEARCH_PAGE}`,
  suggestedQueries: ['Installation', 'Configuration', 'Components'],
};

/** The search plugin (./index.ts): the search page, and the local index after the build in local mode only. */
export const searchPluginOptions: SearchPluginOptions = {
  pagePath: SEARCH_PAGE,
  ...(USE_HOSTED_SEARCH ? {} : {indexFile: SEARCH_INDEX_FILE}),
};

type AlgoliaOptions = NonNullable<UserThemeConfig['algolia']> &
  Pick<DocSearchProps, 'maxResultsPerGroup' | 'recentSearchesLimit' | 'recentSearchesWithFavoritesLimit'>;

/** The DocSearch modal and the /search page, on Algolia when its credentials are set, else on the local index. */
export const algolia = {
  ...(USE_HOSTED_SEARCH
    ? {
        appId: ALGOLIA.appId!,
        apiKey: ALGOLIA.apiKey!,
        indexName: ALGOLIA.indexName!,
        replaceSearchResultPathname: {from: HOSTED_INDEX_BASE_PATH, to: '/'},
      }
    : LOCAL_PLACEHOLDER),
  contextualSearch: true,
  // The search plugin serves the search page; the theme's page is off.
  searchPagePath: false,
  searchParameters: {hitsPerPage: 20},
  maxResultsPerGroup: 5,
  recentSearchesLimit: 7,
  recentSearchesWithFavoritesLimit: 4,
} satisfies AlgoliaOptions;
