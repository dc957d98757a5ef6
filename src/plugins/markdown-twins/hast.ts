/**
 * Small helpers over hast trees (the HTML syntax tree of rehype) for the clean-up steps of the twins:
 * build elements, test classes, walk and rewrite in place.
 */
import type {Element, ElementContent, Nodes, Parents, Root, Text} from 'hast';
import {toText} from 'hast-util-to-text';

export type {Element, ElementContent, Root};

export function el(tagName: string, children: ElementContent[] = [], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

export function text(value: string): Text {
  return {type: 'text', value};
}

export function isElement(node: Nodes | undefined): node is Element {
  return node?.type === 'element';
}

/** The classes of an element: rehype-parse and `el` give them as an array. */
export function classesOf(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

export function hasClass(node: Nodes | undefined, name: string): boolean {
  return isElement(node) && classesOf(node).includes(name);
}

/** A class that starts with `prefix`: CSS-module classes carry a hash after their name (`admonitionHeading_Gvgb`). */
export function hasClassPrefix(node: Nodes | undefined, prefix: string): boolean {
  return isElement(node) && classesOf(node).some((name) => name.startsWith(prefix));
}

export function elementChildren(node: Parents): Element[] {
  return (node.children as Nodes[]).filter(isElement);
}

/**
 * Every element below `node` (not `node` itself) that passes `test`, in document order. `outermost`: only
 * those with no such element between them and `node`, the direct items of a nested structure (a schema's
 * fields, not its fields' fields).
 */
export function findAll(node: Parents, test: (element: Element) => boolean, outermost = false): Element[] {
  return elementChildren(node).flatMap((child) => {
    if (!test(child)) return findAll(child, test, outermost);
    return outermost ? [child] : [child, ...findAll(child, test)];
  });
}

export function findFirst(node: Parents, test: (element: Element) => boolean): Element | undefined {
  for (const child of elementChildren(node)) {
    const found = test(child) ? child : findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

/**
 * Replaces, bottom-up, every element below `node` for which `rewrite` returns nodes. Returning undefined
 * keeps the element (its own descendants are already rewritten).
 */
export function rewriteAll(node: Parents, rewrite: (element: Element) => ElementContent[] | undefined): void {
  node.children = (node.children as Nodes[]).flatMap((child): Nodes[] => {
    if (!isElement(child)) return [child];
    rewriteAll(child, rewrite);
    return rewrite(child) ?? [child];
  }) as typeof node.children;
}

/** Removes every element below `node` that passes `test`. */
export function removeAll(node: Parents, test: (element: Element) => boolean): void {
  rewriteAll(node, (element) => (test(element) ? [] : undefined));
}

/** The visible text of a node, white space collapsed; '' for none. */
export function plainText(node: Nodes | undefined): string {
  if (!node) return '';
  return toText(node, {whitespace: 'normal'})
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text of a highlighted code block as written: every token span becomes its text, `<br>` a line
 * break. The lines of the site's code blocks each end in a `<br>`, so nothing else adds breaks.
 */
export function codeText(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if (node.type === 'element' || node.type === 'root') return node.children.map((child) => codeText(child)).join('');
  return '';
}

const BLOCKS = new Set(['p', 'div', 'section', 'ul', 'ol', 'li', 'blockquote', 'details', 'summary']);

/** The phrasing content of blocks (paragraphs, divs, lists) laid end to end with spaces, for a table cell. */
export function inlineContent(nodes: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  const separate = () => {
    const last = out[out.length - 1];
    if (last && !(last.type === 'text' && /\s$/.test(last.value))) out.push(text(' '));
  };
  for (const node of nodes) {
    if (isElement(node) && BLOCKS.has(node.tagName)) {
      const inner = inlineContent(node.children);
      if (!inner.length) continue;
      separate();
      out.push(...inner);
    } else if (isElement(node) && node.tagName === 'pre') {
      separate();
      out.push(el('code', [text(codeText(node).replace(/\s+/g, ' ').trim())]));
    } else if (isElement(node) && node.tagName === 'br') {
      separate();
    } else if (node.type === 'text') {
      out.push(text(node.value.replace(/\s+/g, ' ')));
    } else if (node.type !== 'comment') {
      out.push(node);
    }
  }
  return out;
}
