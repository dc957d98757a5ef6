import {replaceTokensInTree, type TokenNode} from './replace-tokens';

/**
 * Remark plugin: writes the documented CEEMS version and repository into pages, so that they are
 * kept in `config/ceems.ts` only (config/docs.ts passes them as the plugin's `tokens` option). Runs before
 * Docusaurus resolves links, so link targets work too.
 */
export default function remarkCeemsTokens({tokens}: {tokens: Parameters<typeof replaceTokensInTree>[1]}) {
  return (tree: TokenNode): void => replaceTokensInTree(tree, tokens);
}
