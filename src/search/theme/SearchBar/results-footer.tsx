import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSearchLinkCreator} from '@docusaurus/theme-common';

/** Closes the modal the way the reader would: DocSearch's keyboard handler closes it on Escape. */
function closeSearchModal(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', code: 'Escape', bubbles: true}));
}

/** The theme's 'See all {count} results' link, counting the current query's hits only. */
export function ResultsFooter({query, count}: {query: string; count: number}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} onClick={closeSearchModal}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}
