// String and boolean constants of a Go source tree, so that names written as `Namespace`, `"/" + usersResourceName`
// or `fmt.Sprintf("/%s/admin", x)` resolve to the text the binary really uses.
import {
  callArguments,
  calledName,
  callReceiver,
  descendantsOfType,
  stringLiteral,
  type GoFile,
  type SyntaxNode,
} from './go-parser.ts';

export interface Constants {
  /** `package.Name` -> value, for `const` and package-level `var` declarations initialised with a string. */
  strings: Map<string, string>;
  bools: Map<string, boolean>;
  /** Package of each file, so an unqualified identifier resolves within its own package. */
  packageOf: Map<SyntaxNode['tree'], string>;
}

export function packageName(file: GoFile): string {
  return descendantsOfType(file.root, 'package_clause')[0]?.namedChildren[0]?.text ?? '';
}

function fileOf(node: SyntaxNode, constants: Constants): string {
  return constants.packageOf.get(node.tree) ?? '';
}

/** Collects constants from every file; values that depend on other constants are resolved in a second pass. */
export function collectConstants(files: GoFile[]): Constants {
  const constants: Constants = {strings: new Map(), bools: new Map(), packageOf: new Map()};
  const pending: {key: string; value: SyntaxNode}[] = [];
  for (const file of files) {
    const pkg = packageName(file);
    constants.packageOf.set(file.root.tree, pkg);
    for (const spec of descendantsOfType(file.root, ['const_spec', 'var_spec'])) {
      // Package level only: a spec whose declaration sits directly in the source file.
      if (spec.parent?.parent?.type !== 'source_file' && spec.parent?.type !== 'source_file') continue;
      const names = spec.childrenForFieldName('name').filter((n): n is SyntaxNode => n !== null);
      const values = spec.childForFieldName('value')?.namedChildren.filter((n): n is SyntaxNode => n !== null) ?? [];
      names.forEach((name, i) => {
        if (values[i]) pending.push({key: `${pkg}.${name.text}`, value: values[i]});
      });
    }
  }
  for (let pass = 0; pass < 3; pass++) {
    for (const {key, value} of pending) {
      if (value.type === 'true' || value.type === 'false') constants.bools.set(key, value.type === 'true');
      const text = resolveString(value, constants);
      if (text !== undefined) constants.strings.set(key, text);
    }
  }
  return constants;
}

/** Go's `%s`/`%d`/`%v` substitution, enough for paths and names. */
function sprintf(format: string, args: (string | undefined)[]): string | undefined {
  let i = 0;
  let failed = false;
  const out = format.replace(/%[sdv]/g, () => {
    const value = args[i++];
    if (value === undefined) failed = true;
    return value ?? '';
  });
  return failed ? undefined : out;
}

/** The string a Go expression evaluates to at compile time, or undefined when it is only known at run time. */
export function resolveString(node: SyntaxNode | null | undefined, constants: Constants): string | undefined {
  if (!node) return undefined;
  const literal = stringLiteral(node);
  if (literal !== undefined) return literal;
  switch (node.type) {
    case 'parenthesized_expression':
      return resolveString(node.namedChildren[0], constants);
    case 'identifier':
      return constants.strings.get(`${fileOf(node, constants)}.${node.text}`);
    case 'selector_expression': {
      const operand = node.childForFieldName('operand');
      const field = node.childForFieldName('field');
      if (operand?.type !== 'identifier' || !field) return undefined;
      return constants.strings.get(`${operand.text}.${field.text}`);
    }
    case 'binary_expression': {
      if (node.childForFieldName('operator')?.text !== '+') return undefined;
      const left = resolveString(node.childForFieldName('left'), constants);
      const right = resolveString(node.childForFieldName('right'), constants);
      return left !== undefined && right !== undefined ? left + right : undefined;
    }
    case 'call_expression': {
      if (calledName(node) !== 'Sprintf' || callReceiver(node)?.text !== 'fmt') return undefined;
      const [format, ...rest] = callArguments(node);
      const formatText = resolveString(format, constants);
      return formatText === undefined
        ? undefined
        : sprintf(
            formatText,
            rest.map((a) => resolveString(a, constants)),
          );
    }
    default:
      return undefined;
  }
}
