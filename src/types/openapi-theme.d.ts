// The part of docusaurus-theme-openapi-docs that the operation pages use outside its ApiItem (src/api-reference)
// and the theme's types do not declare. config/openapi.ts checks that it is still where this name points.
declare module '@theme/ApiItem/store' {
  import type {Store} from 'redux';

  export function createStoreWithoutState(preloadedState: object, middlewares: unknown[]): Store;
}
