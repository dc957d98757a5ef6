import React, {createContext, useContext, useMemo, useState, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import {createStoreWithoutState} from '@theme/ApiItem/store';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {HighlighterContext} from '@site/src/theme/CodeBlock/highlighted-context';
import {runtimeHighlighter} from '@site/src/theme/CodeBlock/runtime-highlighter';

/*
 * The frame of an operation page, written around its content by the page generator (config/openapi.ts):
 * the description, parameters and responses in the left column, the code samples in the right one.
 * The page renders through the classic DocItem, not the theme's ApiItem, which would bring the API
 * explorer's state and decoders into every first view.
 *
 * A few of the theme's content components read the explorer's state store (the endpoint line shows the
 * selected server, content-type tabs record the selected type), so the page starts with an empty store.
 * When the reader opens the explorer, its store, filled from the operation, takes that one's place.
 * The response examples are computed from the schemas as the page renders: they get the run-time
 * highlighter, on the server and in the browser alike.
 */

type Store = ReturnType<typeof createStoreWithoutState>;

interface ApiOperationContext {
  /** Replaces the page's state store (the explorer's, once loaded). */
  setStore: (store: Store) => void;
}

const Context = createContext<ApiOperationContext>({
  setStore: () => {
    throw new Error('ApiSamples outside ApiOperation');
  },
});

export function useApiOperation(): ApiOperationContext {
  return useContext(Context);
}

export default function ApiOperation({children}: {children?: ReactNode}): ReactNode {
  const [store, setStore] = useState<Store>(() => createStoreWithoutState({}, []));
  const context = useMemo(() => ({setStore}), []);
  return (
    <Context.Provider value={context}>
      <Provider store={store}>
        <SchemaExpansionProvider>
          <HighlighterContext.Provider value={runtimeHighlighter}>
            <div className="row theme-api-markdown">{children}</div>
          </HighlighterContext.Provider>
        </SchemaExpansionProvider>
      </Provider>
    </Context.Provider>
  );
}
