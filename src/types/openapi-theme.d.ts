// Parts of docusaurus-theme-openapi-docs that the operation pages use outside its ApiItem (src/api-reference) and
// the theme's types do not declare. config/openapi.ts checks that they are still where these names point.
declare module '@theme/ApiItem/store' {
  import type {Store} from 'redux';

  export function createStoreWithoutState(preloadedState: object, middlewares: unknown[]): Store;
  export function createStoreWithState(preloadedState: object, middlewares: unknown[]): Store;
}
declare module '@theme/ApiExplorer' {
  import type {ReactNode} from 'react';

  export default function ApiExplorer(props: {item: unknown; infoPath?: string}): ReactNode;
}
declare module '@theme/ApiExplorer/Authorization/slice' {
  export function createAuth(args: {security?: unknown; securitySchemes?: unknown; options?: unknown}): object;
}
declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export function createPersistenceMiddleware(options: {authPersistence?: false | string} | undefined): unknown;
}
