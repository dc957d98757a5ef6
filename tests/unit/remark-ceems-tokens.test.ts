import assert from 'node:assert/strict';
import {test} from 'node:test';
import {replaceTokens, replaceTokensInTree, type TokenNode} from '../../src/plugins/remark-ceems-tokens/replace-tokens';
import {CEEMS_TOKENS, CEEMS_VERSION, CEEMS_REPO_URL} from '../../config/ceems';

test('replaceTokens replaces every occurrence and leaves unknown tokens alone', () => {
  assert.equal(
    replaceTokens('v@CEEMS_VERSION@ and @CEEMS_VERSION@', CEEMS_TOKENS),
    `v${CEEMS_VERSION} and ${CEEMS_VERSION}`,
  );
  assert.equal(replaceTokens('@NOT_A_TOKEN@ stays', CEEMS_TOKENS), '@NOT_A_TOKEN@ stays');
});

test('replaceTokensInTree rewrites text, inline code, code blocks and link targets', () => {
  const tree: TokenNode = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'text', value: 'Release @CEEMS_VERSION@'},
          {type: 'inlineCode', value: '@CEEMS_ORG@'},
        ],
      },
      {type: 'code', value: 'curl -LO @CEEMS_REPO_URL@/releases/download/v@CEEMS_VERSION@/x.tar.gz'},
      {type: 'link', url: '@CEEMS_REPO_URL@/releases', children: [{type: 'text', value: 'releases'}]},
      {type: 'html', value: '@CEEMS_VERSION@'},
    ],
  };
  replaceTokensInTree(tree, CEEMS_TOKENS);
  const [paragraph, code, link, html] = tree.children!;
  assert.equal(paragraph.children![0].value, `Release ${CEEMS_VERSION}`);
  assert.equal(paragraph.children![1].value, 'ceems-dev');
  assert.equal(code.value, `curl -LO ${CEEMS_REPO_URL}/releases/download/v${CEEMS_VERSION}/x.tar.gz`);
  assert.equal(link.url, `${CEEMS_REPO_URL}/releases`);
  assert.equal(html.value, '@CEEMS_VERSION@', 'raw HTML nodes are not touched');
});
