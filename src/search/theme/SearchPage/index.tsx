// Wraps the theme's search page to give it a description and to say why there are no results when the
// local index cannot be reached.
import React, {useSyncExternalStore, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {searchPageStatus} from '@site/src/search/client/search-page-status';
import {INDEX_CHANGED, indexChanged} from '@site/src/search/client/search-client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchPageType>;

function IndexUnavailable(): ReactNode {
  const failed = useSyncExternalStore(searchPageStatus.subscribe, searchPageStatus.failed, () => false);
  if (!failed) return null;
  const onDevServer = process.env.NODE_ENV === 'development';
  if (indexChanged()) {
    return (
      <div role="alert" className={styles.notice}>
        <strong>{INDEX_CHANGED.title}</strong> {INDEX_CHANGED.help}
      </div>
    );
  }
  return (
    <div role="alert" className={styles.notice}>
      <strong>{onDevServer ? 'No search index on the dev server yet.' : 'Unable to fetch results.'}</strong>{' '}
      {onDevServer
        ? 'The dev server writes it from the Markdown sources as it starts: search again once its log shows ' +
          '"[search-index] dev server".'
        : 'You might want to check your network connection.'}
    </div>
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
    </>
  );
}
