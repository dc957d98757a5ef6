// Go source parsing for the drift check: tree-sitter's Go grammar, run as WebAssembly (no native build, no
// Go toolchain). The package ships the runtime and the grammar together, so their versions always match.
import {Language, Parser, type Node as SyntaxNode} from '@vscode/tree-sitter-wasm';

export type {SyntaxNode};

/** One parsed Go file: its path relative to the source tree (for file:line reports) and its syntax tree. */
export interface GoFile {
  path: string;
  source: string;
  root: SyntaxNode;
}

let parserPromise: Promise<Parser> | undefined;

async function createParser(): Promise<Parser> {
  await Parser.init();
  const go = await Language.load(require.resolve('@vscode/tree-sitter-wasm/wasm/tree-sitter-go.wasm'));
  const parser = new Parser();
  parser.setLanguage(go);
  return parser;
}

/** Parses Go source; the parser is created once per process. */
export async function parseGo(path: string, source: string): Promise<GoFile> {
  parserPromise ??= createParser();
  const parser = await parserPromise;
  const tree = parser.parse(source);
  if (!tree) throw new Error(`check-ceems: tree-sitter could not parse ${path}`);
  return {path, source, root: tree.rootNode};
}

/** Every descendant of `node` (itself included) of one of the given types, in source order. */
export function descendantsOfType(node: SyntaxNode, types: string | string[]): SyntaxNode[] {
  const wanted = new Set(Array.isArray(types) ? types : [types]);
  const found: SyntaxNode[] = [];
  const visit = (n: SyntaxNode): void => {
    if (wanted.has(n.type)) found.push(n);
    for (const child of n.namedChildren) if (child) visit(child);
  };
  visit(node);
  return found;
}

/** The value of a Go string literal (interpreted or raw), or undefined when the node is not one. */
export function stringLiteral(node: SyntaxNode | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1);
  if (node.type !== 'interpreted_string_literal') return undefined;
  // Go's escapes that appear in flag and metric names; JSON reads the same ones.
  try {
    return JSON.parse(node.text) as string;
  } catch {
    return node.text.slice(1, -1);
  }
}

/** 1-based line of a node, for `path:line` locations. */
export function lineOf(node: SyntaxNode): number {
  return node.startPosition.row + 1;
}

/** The arguments of a call expression, without the punctuation. */
export function callArguments(call: SyntaxNode): SyntaxNode[] {
  const args = call.childForFieldName('arguments');
  return args ? args.namedChildren.filter((n): n is SyntaxNode => n !== null && n.type !== 'comment') : [];
}

/** `a.b.Method(...)`: the method name of a call on a selector, else the plain function name. */
export function calledName(call: SyntaxNode): string | undefined {
  const fn = call.childForFieldName('function');
  if (!fn) return undefined;
  if (fn.type === 'selector_expression') return fn.childForFieldName('field')?.text;
  if (fn.type === 'identifier') return fn.text;
  return undefined;
}

/** The receiver expression of a method call (`x` in `x.Method()`). */
export function callReceiver(call: SyntaxNode): SyntaxNode | undefined {
  const fn = call.childForFieldName('function');
  return fn?.type === 'selector_expression' ? (fn.childForFieldName('operand') ?? undefined) : undefined;
}
