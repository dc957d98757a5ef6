/** Replace every known token in a string; unknown `@NAME@` sequences are left as they are. */
export function replaceTokens(text: string, tokens: Readonly<Record<string, string>>): string {
  let result = text;
  for (const [token, value] of Object.entries(tokens)) {
    if (result.includes(token)) result = result.split(token).join(value);
  }
  return result;
}

/** Minimal shape of the mdast nodes this plugin touches. */
export interface TokenNode {
  type: string;
  value?: string;
  url?: string;
  children?: TokenNode[];
}

const VALUE_NODES = new Set(['text', 'inlineCode', 'code']);
const URL_NODES = new Set(['link', 'definition', 'image']);

/** Walk a Markdown tree and replace tokens in text, code and link targets, in place. */
export function replaceTokensInTree(node: TokenNode, tokens: Readonly<Record<string, string>>): void {
  if (VALUE_NODES.has(node.type) && typeof node.value === 'string') {
    node.value = replaceTokens(node.value, tokens);
  }
  if (URL_NODES.has(node.type) && typeof node.url === 'string') {
    node.url = replaceTokens(node.url, tokens);
  }
  for (const child of node.children ?? []) replaceTokensInTree(child, tokens);
}
