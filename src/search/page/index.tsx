// The search page (/search, a route of the search plugin): the query lives in the address (?q=), the results come
// from the local index or, with Algolia credentials, from Algolia, 15 at a time.
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
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
import {pageOfResults, type ResultPage} from './results';
import styles from './styles.module.css';

const HITS_PER_PAGE = 15;
/** Typing that pauses this long is searched (each keystroke would be a request to Algolia). */
const TYPING_PAUSE_MS = 200;

type Client = {search: (input: {requests: Array<Record<string, unknown>>}) => Promise<unknown>};

/** The local client, or Algolia's, whose code is fetched only in hosted mode. */
async function clientFor(settings: SearchSettings, appId: string, apiKey: string): Promise<Client> {
  if (settings.mode === 'local') return getLocalSearchClient(settings.indexPath);
  const {liteClient} = await import('algoliasearch/lite');
  return liteClient(appId, apiKey) as unknown as Client;
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
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            ...(facetFilters ? {facetFilters} : {}),
          },
        ],
      });
      if (ask !== latest.current) return;
      const results = pageOfResults(response, processUrl);
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
    if (page === undefined) return;
    setState((previous) => ({...previous, loading: true}));
    void fetchPage(page + 1, latest.current);
  }, [state.results?.page, fetchPage]);
  return {state, more};
}

function Result({hit}: {hit: ResultPage['hits'][number]}): ReactNode {
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultHeading}>
        <Link to={hit.url} dangerouslySetInnerHTML={{__html: hit.title}} />
      </Heading>
      {hit.breadcrumbs.length > 0 && (
        <nav aria-label="breadcrumbs">
          <ul className={`breadcrumbs ${styles.resultPath}`}>
            {hit.breadcrumbs.map((html, index) => (
              // The index escapes the page text and adds only <mark> (respond.ts); so does Algolia.
              <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
            ))}
          </ul>
        </nav>
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
  return (
    <>
      <PageMetadata title={pageTitle} description="Search the CEEMS documentation, API reference and blog." />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{pageTitle}</Heading>
        <form onSubmit={(event) => event.preventDefault()}>
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
        {results?.without.length ? (
          <p role="status" className={styles.without}>
            {withoutNotice(results.without)}
          </p>
        ) : null}
        {state.failure && (
          <div role="alert" className={styles.failure}>
            <strong>{state.failure.title}</strong> {state.failure.help}
          </div>
        )}
        <div className={styles.summary}>
          {/* Said by screen readers as the count changes while the reader types. */}
          <span role="status">{results && results.total > 0 ? documentsFound(results.total) : null}</span>
          {mode === 'hosted' && <Link to="https://www.algolia.com/">Search by Algolia</Link>}
        </div>
        {results?.hits.map((hit, index) => (
          <Result key={index} hit={hit} />
        ))}
        {query && results?.total === 0 && !state.loading && !state.failure && (
          <p>{translate({id: 'theme.SearchPage.noResultsText', message: 'No results were found'})}</p>
        )}
        {state.loading && !results && <div className={styles.spinner} aria-label="Searching" role="progressbar" />}
        {results && results.page + 1 < results.pages && (
          <button type="button" className="button button--secondary" disabled={state.loading} onClick={more}>
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
