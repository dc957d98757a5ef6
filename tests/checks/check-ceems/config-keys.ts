// Configuration keys as the YAML decoder sees them: the `yaml:"..."` tags of the config structs, followed
// from a root type through nested structs, slices (`[]`), pointers and inlined structs to dotted paths.
import {descendantsOfType, lineOf, type GoFile, type SyntaxNode} from './go-parser.ts';

export interface SourceKey {
  /** Dotted path: `ceems_api_server.data.path`, `clusters[].web.*` (`*`: a client block of prometheus/common). */
  key: string;
  location: string;
}

interface StructField {
  /** YAML name; `''` for an inlined (embedded or `,inline`) field. */
  name: string;
  type: SyntaxNode;
  location: string;
  /** Where the field is declared: its package directory and that file's imports (alias -> directory). */
  scope: Scope;
}

interface Scope {
  dir: string;
  imports: Map<string, string>;
}

/** `dir:Type` -> fields, for every struct type of the tree. */
export type StructIndex = Map<string, StructField[]>;

/** Types from other modules whose keys the site documents once, as a shared block (`x.*`). */
const SHARED_BLOCKS = new Set(['HTTPClientConfig', 'SafeHTTPClientConfig']);

function yamlName(tag: string | undefined): string | undefined {
  const match = tag && /yaml:"([^"]*)"/.exec(tag);
  if (!match) return undefined;
  const [name, ...options] = match[1].split(',');
  if (name === '-') return undefined;
  return options.includes('inline') ? '' : name;
}

function structFields(struct: SyntaxNode, file: GoFile, scope: Scope): StructField[] {
  const fields: StructField[] = [];
  const list = struct.namedChildren.find((c) => c?.type === 'field_declaration_list');
  for (const decl of list?.namedChildren ?? []) {
    if (decl?.type !== 'field_declaration') continue;
    const type = decl.childForFieldName('type');
    if (!type) continue;
    const names = decl.childrenForFieldName('name').filter((n) => n !== null);
    const tag = decl.childForFieldName('tag')?.text;
    const location = `${file.path}:${lineOf(decl)}`;
    // Only tagged fields are keys: CEEMS tags every field it reads from YAML. (yaml.v3 would also decode an
    // untagged exported field under its lower-cased name, but no CEEMS configuration is meant to set those.)
    const name = yamlName(tag);
    if (name !== undefined && (names.length === 0 || /^[A-Z]/.test(names[0]?.text ?? '')))
      fields.push({name, type, location, scope});
  }
  return fields;
}

/** Import alias (or last path element) -> package directory inside the module. */
function importsOf(file: GoFile, modulePath: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const spec of descendantsOfType(file.root, 'import_spec')) {
    const importPath = spec.childForFieldName('path')?.text.replace(/"/g, '') ?? '';
    if (!importPath.startsWith(`${modulePath}/`)) continue;
    const dir = importPath.slice(modulePath.length + 1);
    const alias = spec.childForFieldName('name')?.text ?? dir.split('/').pop() ?? '';
    imports.set(alias, dir);
  }
  return imports;
}

/** Every struct type of the given files, as `dir:Type`. `modulePath` is go.mod's module line. */
export function indexStructs(files: GoFile[], modulePath: string): StructIndex {
  const index: StructIndex = new Map();
  for (const file of files) {
    const scope: Scope = {dir: file.path.split('/').slice(0, -1).join('/'), imports: importsOf(file, modulePath)};
    for (const spec of descendantsOfType(file.root, 'type_spec')) {
      const type = spec.childForFieldName('type');
      const name = spec.childForFieldName('name')?.text;
      if (type?.type === 'struct_type' && name) index.set(`${scope.dir}:${name}`, structFields(type, file, scope));
    }
  }
  return index;
}

/** Expands a type into dotted keys under `prefix`. */
function expand(
  type: SyntaxNode,
  prefix: string,
  scope: Scope,
  index: StructIndex,
  out: SourceKey[],
  location: string,
  depth = 0,
): void {
  if (depth > 12) return;
  if (type.type === 'pointer_type')
    return expand(type.namedChildren[0] as SyntaxNode, prefix, scope, index, out, location, depth + 1);
  if (type.type === 'slice_type' || type.type === 'array_type') {
    const element = type.childForFieldName('element') as SyntaxNode;
    if (fieldsOf(element, scope, index)?.fields.length)
      return expand(element, `${prefix}[]`, scope, index, out, location, depth + 1);
    out.push({key: prefix, location});
    return;
  }
  if (SHARED_BLOCKS.has(type.text.split('.').pop() ?? '')) {
    out.push({key: `${prefix}.*`, location});
    return;
  }
  const resolved = fieldsOf(type, scope, index);
  // A struct without tagged fields (a time, a URL, a type with its own UnmarshalYAML) is one value.
  if (!resolved?.fields.length) {
    out.push({key: prefix, location});
    return;
  }
  for (const field of resolved.fields) {
    const key = field.name === '' ? prefix : prefix ? `${prefix}.${field.name}` : field.name;
    expand(field.type, key, field.scope, index, out, field.location, depth + 1);
  }
}

function fieldsOf(type: SyntaxNode, scope: Scope, index: StructIndex): {fields: StructField[]} | undefined {
  if (type.type === 'pointer_type') return fieldsOf(type.namedChildren[0] as SyntaxNode, scope, index);
  if (type.type === 'struct_type') return {fields: structFields(type, {path: '', source: '', root: type}, scope)};
  if (type.type === 'type_identifier') {
    const fields = index.get(`${scope.dir}:${type.text}`);
    return fields && {fields};
  }
  if (type.type === 'qualified_type') {
    const dir = scope.imports.get(type.childForFieldName('package')?.text ?? '');
    const fields = dir === undefined ? undefined : index.get(`${dir}:${type.childForFieldName('name')?.text}`);
    return fields && {fields};
  }
  return undefined;
}

/** The keys of `dir:Type` under `prefix` (`''` for a file's top level). */
export function keysOf(index: StructIndex, typeName: string, prefix: string): SourceKey[] {
  const fields = index.get(typeName);
  if (!fields)
    throw new Error(
      `check-ceems: no struct ${typeName} in the source tree ` +
        '(moved or renamed? update tests/checks/check-ceems/targets.ts)',
    );
  const out: SourceKey[] = [];
  for (const field of fields) {
    const name = field.name === '' ? prefix : prefix ? `${prefix}.${field.name}` : field.name;
    expand(field.type, name, field.scope, index, out, field.location);
  }
  return out;
}
