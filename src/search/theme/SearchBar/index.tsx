// Wraps the theme's DocSearch bar to answer it from the site's own index unless Algolia credentials are set.
import React, {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import type {DocSearchProps} from '@docsearch/react';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {CEEMS_REPO_URL} from '@site/config/ceems';
import {MAX_QUERY_LENGTH} from '@site/src/search/client/limits';
import type {LocalSearchClient} from '@site/src/search/client/search-client';
import {getLocalSearchClient} from '@site/src/search/client/shared-client';
import {useSearchSettings} from '@site/src/search/client/use-search-settings';
import {createSearchSession} from '@site/src/search/client/search-session';
import {ResultsFooter} from './results-footer';
import {EmptyState} from './empty-state';
import './styles.css';

type Props = WrapperProps<typeof SearchBarType>;

type DocSearchClient = ReturnType<NonNullable<DocSearchProps['transformSearchClient']>>;

/** The theme's SearchBar passes its props on to DocSearch. */
const DocSearchBar = SearchBar as ComponentType<Partial<DocSearchProps>>;

const NARROW_SCREEN = '(max-width: 768px)';
const SEARCH_INPUTS = '.DocSearch-Input, .search-page-wrapper input[type="search"]';
const SEARCH_BUTTON = '.DocSearch-Button';

function subscribeToNarrowScreen(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Snippets of 10 words, 5 on screens up to 768 px wide. */
function useSnippetWords(): number {
  const narrow = useSyncExternalStore(
    subscribeToNarrowScreen,
    () => window.matchMedia(NARROW_SCREEN).matches,
    () => false,
  );
  return narrow ? 5 : 10;
}

/** Whether a key press opens the search, as DocSearch decides: Ctrl/Cmd+K, or '/' outside fields and buttons. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) return true;
  const target = event.target as HTMLElement | null;
  const inControl =
    target?.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target?.tagName ?? '');
  return event.key === '/' && !inControl;
}

/**
 * Page-wide listeners: cap the search inputs at 64 characters (DocSearch sets 512), and fetch the local
 * index as soon as the reader reaches for the search (hover, focus or touch on the button, or a shortcut).
 */
function useSearchListeners(client: LocalSearchClient | undefined): void {
  useEffect(() => {
    const limitInput = (event: Event) => {
      const target = event.target as HTMLElement | null;
      if (target instanceof HTMLInputElement && target.matches(SEARCH_INPUTS)) target.maxLength = MAX_QUERY_LENGTH;
    };
    const preloadFromButton = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(SEARCH_BUTTON)) client?.preload();
    };
    const preloadFromShortcut = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) client?.preload();
    };
    document.addEventListener('focusin', limitInput);
    document.addEventListener('focusin', preloadFromButton);
    document.addEventListener('pointerover', preloadFromButton);
    document.addEventListener('touchstart', preloadFromButton, {passive: true});
    document.addEventListener('keydown', preloadFromShortcut, true);
    return () => {
      document.removeEventListener('focusin', limitInput);
      document.removeEventListener('focusin', preloadFromButton);
      document.removeEventListener('pointerover', preloadFromButton);
      document.removeEventListener('touchstart', preloadFromButton);
      document.removeEventListener('keydown', preloadFromShortcut, true);
    };
  }, [client]);
}

/** The theme's strings, with the spec's empty-state wording and, on the dev server, why search can fail there. */
function useSearchTranslations(explainMissingIndex: boolean): DocSearchProps['translations'] {
  return useMemo(
    () => ({
      ...translations,
      modal: {
        ...translations.modal,
        noResultsScreen: {...translations.modal?.noResultsScreen, noResultsText: 'No results for'},
        ...(explainMissingIndex && {
          errorScreen: {
            titleText: 'No search index on the dev server yet',
            helpText:
              'The dev server writes it from the Markdown sources as it starts: search again once its log ' +
              'shows "[search-index] dev server".',
          },
        }),
      },
    }),
    [explainMissingIndex],
  );
}

function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  return `${CEEMS_REPO_URL}/issues/new?title=${encodeURIComponent(title)}`;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {mode, indexPath, suggestedQueries} = useSearchSettings();
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const local = mode === 'local';
  const client = useMemo(
    () => (local && ExecutionEnvironment.canUseDOM ? getLocalSearchClient(indexPath) : undefined),
    [local, indexPath],
  );
  const [session] = useState(createSearchSession);
  // DocSearch takes any object with Algolia's `search()`; the local client answers the same calls. Either
  // client is observed for the hit counts and sections the footer and the empty state show.
  const transformSearchClient = useCallback(
    (algoliaClient: DocSearchClient): DocSearchClient => {
      if (client) return session.observe(client as unknown as DocSearchClient);
      algoliaClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return session.observe(algoliaClient);
    },
    [client, session, siteMetadata.docusaurusVersion],
  );
  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: unknown}}}) => (
      <ResultsFooter
        query={state.query}
        count={session.hitCount(state.query) ?? Number(state.context.nbHits ?? 0)}
        without={session.without(state.query)}
      />
    ),
    [session],
  );
  useSearchListeners(client);
  const snippetWords = useSnippetWords();
  const configParameters = (siteConfig.themeConfig.algolia as {searchParameters?: DocSearchProps['searchParameters']})
    .searchParameters;
  const searchParameters = useMemo(
    () => ({
      ...configParameters,
      attributesToSnippet: [
        ...[1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}:${snippetWords}`),
        `content:${snippetWords}`,
      ],
    }),
    [configParameters, snippetWords],
  );
  const searchTranslations = useSearchTranslations(local && process.env.NODE_ENV === 'development');
  const suggestions = useCallback(
    () => [...new Set([...session.sectionsSeen(), ...suggestedQueries])],
    [session, suggestedQueries],
  );
  const {noResultsScreen, errorScreen} = searchTranslations?.modal ?? {};
  const emptyStateTranslations = useMemo(
    () => ({
      suggestedQueryText: noResultsScreen?.suggestedQueryText ?? 'Try searching for',
      errorTitle: errorScreen?.titleText ?? 'Unable to fetch results',
      errorHelp: errorScreen?.helpText ?? 'You might want to check your network connection.',
    }),
    [noResultsScreen, errorScreen],
  );
  return (
    <>
      <Head>
        <html data-search-mode={mode} />
      </Head>
      <DocSearchBar
        {...props}
        searchParameters={searchParameters}
        translations={searchTranslations}
        getMissingResultsUrl={missingResultsUrl}
        transformSearchClient={transformSearchClient}
        resultsFooterComponent={resultsFooterComponent as DocSearchProps['resultsFooterComponent']}
      />
      <EmptyState session={session} suggestions={suggestions} translations={emptyStateTranslations} />
    </>
  );
}
