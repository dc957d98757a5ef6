/**
 * Stands in for `algoliasearch/lite` in the theme's search page (see ../../build/theme-aliases.ts), which builds its
 * client itself with `liteClient`: in local mode it gets the local client, observed by the search page's session
 * (which answers with no hits when the index is out of reach, for theme/SearchPage to say why), in hosted mode
 * Algolia's.
 */
import {liteClient as algoliaLiteClient} from 'algoliasearch/lite';
import siteConfig from '@generated/docusaurus.config';
import {getLocalSearchClient} from '../search-client';
import {searchSettingsOf} from '../use-search-settings';
import {searchPageSession} from '../search-session';

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  const settings = searchSettingsOf(siteConfig);
  if (settings.mode === 'hosted') return algoliaLiteClient(...args);
  return searchPageSession.observe(getLocalSearchClient(settings.indexPath)) as unknown as ReturnType<
    typeof algoliaLiteClient
  >;
}
