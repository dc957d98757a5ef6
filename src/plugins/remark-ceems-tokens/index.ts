import {CEEMS_TOKENS} from '../../../config/ceems';
import {replaceTokensInTree, type TokenNode} from './replace-tokens';

/**
 * Remark plugin: writes the documented CEEMS version and repository into pages, so that they are
 * kept in `config/ceems.ts` only. Runs before Docusaurus resolves links, so link targets work too.
 */
export default function remarkCeemsTokens() {
  return (tree: TokenNode): void => replaceTokensInTree(tree, CEEMS_TOKENS);
}
