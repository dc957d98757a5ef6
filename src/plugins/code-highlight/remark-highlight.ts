/**
 * Remark plugin: highlights every fenced code block when the page is compiled, with Prism and the
 * site's languages (./node-prism.ts). The block's lines of highlighted HTML travel to the code block
 * component as its `highlighted` property (one string, lines joined by '\n'), so pages render their code
 * highlighted on the server and in the browser without Prism or its grammars.
 */
import {highlightLines, languageOf} from './highlight';
import {Prism} from './node-prism';

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
  data?: {hProperties?: Record<string, unknown>};
}

/** The property of the code element (and so of the CodeBlock) that carries the highlighted lines. */
export const HIGHLIGHTED_PROP = 'highlighted';

function visitCode(node: Node, visit: (code: Node) => void): void {
  if (node.type === 'code') visit(node);
  for (const child of node.children ?? []) visitCode(child, visit);
}

export default function remarkHighlight() {
  return (tree: Node, file?: {path?: string}): void => {
    visitCode(tree, (code) => {
      // The site's code block has no numbered layout (src/theme/CodeBlock/Content): say so where the block is.
      // The theme's own rule: a word of the metastring that starts with showLineNumbers.
      if ((code.meta ?? '').split(' ').some((word) => word.startsWith('showLineNumbers'))) {
        throw new Error(
          `${file?.path ?? 'a page'}: a code block asks for showLineNumbers, which this site does not support ` +
            '(CONTRIBUTING.md): remove it from the fence',
        );
      }
      const lines = highlightLines(Prism, code.value ?? '', languageOf(code.lang));
      code.data = code.data ?? {};
      code.data.hProperties = {...code.data.hProperties, [HIGHLIGHTED_PROP]: lines.join('\n')};
    });
  };
}
