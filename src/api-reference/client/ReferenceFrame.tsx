import React, {useState, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import {createStoreWithoutState} from '@theme/ApiItem/store';
import {HighlighterContext} from '@site/src/theme/CodeBlock/highlighted-context';
import {runtimeHighlighter} from '@site/src/theme/CodeBlock/runtime-highlighter';

/*
 * What the API theme's components need around them: the theme's state store (an empty one: the endpoint line
 * reads the server from it, content-type tabs record their choice in it) and the highlighter of the code they
 * compute as they render (response examples). No schema expansion provider: it only reads
 * `themeConfig.api.schemaExpansion`, which the site does not set, and the theme's components then get the same
 * values from its context's default (level 0, no control shown; tests/unit/api-theme.test.ts fails if the site
 * sets it). Used by the reference island (../island.ts) only, which renders on the server: none of it is in the
 * browser bundle of a production build.
 */
export default function ReferenceFrame({children}: {children?: ReactNode}): ReactNode {
  const [store] = useState(() => createStoreWithoutState({}, []));
  return (
    <Provider store={store}>
      <HighlighterContext.Provider value={runtimeHighlighter}>{children}</HighlighterContext.Provider>
    </Provider>
  );
}
