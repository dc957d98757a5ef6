/**
 * Stands in for `algoliasearch/lite` in the theme's search page (see ../../build/theme-aliases.ts), which builds its
 * client itself: in local mode it gets the local client, in hosted mode Algolia's.
 */
import {liteClient as algoliaLiteClient} from 'algoliasearch/lite';
import siteConfig from '@generated/docusaurus.config';
import {normaliseRequests} from '../respond';
import type {LocalSearchClient} from '../search-client';
import {getLocalSearchClient} from '../shared-client';
import {searchSettingsOf} from '../use-search-settings';
import {searchPageStatus} from '../search-page-status';

export * from 'algoliasearch/lite';

/** The local client, answering with no hits (and saying so in searchPageStatus) when the index is out of reach. */
function searchPageClient(client: LocalSearchClient): LocalSearchClient {
  return {
    ...client,
    search: async (input) => {
      try {
        const response = await client.search(input);
        searchPageStatus.set(false);
        // The page asks for its query's hits (and a page more as the reader scrolls): the notice follows it.
        searchPageStatus.setWithout(response.results[0]?.without ?? []);
        return response;
      } catch (error) {
        if ((error as Error | undefined)?.name !== 'RetryError') throw error;
        searchPageStatus.set(true);
        searchPageStatus.setWithout([]);
        const results = normaliseRequests(input).map(({query = '', indexName, hitsPerPage = 20}) => ({
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage,
          exhaustiveNbHits: true as const,
          query,
          params: '',
          index: indexName,
          queryID: '',
          processingTimeMS: 0,
        }));
        return {results};
      }
    },
  };
}

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  const settings = searchSettingsOf(siteConfig);
  if (settings.mode === 'hosted') return algoliaLiteClient(...args);
  return searchPageClient(getLocalSearchClient(settings.indexPath)) as unknown as ReturnType<typeof algoliaLiteClient>;
}
