import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * "Was this page helpful?" under every docs and API page. No analytics and no request: "Yes" thanks the
 * reader in place, "No" is a link that opens a new GitHub issue, prefilled with the page's title and
 * address, in a new tab (config/source.ts names the repository).
 */
export default function pageFeedbackPlugin(): Plugin {
  return {name: 'page-feedback', getThemePath: () => path.resolve(__dirname, 'theme')};
}
