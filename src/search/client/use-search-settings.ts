/** The search mode and index location, as src/search/settings.ts puts them in `customFields.search`. */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DocusaurusConfig} from '@docusaurus/types';
import type {SearchSettings} from '@site/src/search/settings';

export function searchSettingsOf(siteConfig: DocusaurusConfig): SearchSettings {
  const settings = siteConfig.customFields?.search as SearchSettings | undefined;
  if (!settings || (settings.mode !== 'local' && settings.mode !== 'hosted')) {
    throw new Error('customFields.search is missing: docusaurus.config.ts must set it from src/search/settings.ts');
  }
  return settings;
}

export function useSearchSettings(): SearchSettings {
  return searchSettingsOf(useDocusaurusContext().siteConfig);
}
