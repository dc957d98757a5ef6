import type {PluginConfig} from '@docusaurus/types';
import contentSecurityPolicy, {
  type ConnectSources,
  type ContentSecurityPolicyOptions,
} from '../src/plugins/content-security-policy';
import {ALGOLIA, BASE_URL, USE_HOSTED_SEARCH} from './env';
import {API_DOCS_DIR, openApiPluginOptions} from './openapi';

/**
 * The hosts DocSearch queries for one Algolia application: the read host first, then its three
 * fallbacks. Algolia names them after the application id, lower-cased.
 */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

/**
 * Where `connect-src` is wider than 'self', and why (ARCHITECTURE.md, "Content Security Policy"):
 * - hosted search (ALGOLIA_* set): every page has the search bar, so every page may query Algolia;
 * - the API pages, only if the explorer's Send button is shown: it requests the server the reader
 *   types in, any HTTPS host (or a local one). While the button is hidden, the explorer sends nothing.
 */
export function connectSources(options: {
  hostedSearch: boolean;
  appId?: string;
  sendButton: boolean;
}): ConnectSources[] {
  const widenings: ConnectSources[] = [];
  if (options.hostedSearch && options.appId) widenings.push({under: BASE_URL, sources: algoliaHosts(options.appId)});
  if (options.sendButton) {
    widenings.push({
      under: `${BASE_URL}${API_DOCS_DIR}/`,
      sources: ['https:', 'http://localhost:*', 'http://127.0.0.1:*'],
    });
  }
  return widenings;
}

export const contentSecurityPolicyOptions = {
  connectSrc: connectSources({
    hostedSearch: USE_HOSTED_SEARCH,
    appId: ALGOLIA.appId,
    sendButton: !openApiPluginOptions.config.ceems.hideSendButton,
  }),
} satisfies ContentSecurityPolicyOptions;

/**
 * The policy plugin (its options checked, the DocSearch loader); its post-build step is listed in docusaurus.config.ts.
 */
export const contentSecurityPolicyPlugin: PluginConfig = [contentSecurityPolicy, contentSecurityPolicyOptions];
