/**
 * The only module the site reads environment variables from: everything the built site takes from the
 * environment is named here, with its default for the GitHub Pages deployment. (The tools read theirs
 * where they use them: CHROMIUM_PATH in scripts/lib/chromium.ts, E2E_BUILD_DIR in
 * tests/e2e/support/browser.ts, CI and SAMPLES_JOBS in tests/checks/check-samples.ts; the search's browser
 * code reads the bundler's NODE_ENV.)
 */
const env = process.env;

function nonEmpty(name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Normalise a base path to the `/path/` form Docusaurus expects. */
export function normaliseBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Origin the site is served from, without a path. */
export const SITE_URL = (nonEmpty('SITE_URL') ?? 'https://ceems-dev.github.io').replace(/\/+$/, '');

/** Path prefix of every page. */
export const BASE_URL = normaliseBaseUrl(nonEmpty('BASE_URL') ?? '/ceems/');

/** Hosted Algolia DocSearch credentials; search runs on the site's own index unless all three are set. */
export const ALGOLIA = {
  appId: nonEmpty('ALGOLIA_APP_ID'),
  apiKey: nonEmpty('ALGOLIA_API_KEY'),
  indexName: nonEmpty('ALGOLIA_INDEX_NAME'),
};

export const USE_HOSTED_SEARCH = Boolean(ALGOLIA.appId && ALGOLIA.apiKey && ALGOLIA.indexName);
