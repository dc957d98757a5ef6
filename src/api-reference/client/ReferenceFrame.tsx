import React, {useState, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import {createStoreWithoutState} from '@theme/ApiItem/store';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {HighlighterContext} from '@site/src/theme/CodeBlock/highlighted-context';
import {runtimeHighlighter} from '@site/src/theme/CodeBlock/runtime-highlighter';

/*
 * What the API theme's content components (endpoint line, parameters, schemas, responses) need around
 * them: the explorer's state store, empty (the endpoint line reads the server from it, content-type
 * tabs record their choice in it), the schema expansion context, and the highlighter of the response
 * examples, which the theme computes from the schemas as it renders. Used inside the reference island
 * (../island.ts) only, so none of it reaches the browser bundle of a production build.
 */
export default function ReferenceFrame({children}: {children?: ReactNode}): ReactNode {
  const [store] = useState(() => createStoreWithoutState({}, []));
  return (
    <Provider store={store}>
      <SchemaExpansionProvider>
        <HighlighterContext.Provider value={runtimeHighlighter}>{children}</HighlighterContext.Provider>
      </SchemaExpansionProvider>
    </Provider>
  );
}
