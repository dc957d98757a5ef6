/**
 * Remark plugin for the reference tables (flags, metrics, recording rules, configuration keys): each row
 * gets a stable id from its first name (`#flag-web.listen-address`, `#metric-ceems_rapl_joules_total`,
 * `#key-ceems_lb.strategy`), so a link can point at one row, and a page with such tables gets the filter
 * box (src/components/ReferenceFilter) before its first one. Pages without them load nothing. The table gets the
 * class `reference-table` and each cell its column's name (`data-label`), for the phone layout of custom.css.
 */

interface Node {
  type: string;
  value?: string;
  name?: string;
  depth?: number;
  children?: Node[];
  attributes?: unknown[];
  data?: Record<string, unknown>;
}

export const REFERENCE_FILTER_MODULE = '@site/src/components/ReferenceFilter';

/** The first column's header says what a row is about; its id prefix follows from it. */
const ROW_KINDS: [RegExp, string][] = [
  [/^(deprecated |hidden )?flags?$/i, 'flag'],
  [/^metrics?$/i, 'metric'],
  [/^series$/i, 'series'],
  [/^keys?$/i, 'key'],
];

function text(node: Node): string {
  return node.value ?? (node.children ?? []).map(text).join('');
}

function firstCode(node: Node): string | undefined {
  if (node.type === 'inlineCode') return node.value;
  for (const child of node.children ?? []) {
    const found = firstCode(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `--[no-]web.listen-address` -> `web.listen-address`; `clusters[].web.url` -> `clusters.web.url`. */
export function rowSlug(name: string): string {
  return name
    .split(',')
    .pop()!
    .trim()
    .replace(/^-+(\[no-\])?/, '')
    .replace(/\[\]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

function headingSlug(heading: Node): string {
  // Docusaurus's heading plugin (a default, so it runs before this one) has left the id in hProperties, `{#id}`
  // included; plain MDX has none.
  const hProperties = heading.data?.hProperties as {id?: string} | undefined;
  return hProperties?.id ?? rowSlug(text(heading).toLowerCase());
}

function filterImport(): Node {
  const source = {type: 'Literal', value: REFERENCE_FILTER_MODULE, raw: JSON.stringify(REFERENCE_FILTER_MODULE)};
  return {
    type: 'mdxjsEsm',
    value: `import ReferenceFilter from ${JSON.stringify(REFERENCE_FILTER_MODULE)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'ReferenceFilter'}}],
            source,
            attributes: [],
          },
        ],
      },
    },
  };
}

export default function remarkReferenceTables() {
  return (tree: Node): void => {
    const used = new Set<string>();
    let section = '';
    let firstTableIndex = -1;
    (tree.children ?? []).forEach((node, index) => {
      if (node.type === 'heading' && node.depth === 2) section = headingSlug(node);
      if (node.type !== 'table') return;
      const [header, ...rows] = node.children ?? [];
      const firstHeader = text(header?.children?.[0] ?? {type: 'text', value: ''}).trim();
      const kind = ROW_KINDS.find(([pattern]) => pattern.test(firstHeader))?.[1];
      if (!kind) return;
      if (firstTableIndex < 0) firstTableIndex = index;
      // The class and each cell's column name let a narrow screen show one block per row, with CSS alone
      // (src/css/custom.css): the column names come before the values, as the header would.
      node.data = {...node.data, hProperties: {className: ['reference-table']}};
      const labels = (header?.children ?? []).map((cell) => text(cell).trim());
      for (const row of rows) {
        (row.children ?? []).forEach((cell, column) => {
          if (labels[column]) cell.data = {...cell.data, hProperties: {dataLabel: labels[column]}};
        });
        const name = firstCode(row.children?.[0] ?? row);
        if (!name) continue;
        // The same flag name under two commands (ceems_tool's --url) is told apart by its section.
        let id = `${kind}-${rowSlug(name)}`;
        if (used.has(id)) id = `${kind}-${section}-${rowSlug(name)}`;
        if (used.has(id)) continue;
        used.add(id);
        row.data = {...row.data, hProperties: {id, className: ['reference-row']}};
      }
    });
    if (firstTableIndex < 0) return;
    const children = tree.children ?? [];
    const filter: Node = {type: 'mdxJsxFlowElement', name: 'ReferenceFilter', attributes: [], children: []};
    tree.children = [filterImport(), ...children.slice(0, firstTableIndex), filter, ...children.slice(firstTableIndex)];
  };
}
