// The API explorer (request form, live code samples) and its state, in a chunk of their own that an
// operation page loads when the reader presses "Try it" (./ApiOperation.tsx).
import '@site/src/plugins/code-highlight/register-languages';
// The explorer's code tabs, left out of the API stylesheet by the theme's patch (src/api-reference/build/plugin.ts).
import 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeTabs/_CodeTabs.scss';
import React, {type ComponentType, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import ApiExplorer from '@theme/ApiExplorer';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {createStoreWithState} from '@theme/ApiItem/store';
import {HighlighterContext} from '@site/src/theme/CodeBlock/highlighted-context';
import {runtimeHighlighter} from '@site/src/theme/CodeBlock/runtime-highlighter';

/** The parts of an operation, as the page's front matter carries it, that the explorer's state starts from. */
export interface Operation {
  parameters?: Array<{
    in: string;
    example?: unknown;
    examples?: Record<string, {value?: unknown}>;
    schema?: {default?: unknown; example?: unknown};
  }>;
  responses?: Record<string, {content?: Record<string, unknown>}>;
  requestBody?: {content?: Record<string, unknown>};
  servers?: unknown[];
  security?: unknown;
  securitySchemes?: unknown;
}

type ApiOptions = Parameters<typeof createPersistenceMiddleware>[0];

/**
 * The explorer's state for an operation, as the API theme starts it: parameters filled with their
 * default or example, the first success response's type to accept, the first request body type, the
 * first server, the first security option.
 */
export function createExplorerStore(operation: Operation, options: ApiOptions) {
  const params: Record<'path' | 'query' | 'header' | 'cookie', unknown[]> = {
    path: [],
    query: [],
    header: [],
    cookie: [],
  };
  for (const param of operation.parameters ?? []) {
    const named = param.examples ? Object.values(param.examples)[0]?.value : undefined;
    const value = param.schema?.default ?? param.example ?? param.schema?.example ?? named;
    params[param.in as keyof typeof params]?.push(value === undefined ? param : {...param, value});
  }
  const accept = Object.entries(operation.responses ?? {})
    .filter(([code]) => /^2\d\d$/.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const contentTypes = Object.keys(operation.requestBody?.content ?? {});
  const auth = createAuth({
    security: operation.security,
    securitySchemes: operation.securitySchemes,
    options,
  } as Parameters<typeof createAuth>[0]);
  return createStoreWithState(
    {
      accept: {value: accept[0], options: accept},
      contentType: {value: contentTypes[0], options: contentTypes},
      server: {value: undefined, options: operation.servers ?? []},
      response: {value: undefined},
      body: {type: 'empty'},
      params,
      auth,
      schemaSelection: {selections: {}},
      encodingSelection: {},
    } as unknown as Parameters<typeof createStoreWithState>[0],
    [createPersistenceMiddleware(options)],
  );
}

export interface LiveExplorer {
  store: ReturnType<typeof createExplorerStore>;
  Explorer: ComponentType;
}

/** The explorer of an operation, with its state store. */
export function createLiveExplorer(
  operation: Operation & Record<string, unknown>,
  infoPath: string | undefined,
  options: ApiOptions,
): LiveExplorer {
  const store = createExplorerStore(operation, options);
  function Explorer(): ReactNode {
    return (
      <Provider store={store}>
        <SchemaExpansionProvider>
          <HighlighterContext.Provider value={runtimeHighlighter}>
            <ApiExplorer item={operation as never} infoPath={infoPath as never} />
          </HighlighterContext.Provider>
        </SchemaExpansionProvider>
      </Provider>
    );
  }
  return {store, Explorer};
}
