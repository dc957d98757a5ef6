// The search page (/search, a route of the search plugin): the query lives in the address (?q=), the results come
// from the local index or, with Algolia credentials, from Algolia, 15 at a time.
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {
  HtmlClassNameProvider,
  PageMetadata,
  useEvent,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFiltersIfEnabled,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {MAX_QUERY_LENGTH, withoutNotice} from '@site/src/search/client/limits';
import {getLocalSearchClient, searchUnavailableReason} from '@site/src/search/client/search-thread';
import {useSearchSettings} from '@site/src/search/client/use-search-settings';
import type {SearchSettings} from '@site/src/search/settings';
import {HIGHLIGHT, pageOfResults, type ResultPage} from './results';
import styles from './styles.module.css';

const HITS_PER_PAGE = 15;
/** Typing that pauses this long is searched (each keystroke would be a request to Algolia). */
const TYPING_PAUSE_MS = 200;

type Client = {search: (input: {requests: Array<Record<string, unknown>>}) => Promise<unknown>};

let algoliaClient: Promise<Client> | undefined;

/** The local client, or Algolia's (one per page load, its code fetched only in hosted mode). */
function clientFor(settings: SearchSettings, appId: string, apiKey: string): Promise<Client> {
  if (settings.mode === 'local') return Promise.resolve(getLocalSearchClient(settings.indexPath));
  algoliaClient ??= import('algoliasearch/lite').then(({liteClient}) => liteClient(appId, apiKey) as unknown as Client);
  // A failed fetch of its code is not kept: the next search tries again.
  algoliaClient.catch(() => (algoliaClient = undefined));
  return algoliaClient;
}

interface Failure {
  title: string;
  help: string;
}

interface State {
  /** The query these results answer; undefined before the first answer. */
  query?: string;
  results?: ResultPage;
  loading: boolean;
  failure?: Failure;
}

function title(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'},
        {count},
      ),
    );
}

/** The results of `query` (cut to 64 characters), page after page, and what to say while they come. */
function useResults(query: string) {
  const settings = useSearchSettings();
  const {algolia} = useAlgoliaThemeConfig();
  const facetFilters = useAlgoliaContextualFacetFiltersIfEnabled();
  const processUrl = useSearchResultUrlProcessor();
  const [state, setState] = useState<State>({loading: false});
  // Answers that arrive after a newer query was asked are dropped.
  const latest = useRef(0);

  // The latest settings, filters and query, with one identity: the effect below follows the query alone.
  const fetchPage = useEvent(async (page: number, ask: number) => {
    try {
      const client = await clientFor(settings, algolia.appId, algolia.apiKey);
      const response = await client.search({
        requests: [
          {
            indexName: algolia.indexName,
            query,
            page,
            hitsPerPage: HITS_PER_PAGE,
            ...HIGHLIGHT,
            // Algolia: "exact phrases" and -excluded words, as the theme's search page had them.
            advancedSyntax: true,
            ...(facetFilters ? {facetFilters} : {}),
          },
        ],
      });
      if (ask !== latest.current) return;
      const results = pageOfResults(response, processUrl, settings.mode === 'local');
      setState((previous) => ({
        query,
        loading: false,
        results:
          page > 0 && previous.results ? {...results, hits: [...previous.results.hits, ...results.hits]} : results,
      }));
    } catch (error) {
      if (ask !== latest.current) return;
      // Both clients fail with RetryError when nothing answers; anything else is a defect worth a log line.
      if ((error as Error | undefined)?.name !== 'RetryError') console.error(error);
      const failure = searchUnavailableReason() ?? {
        title: 'Unable to fetch results.',
        help: 'You might want to check your network connection.',
      };
      setState((previous) => ({...previous, loading: false, failure}));
    }
  });

  useEffect(() => {
    const ask = ++latest.current;
    if (!query) {
      setState({loading: false});
      return undefined;
    }
    setState((previous) => ({...previous, loading: true, failure: undefined}));
    const timer = setTimeout(() => void fetchPage(0, ask), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, fetchPage]);

  const more = useCallback(() => {
    const page = state.results?.page;
    // One page at a time: a second press while one loads does nothing.
    if (page === undefined || state.loading) return;
    setState((previous) => ({...previous, loading: true, failure: undefined}));
    void fetchPage(page + 1, latest.current);
  }, [state.results?.page, state.loading, fetchPage]);
  return {state, more};
}

function Result({hit}: {hit: ResultPage['hits'][number]}): ReactNode {
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultHeading}>
        <Link to={hit.url} dangerouslySetInnerHTML={{__html: hit.title}} />
      </Heading>
      {hit.breadcrumbs.length > 0 && (
        // A list, not a navigation landmark: there is one per result.
        <ul className={`breadcrumbs ${styles.resultPath}`}>
          {hit.breadcrumbs.map((html, index) => (
            // Escaped text and <mark> only (./results.ts).
            <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
          ))}
        </ul>
      )}
      {hit.summary && <p className={styles.resultSummary} dangerouslySetInnerHTML={{__html: hit.summary}} />}
    </article>
  );
}

function SearchPageContent(): ReactNode {
  const [addressQuery, setQuery] = useSearchQueryString();
  const query = addressQuery.slice(0, MAX_QUERY_LENGTH);
  const {state, more} = useResults(query);
  const documentsFound = useDocumentsFound();
  const {mode} = useSearchSettings();
  const pageTitle = title(query);
  const results = state.query === query ? state.results : undefined;
  // After "More results", the keyboard focus goes to the first result it added (the button may be gone).
  const list = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | undefined>(undefined);
  const shown = results?.hits.length ?? 0;
  useEffect(() => {
    if (firstNew.current === undefined || shown <= firstNew.current) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('article h2 a')[firstNew.current]?.focus();
    firstNew.current = undefined;
  }, [shown]);
  return (
    <>
      <PageMetadata title={pageTitle} description="Search the CEEMS documentation, API reference and blog." />
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{pageTitle}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            autoFocus
          />
        </form>
        {/* Always there, so that screen readers say its text when it comes. */}
        <p role="status" className={styles.without}>
          {results?.without.length ? withoutNotice(results.without) : null}
        </p>
        {state.failure && (
          <div role="alert" className="alert alert--danger margin-vert--sm">
            <strong>{state.failure.title}</strong> {state.failure.help}
          </div>
        )}
        <div className={styles.summary}>
          {/* Said by screen readers as the count changes while the reader types. */}
          <span role="status">
            {results && results.total > 0 && documentsFound(results.total)}
            {state.loading && !results && 'Searching…'}
            {query &&
              results?.total === 0 &&
              !state.loading &&
              !state.failure &&
              translate({id: 'theme.SearchPage.noResultsText', message: 'No results were found'})}
          </span>
          {mode === 'hosted' && <Link to="https://www.algolia.com/">Search by Algolia</Link>}
        </div>
        <div ref={list}>
          {results?.hits.map((hit, index) => (
            <Result key={index} hit={hit} />
          ))}
        </div>
        {results && results.page + 1 < results.pages && (
          // Not disabled while the next page loads: a disabled button would lose the keyboard focus.
          <button
            type="button"
            className="button button--secondary margin-top--md"
            aria-disabled={state.loading}
            onClick={() => {
              firstNew.current = results.hits.length;
              more();
            }}
          >
            {state.loading ? 'Loading more results…' : 'More results'}
          </button>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* Inside the layout: the contextual search filters read the docs' version context it provides. */}
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
