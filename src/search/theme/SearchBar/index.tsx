// The search bar: DocSearch's button and modal through their public exports (the theme's SearchBar does the
// same, without a way to close the modal from the results footer), answered from the site's own index unless
// Algolia credentials are set.
import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchProps} from '@docsearch/react';
import type {DocSearchModalProps} from '@docsearch/react/modal';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import {CEEMS_REPO_URL} from '@site/config/ceems';
import {MAX_QUERY_LENGTH} from '@site/src/search/client/limits';
import {getLocalSearchClient} from '@site/src/search/client/search-thread';
import {useSearchSettings} from '@site/src/search/client/use-search-settings';
import {createSearchSession} from '@site/src/search/client/search-session';
import {ResultsFooter} from './results-footer';
import {EmptyState} from './empty-state';
import './styles.css';

type DocSearchClient = ReturnType<NonNullable<DocSearchProps['transformSearchClient']>>;
type Hit = Parameters<NonNullable<DocSearchProps['transformItems']>>[0][number];
type AlgoliaConfig = Partial<DocSearchProps> & {contextualSearch?: boolean};

const NARROW_SCREEN = '(max-width: 768px)';

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

/** The modal's code and styles, fetched once: when the reader reaches for the search, or opens it. */
let DocSearchModal: ComponentType<DocSearchModalProps> | undefined;
function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./modal.css')]).then(
    ([modal]) => {
      DocSearchModal = modal.DocSearchModal;
    },
  );
}

/** Caps the modal's search input at 64 characters: DocSearch sets 512 (the search page sets its own). */
function useQueryLimit(): void {
  useEffect(() => {
    const limitInput = (event: Event) => {
      const target = event.target as HTMLElement | null;
      if (target instanceof HTMLInputElement && target.matches('.DocSearch-Input')) target.maxLength = MAX_QUERY_LENGTH;
    };
    document.addEventListener('focusin', limitInput);
    return () => document.removeEventListener('focusin', limitInput);
  }, []);
}

const {noResultsScreen, errorScreen} = translations.modal ?? {};
/** The theme's modal strings, with the spec's empty-state wording. */
const modalTranslations = {
  ...translations.modal,
  noResultsScreen: {...noResultsScreen, noResultsText: 'No results for'},
};
const errorTitle = errorScreen?.titleText ?? 'Unable to fetch results';
const errorHelp = errorScreen?.helpText ?? 'You might want to check your network connection.';
const emptyStateTranslations = {
  suggestedQueryText: noResultsScreen?.suggestedQueryText ?? 'Try searching for',
  errorTitle,
  errorHelp,
};

function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  return `${CEEMS_REPO_URL}/issues/new?title=${encodeURIComponent(title)}`;
}

function HitLink({hit, children}: {hit: {url: string}; children: ReactNode}): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

const NO_ASK_AI = () => {};

/**
 * What the search says when its modal's code cannot be fetched (the network went away after the page loaded): the
 * modal's own error screen is part of that code, so this one uses only the site's stylesheet.
 */
function ModalUnavailable(props: {onRetry: () => void; onClose: () => void}) {
  return (
    <div role="alert" className="alert alert--danger search-unavailable">
      <p>
        <strong>{errorTitle}</strong>
        <br />
        {errorHelp}
      </p>
      <button type="button" className="button button--sm button--danger" onClick={props.onRetry}>
        Retry
      </button>{' '}
      <button type="button" className="button button--sm button--link" onClick={props.onClose}>
        Close
      </button>
    </div>
  );
}

export default function SearchBar(): ReactNode {
  const {mode, indexPath, suggestedQueries} = useSearchSettings();
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const config = siteConfig.themeConfig.algolia as AlgoliaConfig;
  const local = mode === 'local';
  const client = useMemo(
    () => (local && ExecutionEnvironment.canUseDOM ? getLocalSearchClient(indexPath) : undefined),
    [local, indexPath],
  );
  const [session] = useState(createSearchSession);
  const history = useHistory();
  const processResultUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const modalContainer = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const [modalFailed, setModalFailed] = useState(false);

  const reachForSearch = useCallback(() => {
    client?.preload();
    loadModal().catch(() => {}); // said when the reader opens the search
  }, [client]);
  // The index is fetched alongside the modal's code: on a shortcut or a click, as on hover, focus or touch.
  const openModal = useCallback(() => {
    client?.preload();
    if (!modalContainer.current) {
      modalContainer.current = document.createElement('div');
      document.body.insertBefore(modalContainer.current, document.body.firstChild);
    }
    loadModal().then(
      () => {
        setModalFailed(false);
        setIsOpen(true);
      },
      () => setModalFailed(true),
    );
  }, [client]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: NO_ASK_AI,
  });
  useQueryLimit();

  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  const transformItems = useCallback(
    (items: Hit[]) => items.map((item) => ({...item, url: processResultUrl(item.url)})),
    [processResultUrl],
  );
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
        onClose={closeModal}
      />
    ),
    [session, closeModal],
  );
  const snippetWords = useSnippetWords();
  const configParameters = config.searchParameters;
  const searchParameters = useMemo(() => {
    const configFilters = configParameters?.facetFilters ?? [];
    return {
      ...configParameters,
      facetFilters: config.contextualSearch ? mergeFacetFilters(contextualFilters, configFilters) : configFilters,
      attributesToSnippet: [
        ...[1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}:${snippetWords}`),
        `content:${snippetWords}`,
      ],
    };
  }, [configParameters, config.contextualSearch, contextualFilters, snippetWords]);
  const suggestions = useCallback(
    () => [...new Set([...session.sectionsSeen(), ...suggestedQueries])],
    [session, suggestedQueries],
  );
  return (
    <>
      <Head>
        <html data-search-mode={mode} />
        {/* Hosted mode only: the first query goes to Algolia sooner. Local mode reaches for no other host. */}
        {!local && <link rel="preconnect" href={`https://${config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />}
      </Head>
      <DocSearchButton
        ref={buttonRef}
        onClick={openModal}
        onFocus={reachForSearch}
        onPointerOver={reachForSearch}
        onTouchStart={reachForSearch}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        modalContainer.current &&
        createPortal(
          <DocSearchModal
            {...(config as DocSearchProps)}
            onClose={closeModal}
            onAskAiToggle={NO_ASK_AI}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={HitLink}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent as DocSearchProps['resultsFooterComponent']}
            placeholder={translations.modal?.searchBox?.placeholderText}
            translations={modalTranslations}
            searchParameters={searchParameters}
            getMissingResultsUrl={missingResultsUrl}
          />,
          modalContainer.current,
        )}
      <EmptyState session={session} suggestions={suggestions} translations={emptyStateTranslations} />
      {modalFailed && <ModalUnavailable onRetry={openModal} onClose={() => setModalFailed(false)} />}
    </>
  );
}
