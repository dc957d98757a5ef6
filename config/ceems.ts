/**
 * Facts about the documented CEEMS release. Pages refer to them through the tokens that
 * `src/plugins/remark-ceems-tokens` replaces, so a release bump is a one-line change here.
 */
export const CEEMS_VERSION = '0.10.2';
export const CEEMS_ORG = 'ceems-dev';
export const CEEMS_REPO_NAME = 'ceems';
export const CEEMS_REPO_URL = `https://github.com/${CEEMS_ORG}/${CEEMS_REPO_NAME}`;
export const CEEMS_DEMO_URL = 'https://ceems-demo.myaddr.tools';

/** Build-time substitutions for docs: token as written in Markdown -> replacement. */
export const CEEMS_TOKENS: Readonly<Record<string, string>> = {
  '@CEEMS_VERSION@': CEEMS_VERSION,
  '@CEEMS_REPO_URL@': CEEMS_REPO_URL,
  '@CEEMS_ORG@': CEEMS_ORG,
};
