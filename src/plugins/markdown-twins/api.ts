/**
 * API operation pages, as the OpenAPI theme renders them, rewritten into plain HTML that converts well:
 * the method and path as a line, each parameter group and each response schema as a table (nested
 * fields flattened to dotted names), response headers as a table, status codes as headings, and one
 * code sample, the curl one, read from the static samples (an element with
 * `data-sample-language="curl"` around a `<pre>`). The explorer column is dropped.
 */
import {
  classesOf,
  codeText,
  el,
  elementChildren,
  findAll,
  findFirst,
  findOutermost,
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

/** Language of the one sample a twin carries. */
export const TWIN_SAMPLE_LANGUAGE = 'curl';

export function isApiOperation(root: Element): boolean {
  return Boolean(findFirst(root, (node) => hasClass(node, 'openapi__method-endpoint')));
}

function cell(children: ElementContent[], header = false): Element {
  return el(header ? 'th' : 'td', children);
}

function table(headers: string[], rows: ElementContent[][][]): Element {
  return el('table', [
    el('thead', [
      el(
        'tr',
        headers.map((name) => cell([text(name)], true)),
      ),
    ]),
    el(
      'tbody',
      rows.map((row) =>
        el(
          'tr',
          row.map((content) => cell(content)),
        ),
      ),
    ),
  ]);
}

/** A type as inline code (`integer<int64>`, `object[]`), or an empty cell. */
function codeOrNothing(value: string): ElementContent[] {
  return value ? [el('code', [text(value)])] : [];
}

const has = (node: Element, className: string) => Boolean(findFirst(node, (child) => hasClass(child, className)));
const first = (node: Element, className: string) => findFirst(node, (child) => hasClass(child, className));

/** Location of a parameter group from its heading: 'Query Parameters' -> 'query'. */
function parameterLocation(heading: string): string {
  return heading
    .replace(/\s*parameters?\s*$/i, '')
    .trim()
    .toLowerCase();
}

/** A parameter group (`<details>` with a 'Query Parameters' heading) as a heading and a table. */
function parameterTable(details: Element): ElementContent[] {
  const heading = plainText(first(details, 'openapi-markdown__details-summary-header-params') ?? el('span'));
  const location = parameterLocation(heading);
  const rows = findAll(details, (node) => hasClass(node, 'openapi-params__list-item')).map((item) => {
    const name = plainText(first(item, 'openapi-schema__property') ?? el('span'));
    const type = plainText(first(item, 'openapi-schema__type') ?? el('span'));
    const required = has(item, 'openapi-schema__required') ? 'yes' : 'no';
    const description = inlineContent(item.children.filter((child) => !hasClass(child, 'openapi-schema__container')));
    return [[el('code', [text(name)])], [text(location)], codeOrNothing(type), [text(required)], description];
  });
  const label = heading ? heading[0].toUpperCase() + heading.slice(1).toLowerCase() : 'Parameters';
  return [el('h3', [text(label)]), table(['Name', 'In', 'Type', 'Required', 'Description'], rows)];
}

/** The visible head of a schema field: name, type and the required/nullable/deprecated flags. */
function fieldHead(item: Element) {
  const head = findOutermost(
    item,
    (node) => hasClass(node, 'openapi-schema__container') || hasClass(node, 'openapi-schema__list-item'),
  )[0];
  if (!head || !hasClass(head, 'openapi-schema__container')) return undefined;
  const flags = ['required', 'nullable', 'deprecated'].filter((flag) => has(head, `openapi-schema__${flag}`));
  return {
    name: plainText(first(head, 'openapi-schema__property') ?? el('span')),
    type: plainText(first(head, 'openapi-schema__name') ?? first(head, 'openapi-schema__type') ?? el('span')),
    flags,
  };
}

/** Block elements of a description as the theme's Markdown renders it (a list of nested fields is not one). */
const isDescriptionBlock = (node: Element) =>
  /^(p|ol|table|pre|blockquote)$/.test(node.tagName) ||
  (node.tagName === 'ul' && !has(node, 'openapi-list-item') && !has(node, 'openapi-schema__list-item'));

/** What the page says about a field, without its nested fields. */
function fieldDescription(item: Element): ElementContent[] {
  const parts = findOutermost(
    item,
    (node) =>
      hasClass(node, 'openapi-schema__list-item') ||
      hasClass(node, 'openapi-list-item') ||
      isDescriptionBlock(node) ||
      hasClass(node, 'openapi-example') ||
      classesOf(node).some((name) => /^openapi-schema__(default|constraints|pattern|enum)/.test(name)),
  ).filter((node) => !hasClass(node, 'openapi-schema__list-item') && !hasClass(node, 'openapi-list-item'));
  return inlineContent(parts);
}

/** The fields of a schema tree, flattened: `data[].id`, `data[].manager`. */
export function schemaRows(container: Element, prefix = ''): ElementContent[][][] {
  const rows: ElementContent[][][] = [];
  for (const item of findOutermost(container, (node) => hasClass(node, 'openapi-schema__list-item'))) {
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
    const nested = elementChildren(item).flatMap((child) =>
      child.tagName === 'details' ? [child] : findAll(child, (node) => node.tagName === 'details'),
    );
    const childPrefix = `${name}${head.type.endsWith('[]') ? '[]' : ''}.`;
    const seen = new Set<Element>();
    for (const details of nested) {
      if (seen.has(details)) continue;
      findAll(details, (node) => node.tagName === 'details').forEach((inner) => seen.add(inner));
      rows.push(...schemaRows(details, childPrefix));
    }
  }
  return rows;
}

function summaryText(details: Element): string {
  const summary = elementChildren(details).find((child) => child.tagName === 'summary');
  return summary ? plainText(summary) : '';
}

/** Response headers (`<details>` 'Response Headers') as a table. */
function headerTable(details: Element): ElementContent[] {
  const rows = findOutermost(details, (node) => hasClass(node, 'openapi-schema__list-item')).map((item) => {
    const head = fieldHead(item);
    return [[el('code', [text(head?.name ?? '')])], codeOrNothing(head?.type ?? ''), fieldDescription(item)];
  });
  return [el('p', [el('strong', [text('Response headers')])]), table(['Header', 'Type', 'Description'], rows)];
}

/** A schema (`<details>` 'Schema', or a request body) as a bold label and a table of its fields. */
function schemaTable(details: Element, label: string): ElementContent[] {
  const rows = schemaRows(details);
  // Under a 'Schema' tab the label would say it twice.
  const heading = /^schema$/i.test(label) ? [] : [el('p', [el('strong', [text(label)])])];
  return [...heading, table(['Field', 'Type', 'Required', 'Description'], rows)];
}

/** The curl sample's text, from the static samples of the page (see the module comment). */
export function curlSample(root: Element): {language: string; code: string} | undefined {
  const holder = findFirst(root, (node) => node.properties.dataSampleLanguage === TWIN_SAMPLE_LANGUAGE);
  const pre = holder && (holder.tagName === 'pre' ? holder : findFirst(holder, (node) => node.tagName === 'pre'));
  if (!pre) return undefined;
  const languageClass = [pre, ...findAll(pre, () => true)]
    .flatMap(classesOf)
    .find((name) => name.startsWith('language-'));
  return {language: languageClass?.slice('language-'.length) || 'bash', code: codeText(pre).replace(/\n+$/, '')};
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
      const method = plainText(first(node, 'badge') ?? el('span')).toUpperCase();
      const endpoint = plainText(first(node, 'openapi__method-endpoint-path') ?? el('span'));
      return [el('p', [el('code', [text(`${method} ${endpoint}`)])])];
    }
    if (node.tagName !== 'details') return undefined;
    if (has(node, 'openapi-markdown__details-summary-header-params')) return parameterTable(node);
    const summary = summaryText(node);
    if (/^response headers$/i.test(summary)) return headerTable(node);
    if (
      has(node, 'openapi-schema__list-item') &&
      !findAll(node, (inner) => inner.tagName === 'details' && has(inner, 'openapi-markdown__details-summary-response'))
        .length
    ) {
      // A schema's outermost <details>; the nested ones are read by schemaRows.
      if (has(node, 'openapi-markdown__details-summary-response') || /body/i.test(summary))
        return schemaTable(node, summary || 'Schema');
    }
    return undefined;
  });

  if (sample) {
    root.children.push(
      el('h2', [text(`Request sample (${TWIN_SAMPLE_LANGUAGE})`)]),
      el('pre', [el('code', [text(sample.code)], {className: [`language-${sample.language}`]})]),
    );
  }
}
