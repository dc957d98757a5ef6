/**
 * API operation pages, as the OpenAPI theme renders them, rewritten into plain HTML that converts well:
 * the method and path as a line, each parameter group and each response schema as a table (nested
 * fields flattened to dotted names), response headers as a table, status codes as headings, and one
 * code sample, the curl one, read from the static samples (an element with
 * `data-sample-language="curl"` around a code block). The rest of the samples column is dropped.
 */
import {
  classesOf,
  el,
  elementChildren,
  findAll,
  findFirst,
  hasClass,
  inlineContent,
  isElement,
  plainText,
  removeAll,
  rewriteAll,
  text,
  type Element,
  type ElementContent,
} from './hast';
// The list items the island-lists step adds around the theme's fields.
import {LIST_ITEM_CLASS} from '../../api-reference/build/island-lists';

/** Language of the one sample a twin carries. */
export const TWIN_SAMPLE_LANGUAGE = 'curl';

export function isApiOperation(root: Element): boolean {
  return Boolean(findFirst(root, (node) => hasClass(node, 'openapi__method-endpoint')));
}

function table(headers: string[], rows: ElementContent[][][]): Element {
  const row = (tag: string) => (cells: ElementContent[][]) => {
    const children = cells.map((content) => el(tag, content));
    return el('tr', children);
  };
  const head = row('th')(headers.map((name) => [text(name)]));
  return el('table', [el('thead', [head]), el('tbody', rows.map(row('td')))]);
}

/** A type as inline code (`integer<int64>`, `object[]`), or an empty cell. */
function codeOrNothing(value: string): ElementContent[] {
  return value ? [el('code', [text(value)])] : [];
}

const has = (node: Element, className: string) => Boolean(findFirst(node, (child) => hasClass(child, className)));
const first = (node: Element, className: string) => findFirst(node, (child) => hasClass(child, className));

/** A parameter group (`<details>` with a 'Query Parameters' heading) as a heading and a table. */
function parameterTable(details: Element): ElementContent[] {
  const heading = plainText(first(details, 'openapi-markdown__details-summary-header-params'));
  const location = heading.replace(/\s*parameters?\s*$/i, '').toLowerCase(); // 'Query Parameters' -> 'query'
  const rows = findAll(details, (node) => hasClass(node, 'openapi-params__list-item')).map((item) => {
    const name = plainText(first(item, 'openapi-schema__property'));
    const type = plainText(first(item, 'openapi-schema__type'));
    const required = has(item, 'openapi-schema__required') ? 'yes' : 'no';
    const description = inlineContent(item.children.filter((child) => !hasClass(child, 'openapi-schema__container')));
    return [[el('code', [text(name)])], [text(location)], codeOrNothing(type), [text(required)], description];
  });
  const label = heading ? heading[0].toUpperCase() + heading.slice(1).toLowerCase() : 'Parameters';
  return [el('h3', [text(label)]), table(['Name', 'In', 'Type', 'Required', 'Description'], rows)];
}

/** The visible head of a schema field: name, type and the required/nullable/deprecated flags. */
function fieldHead(item: Element) {
  const head = findFirst(
    item,
    (node) => hasClass(node, 'openapi-schema__container') || hasClass(node, 'openapi-schema__list-item'),
  );
  if (!head || !hasClass(head, 'openapi-schema__container')) return undefined;
  const flags = ['required', 'nullable', 'deprecated'].filter((flag) => has(head, `openapi-schema__${flag}`));
  return {
    name: plainText(first(head, 'openapi-schema__property')),
    type: plainText(first(head, 'openapi-schema__name') ?? first(head, 'openapi-schema__type')),
    flags,
  };
}

/** Block elements of a description as the theme's Markdown renders it (a list of nested fields is not one). */
const isDescriptionBlock = (node: Element) =>
  /^(p|ol|table|pre|blockquote)$/.test(node.tagName) ||
  (node.tagName === 'ul' && !has(node, LIST_ITEM_CLASS) && !has(node, 'openapi-schema__list-item'));

/** What the page says about a field, without its nested fields. */
function fieldDescription(item: Element): ElementContent[] {
  const parts = findAll(
    item,
    (node) =>
      hasClass(node, 'openapi-schema__list-item') ||
      hasClass(node, LIST_ITEM_CLASS) ||
      isDescriptionBlock(node) ||
      hasClass(node, 'openapi-example') ||
      classesOf(node).some((name) => /^openapi-schema__(default|constraints|pattern|enum)/.test(name)),
    true,
  ).filter((node) => !hasClass(node, 'openapi-schema__list-item') && !hasClass(node, LIST_ITEM_CLASS));
  return inlineContent(parts);
}

/** The fields of a schema tree, flattened: `data[].id`, `data[].manager`. */
function schemaRows(container: Element, prefix = ''): ElementContent[][][] {
  const rows: ElementContent[][][] = [];
  for (const item of findAll(container, (node) => hasClass(node, 'openapi-schema__list-item'), true)) {
    const head = fieldHead(item);
    if (!head || !head.name) continue;
    const name = `${prefix}${head.name}`;
    rows.push([
      [el('code', [text(name)])],
      codeOrNothing(head.type),
      [text(head.flags.join(', ') || 'no')],
      fieldDescription(item),
    ]);
    // The field's own fields sit in its <details>, below the head.
    const childPrefix = `${name}${head.type.endsWith('[]') ? '[]' : ''}.`;
    for (const details of findAll(item, (node) => node.tagName === 'details', true)) {
      rows.push(...schemaRows(details, childPrefix));
    }
  }
  return rows;
}

/** Response headers (`<details>` 'Response Headers') as a table, with no type: the theme shows none (issue 3). */
function headerTable(details: Element): ElementContent[] {
  const rows = findAll(details, (node) => hasClass(node, 'openapi-schema__list-item'), true).map((item) => {
    const head = fieldHead(item);
    return [[el('code', [text(head?.name ?? '')])], fieldDescription(item)];
  });
  return [el('p', [el('strong', [text('Response headers')])]), table(['Header', 'Description'], rows)];
}

/** The curl sample's code block, from the static samples of the page (see the module comment). */
export function curlSample(root: Element): Element | undefined {
  const holder = findFirst(root, (node) => node.properties.dataSampleLanguage === TWIN_SAMPLE_LANGUAGE);
  return holder && findFirst(holder, (node) => hasClass(node, 'theme-code-block'));
}

/** Rewrites the operation part of an API page in place (see the module comment). */
export function rewriteApiOperation(root: Element): void {
  const sample = curlSample(root);
  removeAll(
    root,
    (node) => hasClass(node, 'openapi-right-panel__container') || node.properties.dataSampleLanguage !== undefined,
  );
  removeAll(root, (node) => hasClass(node, 'openapi__divider'));

  // Status codes: the labels of the response tabs become headings.
  for (const container of findAll(root, (node) => hasClass(node, 'openapi-tabs__container'))) {
    if (!elementChildren(container).some((child) => hasClass(child, 'openapi-tabs__response-header-section'))) continue;
    for (const panels of elementChildren(container)) {
      panels.children = panels.children.map((child) =>
        isElement(child) && hasClass(child, 'tab-panel-label') ? el('h3', [text(`Status ${plainText(child)}`)]) : child,
      );
    }
  }

  rewriteAll(root, (node) => {
    if (hasClass(node, 'openapi__method-endpoint')) {
      const method = plainText(first(node, 'badge')).toUpperCase();
      const endpoint = plainText(first(node, 'openapi__method-endpoint-path'));
      return [el('p', [el('code', [text(`${method} ${endpoint}`)])])];
    }
    if (node.tagName !== 'details') return undefined;
    if (has(node, 'openapi-markdown__details-summary-header-params')) return parameterTable(node);
    const summary = elementChildren(node).find((child) => child.tagName === 'summary');
    if (summary && /^response headers$/i.test(plainText(summary))) return headerTable(node);
    // A response schema's outermost <details>; the nested ones are read by schemaRows. (The API has no
    // request bodies.)
    const isResponse = (inner: Element) => has(inner, 'openapi-markdown__details-summary-response');
    if (isResponse(node) && !findFirst(node, (inner) => inner.tagName === 'details' && isResponse(inner))) {
      return [table(['Field', 'Type', 'Required', 'Description'], schemaRows(node))];
    }
    return undefined;
  });

  // convert.ts turns the code block into fenced code, as any other.
  if (sample) root.children.push(el('h2', [text(`Request sample (${TWIN_SAMPLE_LANGUAGE})`)]), sample);
}
