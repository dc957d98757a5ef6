/** The search mode and index location, as src/search/settings.ts puts them in `customFields.search`. */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DocusaurusConfig} from '@docusaurus/types';
import type {SearchSettings} from '@site/src/search/settings';

export function searchSettingsOf(siteConfig: DocusaurusConfig): SearchSettings {
  const settings = siteConfig.customFields?.search as SearchSettings | undefined;
  if (!settings || (settings.mode !== 'local' && settings.mode !== 'hosted')) {
    throw new Error('customFields.search is missing: docusaurus.config.ts must set it from src/search/settings.ts');
  }
  return {...settings, indexPath: pageIndexPath(settings.indexPath)};
}

/**
 * The index this page was built with, as the build names it in the page (`search-index.<hash>.json`,
 * ../build/write-index.ts), read once from the HTML the browser first loaded: client-side navigation
 * keeps that page's scripts, so it keeps its index. `fallback` where the page names none (dev server).
 */
export function pageIndexPath(fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return document.querySelector<HTMLMetaElement>('meta[name="ceems-search-index"]')?.content || fallback;
}

export function useSearchSettings(): SearchSettings {
  return searchSettingsOf(useDocusaurusContext().siteConfig);
}
