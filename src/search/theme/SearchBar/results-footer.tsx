import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {withoutNotice} from '@site/src/search/client/limits';
import {useSearchSettings} from '@site/src/search/client/use-search-settings';

/**
 * The theme's 'See all {count} results' link, counting the current query's hits only, after "Results without
 * 'x'" when the search left words of the query out.
 */
export function ResultsFooter({
  query,
  count,
  without = [],
  onClose,
}: {
  query: string;
  count: number;
  without?: string[];
  /** Closes the modal: following the link leaves it. */
  onClose: () => void;
}): ReactNode {
  const {pagePath} = useSearchSettings();
  return (
    <>
      {without.length > 0 && (
        <p role="status" className="ceems-search-without">
          {withoutNotice(without)}
        </p>
      )}
      <Link to={`${pagePath}?q=${encodeURIComponent(query)}`} onClick={onClose}>
        <Translate id="theme.SearchBar.seeAll" values={{count}}>
          {'See all {count} results'}
        </Translate>
      </Link>
    </>
  );
}
