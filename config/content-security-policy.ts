import type {PluginConfig} from '@docusaurus/types';
import contentSecurityPolicy, {type ContentSecurityPolicyOptions} from '../src/plugins/content-security-policy';
import {ALGOLIA, USE_HOSTED_SEARCH} from './env';

/**
 * The hosts DocSearch queries for one Algolia application: the read host first, then its three
 * fallbacks. Algolia names them after the application id, lower-cased.
 */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

/**
 * Where `connect-src` is wider than 'self', and why (ARCHITECTURE.md, "Content Security Policy"): with hosted
 * search (ALGOLIA_* set) every page has the search bar, so every page may query Algolia. Nothing else is.
 */
export function connectSources(options: {hostedSearch: boolean; appId?: string}): string[] {
  return options.hostedSearch && options.appId ? algoliaHosts(options.appId) : [];
}

export const contentSecurityPolicyOptions = {
  connectSrc: connectSources({hostedSearch: USE_HOSTED_SEARCH, appId: ALGOLIA.appId}),
} satisfies ContentSecurityPolicyOptions;

/**
 * The policy plugin (its options checked, the DocSearch loader); its post-build step is listed in docusaurus.config.ts.
 */
export const contentSecurityPolicyPlugin: PluginConfig = [contentSecurityPolicy, contentSecurityPolicyOptions];
