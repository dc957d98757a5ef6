// Wraps the theme's search page to give it a description, to say why there are no results when the local
// index cannot be reached, and to say which words of the query the results were found without.
import React, {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {searchPageSession} from '@site/src/search/client/search-session';
import {unavailableReason} from '@site/src/search/client/search-client';
import {withoutNotice} from '@site/src/search/client/limits';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchPageType>;

function IndexUnavailable(): ReactNode {
  const failed = useSyncExternalStore(searchPageSession.subscribe, searchPageSession.lastSearchFailed, () => false);
  if (!failed) return null;
  const {title, help} = unavailableReason() ?? {
    title: 'Unable to fetch results.',
    help: 'You might want to check your network connection.',
  };
  return (
    <div role="alert" className={styles.notice}>
      <strong>{title}</strong> {help}
    </div>
  );
}

const NO_WORDS: string[] = [];

/**
 * "Results without 'x'" below the search form (the theme's page has no place for it: it is rendered into
 * an element placed after the form), while the results on the page were found without words of the query.
 */
function WithoutNotice(): ReactNode {
  const without = useSyncExternalStore(searchPageSession.subscribe, searchPageSession.lastWithout, () => NO_WORDS);
  const [host, setHost] = useState<HTMLElement | null>(null);
  // The form is the theme's: look for it whenever there is something to say and no place for it yet.
  useEffect(() => {
    if (host?.isConnected || !without.length) return;
    // (Not by the html class search-page-wrapper: Helmet sets it after this effect on a client-side visit.)
    const form = document.querySelector('main form');
    if (!form) return;
    const element = document.createElement('div');
    form.after(element);
    setHost(element);
  }, [host, without]);
  useEffect(() => () => host?.remove(), [host]);
  if (!host?.isConnected || !without.length) return null;
  return createPortal(
    <p role="status" className={styles.without}>
      {withoutNotice(without)}
    </p>,
    host,
  );
}

export default function SearchPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content="Search the CEEMS documentation, API reference and blog." />
      </Head>
      <SearchPage {...props} />
      <IndexUnavailable />
      <WithoutNotice />
    </>
  );
}
