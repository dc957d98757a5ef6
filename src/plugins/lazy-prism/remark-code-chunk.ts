/**
 * Remark plugin: a page with a fenced code block imports the highlighted code block
 * (src/theme/CodeBlock/highlighted.tsx), so the highlighter becomes one of that page's own chunks.
 * Docusaurus loads a page's chunks before it renders it (first load and client navigation alike), so
 * code blocks hydrate at once and never pop in; pages without code never load Prism.
 */

/** The module a page with code imports for its side effect (it registers the highlighted code block). */
export const HIGHLIGHTED_CODE_BLOCK = '@site/src/theme/CodeBlock/highlighted';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  data?: Record<string, unknown>;
}

function hasCode(node: Node): boolean {
  return node.type === 'code' || (node.children ?? []).some(hasCode);
}

/** The MDX ESM node of `import '<source>';`, with the estree MDX compiles it from. */
export function sideEffectImport(source: string): Node {
  const literal = {type: 'Literal', value: source, raw: JSON.stringify(source)};
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], source: literal, attributes: []}],
      },
    },
  };
}

export default function remarkCodeChunk() {
  return (tree: Node): void => {
    if (tree.type === 'root' && hasCode(tree)) tree.children = [sideEffectImport(HIGHLIGHTED_CODE_BLOCK), ...(tree.children ?? [])];
  };
}
