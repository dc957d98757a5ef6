// The API explorer (request form, live code samples) and its state, in a chunk of their own that an
// operation page loads when the reader presses "Try it" (./ApiOperation.tsx).
// The explorer's code tabs, left out of the API stylesheet by the theme's patch (src/api-reference/build/plugin.ts).
import 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeTabs/_CodeTabs.scss';
import React, {type ComponentType, type ReactNode} from 'react';
import ApiExplorer from '@theme/ApiExplorer';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {createStoreWithState} from '@theme/ApiItem/store';
import {prefill} from '../island';
import ReferenceFrame from './ReferenceFrame';

/** The parts of an operation, as the page's front matter carries it, that the explorer's state starts from. */
export interface Operation {
  parameters?: Array<{in: string} & Parameters<typeof prefill>[0]>;
  responses?: Record<string, {content?: Record<string, unknown>}>;
  requestBody?: {content?: Record<string, unknown>};
  servers?: unknown[];
  security?: unknown;
  securitySchemes?: unknown;
}

type ApiOptions = Parameters<typeof createPersistenceMiddleware>[0];

/**
 * The explorer of an operation, with its state as the API theme starts it: parameters filled with their
 * default or example, the first success response's type to accept, the first request body type, the
 * first server, the first security option.
 */
export function createLiveExplorer(
  operation: Operation & Record<string, unknown>,
  infoPath: string | undefined,
  options: ApiOptions,
): ComponentType {
  const params: Record<'path' | 'query' | 'header' | 'cookie', unknown[]> = {
    path: [],
    query: [],
    header: [],
    cookie: [],
  };
  for (const param of operation.parameters ?? []) {
    const value = prefill(param);
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
  const store = createStoreWithState(
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
  return function Explorer(): ReactNode {
    return (
      <ReferenceFrame store={store}>
        <ApiExplorer item={operation as never} infoPath={infoPath as never} />
      </ReferenceFrame>
    );
  };
}
