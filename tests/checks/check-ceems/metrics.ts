// Metrics as the exporter declares them: `prometheus.NewDesc(prometheus.BuildFQName(...), help, labels, nil)`,
// names built in loops over map literals, and the value type each descriptor is sent with.
import * as go from './go-parser.ts';
import {resolveString, type Constants} from './go-constants.ts';

export interface SourceMetric {
  /** Full name; `*` stands for a part only known at run time (`ceems_rapl_*_joules_total`). */
  name: string;
  /** Label names, or undefined when the label list is built at run time. */
  labels: string[] | undefined;
  /** `counter`, `gauge` or `untyped` when every send of the descriptor uses one type. */
  type: string | undefined;
  /** False when the descriptor is declared but no code path ever sends a value with it. */
  sent: boolean;
  location: string;
}

const VALUE_TYPES: Record<string, string> = {CounterValue: 'counter', GaugeValue: 'gauge', UntypedValue: 'untyped'};

function enclosing(node: go.SyntaxNode, types: string[]): go.SyntaxNode | undefined {
  for (let n = node.parent; n; n = n.parent) if (types.includes(n.type)) return n;
  return undefined;
}

/** Composite literals assigned to `name` in the enclosing function, or at package level. */
function literalsAssignedTo(name: string, from: go.SyntaxNode, file: go.GoFile): go.SyntaxNode[] {
  const scope = enclosing(from, ['function_declaration', 'method_declaration', 'func_literal']) ?? file.root;
  const found: go.SyntaxNode[] = [];
  for (const scopeNode of [scope, file.root]) {
    for (const decl of go.descendantsOfType(scopeNode, ['short_var_declaration', 'assignment_statement', 'var_spec'])) {
      const left =
        decl.type === 'var_spec'
          ? decl.childrenForFieldName('name')
          : (decl.childForFieldName('left')?.namedChildren ?? []);
      const right =
        (decl.type === 'var_spec' ? decl.childForFieldName('value') : decl.childForFieldName('right'))?.namedChildren ??
        [];
      left.forEach((l, i) => {
        if (l?.text === name && right[i]?.type === 'composite_literal') found.push(right[i] as go.SyntaxNode);
      });
    }
    if (found.length) break;
  }
  return found;
}

/** Keys and values of the keyed elements of a composite literal, as strings where they are constants. */
function keyedElements(literal: go.SyntaxNode, constants: Constants): {key?: string; value?: string}[] {
  const body = literal.childForFieldName('body');
  return (body?.namedChildren ?? [])
    .filter((n): n is go.SyntaxNode => n?.type === 'keyed_element')
    .map((element) => {
      const [k, v] = element.namedChildren.map((c) => (c?.type === 'literal_element' ? c.namedChildren[0] : c));
      return {key: resolveString(k, constants), value: resolveString(v, constants)};
    });
}

/** The strings a loop variable takes when it ranges over a map literal, or undefined. */
function loopValues(identifier: go.SyntaxNode, file: go.GoFile, constants: Constants): string[] | undefined {
  for (let loop = enclosing(identifier, ['for_statement']); loop; loop = enclosing(loop, ['for_statement'])) {
    const range = loop.namedChildren.find((c) => c?.type === 'range_clause');
    const left = range?.childForFieldName('left')?.namedChildren ?? [];
    const position = left.findIndex((l) => l?.text === identifier.text);
    const right = range?.childForFieldName('right');
    if (position < 0 || right?.type !== 'identifier') continue;
    const values = literalsAssignedTo(right.text, loop, file)
      .flatMap((lit) => keyedElements(lit, constants))
      .map((e) => (position === 0 ? e.key : e.value));
    return values.every((v): v is string => v !== undefined) && values.length ? [...new Set(values)] : undefined;
  }
  return undefined;
}

/** Every string a name expression can take; `*` for a part only known at run time. */
function nameVariants(node: go.SyntaxNode | undefined, file: go.GoFile, constants: Constants): string[] {
  if (!node) return ['*'];
  const resolved = resolveString(node, constants);
  if (resolved !== undefined) return [resolved];
  if (node.type === 'identifier') return loopValues(node, file, constants) ?? ['*'];
  if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '+') {
    const left = nameVariants(node.childForFieldName('left') ?? undefined, file, constants);
    const right = nameVariants(node.childForFieldName('right') ?? undefined, file, constants);
    return left.flatMap((l) => right.map((r) => l + r));
  }
  if (node.type === 'call_expression' && go.calledName(node) === 'BuildFQName') {
    const parts = go.callArguments(node).map((a) => nameVariants(a, file, constants));
    // BuildFQName joins the non-empty parts with underscores.
    return parts.reduce<string[]>(
      (acc, variants) => acc.flatMap((a) => variants.map((v) => (a && v ? `${a}_${v}` : a || v))),
      [''],
    );
  }
  return ['*'];
}

function labelList(node: go.SyntaxNode | undefined, file: go.GoFile, constants: Constants): string[] | undefined {
  if (!node) return undefined;
  if (node.type === 'nil') return [];
  const literal =
    node.type === 'composite_literal'
      ? node
      : node.type === 'identifier'
        ? literalsAssignedTo(node.text, node, file)[0]
        : undefined;
  if (!literal) return undefined;
  const values = (literal.childForFieldName('body')?.namedChildren ?? []).map((e) =>
    resolveString(e?.type === 'literal_element' ? e.namedChildren[0] : e, constants),
  );
  return values.every((v): v is string => v !== undefined) ? values : undefined;
}

/** The name a descriptor is kept under (`c.cpuUser`, `metricDesc[k]`, `joulesMetricDesc`), to match its sends. */
function descriptorKey(expression: go.SyntaxNode | null | undefined): string | undefined {
  if (!expression) return undefined;
  if (expression.type === 'index_expression') return descriptorKey(expression.childForFieldName('operand'));
  if (expression.type === 'selector_expression') return expression.childForFieldName('field')?.text;
  if (expression.type === 'identifier' || expression.type === 'field_identifier') return expression.text;
  return undefined;
}

function keyOfDescriptor(newDesc: go.SyntaxNode): string | undefined {
  const parent = newDesc.parent?.type === 'literal_element' ? newDesc.parent.parent : newDesc.parent;
  if (parent?.type === 'keyed_element') {
    const key = parent.namedChildren[0];
    // A struct field (`cpuUser: NewDesc(...)`) or a map entry of a map held in a field.
    return key?.type === 'literal_element' && key.namedChildren[0]?.type === 'identifier'
      ? key.namedChildren[0].text
      : (descriptorKey(enclosing(parent, ['keyed_element'])?.namedChildren[0]?.namedChildren[0]) ??
          descriptorKey(assignmentTarget(parent)));
  }
  return descriptorKey(assignmentTarget(newDesc));
}

function assignmentTarget(node: go.SyntaxNode): go.SyntaxNode | undefined {
  let n: go.SyntaxNode | null = node.parent;
  while (
    n &&
    ['expression_list', 'composite_literal', 'literal_value', 'keyed_element', 'literal_element'].includes(n.type)
  )
    n = n.parent;
  if (n && ['short_var_declaration', 'assignment_statement'].includes(n.type))
    return n.childForFieldName('left')?.namedChildren[0] ?? undefined;
  if (n?.type === 'var_spec') return n.childForFieldName('name') ?? undefined;
  return undefined;
}

/** A loop variable's range expression (`c.metricDesc` in `for _, desc := range c.metricDesc`). */
function rangedOver(identifier: go.SyntaxNode): go.SyntaxNode | undefined {
  for (let loop = enclosing(identifier, ['for_statement']); loop; loop = enclosing(loop, ['for_statement'])) {
    const range = loop.namedChildren.find((c) => c?.type === 'range_clause');
    if (range?.childForFieldName('left')?.namedChildren.some((l) => l?.text === identifier.text)) {
      return range.childForFieldName('right') ?? undefined;
    }
  }
  return undefined;
}

/** Value types by descriptor key, from every MustNewConstMetric/NewConstMetric of a package's files. */
function sentTypes(files: go.GoFile[]): {byKey: Map<string, Map<string, Set<string>>>; direct: Map<number, string>} {
  // Per file first: the same field name can hold descriptors of different types in two collectors.
  const byKey = new Map<string, Map<string, Set<string>>>();
  const direct = new Map<number, string>();
  for (const file of files) {
    const fileKeys = new Map<string, Set<string>>();
    byKey.set(file.path, fileKeys);
    for (const call of go.descendantsOfType(file.root, 'call_expression')) {
      if (!['MustNewConstMetric', 'NewConstMetric'].includes(go.calledName(call) ?? '')) continue;
      const [desc, valueType] = go.callArguments(call);
      const typeName =
        (valueType?.type === 'selector_expression' && VALUE_TYPES[valueType.childForFieldName('field')?.text ?? '']) ||
        'unknown';
      if (desc?.type === 'call_expression' && go.calledName(desc) === 'NewDesc') {
        direct.set(desc.id, typeName);
        continue;
      }
      const key = desc?.type === 'identifier' ? (descriptorKey(rangedOver(desc)) ?? desc.text) : descriptorKey(desc);
      if (key) fileKeys.set(key, (fileKeys.get(key) ?? new Set()).add(typeName));
    }
  }
  return {byKey, direct};
}

export function extractMetrics(files: go.GoFile[], constants: Constants): SourceMetric[] {
  const metrics: SourceMetric[] = [];
  const {byKey, direct} = sentTypes(files);
  for (const file of files) {
    // `field: localDesc` in a struct literal: a descriptor made in a local variable, then kept in a field.
    const aliases = new Map<string, string>();
    for (const element of go.descendantsOfType(file.root, 'keyed_element')) {
      const [k, v] = element.namedChildren.map((c) => (c?.type === 'literal_element' ? c.namedChildren[0] : c));
      if (k?.type === 'identifier' && v?.type === 'identifier' && k.text !== v.text) aliases.set(v.text, k.text);
    }
    for (const call of go.descendantsOfType(file.root, 'call_expression')) {
      if (go.calledName(call) !== 'NewDesc' || go.callReceiver(call)?.text !== 'prometheus') continue;
      const [nameArg, , labelsArg] = go.callArguments(call);
      const ownKey = keyOfDescriptor(call);
      const key = ownKey && !byKey.get(file.path)?.has(ownKey) && aliases.has(ownKey) ? aliases.get(ownKey) : ownKey;
      const sentElsewhere = (k: string): Set<string> | undefined => {
        const sets = [...byKey.values()].map((m) => m.get(k)).filter((t): t is Set<string> => t !== undefined);
        return sets.length ? new Set(sets.flatMap((t) => [...t])) : undefined;
      };
      const types = direct.has(call.id)
        ? new Set([direct.get(call.id) as string])
        : key
          ? (byKey.get(file.path)?.get(key) ?? sentElsewhere(key))
          : undefined;
      const type = types && types.size === 1 && !types.has('unknown') ? [...types][0] : undefined;
      // A descriptor kept under a field that no send names is never exported (only checkable for keyed ones).
      const sent = types !== undefined || key === undefined || /^(desc|descriptor|metricDesc|metricDescs)$/.test(key);
      for (const name of nameVariants(nameArg, file, constants)) {
        metrics.push({
          name,
          labels: labelList(labelsArg, file, constants),
          type,
          sent,
          location: `${file.path}:${go.lineOf(call)}`,
        });
      }
    }
    // client_golang's own metrics about the metrics handler, present when the code wraps the handler.
    const location = (call: go.SyntaxNode): string => `${file.path}:${go.lineOf(call)}`;
    for (const call of go.descendantsOfType(file.root, 'call_expression')) {
      if (go.callReceiver(call)?.text !== 'promhttp') continue;
      if (go.calledName(call) === 'InstrumentMetricHandler') {
        metrics.push(
          {
            name: 'promhttp_metric_handler_requests_total',
            type: 'counter',
            labels: ['code'],
            sent: true,
            location: location(call),
          },
          {
            name: 'promhttp_metric_handler_requests_in_flight',
            type: 'gauge',
            labels: [],
            sent: true,
            location: location(call),
          },
        );
      }
      const registersErrors =
        go.calledName(call) === 'HandlerFor' &&
        go.descendantsOfType(call, 'keyed_element').some((e) => e.namedChildren[0]?.text === 'Registry');
      if (registersErrors) {
        metrics.push({
          name: 'promhttp_metric_handler_errors_total',
          type: 'counter',
          labels: ['cause'],
          sent: true,
          location: location(call),
        });
      }
    }
    // client_golang's build-info collector: `<namespace>_build_info` with the version labels.
    for (const call of go.descendantsOfType(file.root, 'call_expression')) {
      if (
        go.calledName(call) !== 'NewCollector' ||
        !['version', 'versioncollector'].includes(go.callReceiver(call)?.text ?? '')
      )
        continue;
      const namespace = resolveString(go.callArguments(call)[0], constants);
      if (namespace === undefined) continue;
      metrics.push({
        name: `${namespace}_build_info`,
        type: 'gauge',
        sent: true,
        location: `${file.path}:${go.lineOf(call)}`,
        labels: ['version', 'revision', 'branch', 'goversion', 'goos', 'goarch', 'tags'],
      });
    }
  }
  return metrics;
}
