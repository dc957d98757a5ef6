/**
 * The post-build step that makes the lists of the API pages' islands valid HTML (src/plugins/post-build). The API
 * theme puts `<div>`s directly in `<ul>`s (parameters, schemas, response headers) and `<li>`s directly in `<div>`s
 * (the "Array [" and "]" markers), which assistive technology announces wrongly and html-validate rejects
 * (ARCHITECTURE.md, upstream issue 3). Inside `[data-api-island]` elements only, this step
 * - wraps each element child of a `<ul>` or `<ol>` that is not an `<li>` (nor a `<script>` or `<template>`) in an
 *   `<li class="openapi-list-item">`, styled as no list item at all (../styles/api-theme.css);
 * - turns each `<li>` whose parent is not a `<ul>`, `<ol>` or `<menu>` into a `<div>` with the same attributes and
 *   children.
 * It knows nothing of the theme's components: where the markup is valid it finds nothing to do. The islands are
 * never hydrated (../client/Island.tsx keeps the server's HTML), so rewriting their HTML cannot upset React.
 *
 * The page is edited in place, by offsets of the parsed elements, so that the rest of its HTML keeps the bytes
 * the minifier wrote.
 */
import * as cheerio from 'cheerio';
import type {PostBuildStep} from '../../plugins/post-build';
import {ISLAND_ATTRIBUTE} from '../island';

/** The class of the list items this step adds. */
export const LIST_ITEM_CLASS = 'openapi-list-item';

const LISTS = new Set(['ul', 'ol']);
const LI_PARENTS = new Set(['ul', 'ol', 'menu']);
const LIST_CHILDREN = new Set(['li', 'script', 'template']);

/** What this step reads of a parsed element (cheerio's parse5 tree, with source locations). */
interface Element {
  type: string;
  tagName: string;
  parent: Element | null;
  sourceCodeLocation?: Location | null;
}

interface Location {
  startOffset: number;
  endOffset: number;
  startTag?: {startOffset: number; endOffset: number};
  endTag?: {startOffset: number; endOffset: number};
}

/** One change to the page: at `at`, remove `remove` characters and insert `text`. */
interface Edit {
  at: number;
  remove: number;
  text: string;
  /** Closing text goes before opening text at one offset; closers of deeper elements first, openers outermost. */
  closing: boolean;
  depth: number;
}

const locationOf = (element: Element): Location => {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`[island-lists] no source location for <${element.tagName}>`);
  return location;
};

function depthOf(element: Element): number {
  let depth = 0;
  for (let node = element.parent; node; node = node.parent) depth++;
  return depth;
}

/** The edits that repair the lists inside the islands of one page. */
function listEdits(html: string): Edit[] {
  const $ = cheerio.load(html, {sourceCodeLocationInfo: true});
  const edits: Edit[] = [];
  $(`[${ISLAND_ATTRIBUTE}] *`).each((_, node) => {
    const element = node as unknown as Element;
    const parent = element.parent?.type === 'tag' ? element.parent.tagName : undefined;
    const depth = depthOf(element);
    const where = locationOf(element);
    if (parent && LISTS.has(parent) && !LIST_CHILDREN.has(element.tagName)) {
      edits.push({at: where.startOffset, remove: 0, text: `<li class=${LIST_ITEM_CLASS}>`, closing: false, depth});
      edits.push({at: where.endOffset, remove: 0, text: '</li>', closing: true, depth});
    } else if (element.tagName === 'li' && !(parent && LI_PARENTS.has(parent))) {
      const start = where.startTag ?? where;
      edits.push({at: start.startOffset + 1, remove: 2, text: 'div', closing: false, depth});
      const end = where.endTag;
      edits.push(
        end
          ? {at: end.startOffset, remove: end.endOffset - end.startOffset, text: '</div>', closing: true, depth}
          : {at: where.endOffset, remove: 0, text: '</div>', closing: true, depth},
      );
    }
  });
  return edits;
}

/** Applies the edits: at one offset, the closing texts (innermost first), then the opening ones (outermost first). */
function applyEdits(html: string, edits: Edit[]): string {
  const order = (a: Edit, b: Edit) =>
    b.at - a.at ||
    Number(a.closing) - Number(b.closing) || // applied from the end: openers first, so they land after closers
    (a.closing ? a.depth - b.depth : b.depth - a.depth);
  let result = html;
  for (const edit of [...edits].sort(order)) {
    result = result.slice(0, edit.at) + edit.text + result.slice(edit.at + edit.remove);
  }
  return result;
}

/** One page's HTML with valid lists in its islands (the same string when there is nothing to repair). */
export function repairIslandLists(html: string): string {
  if (!html.includes(ISLAND_ATTRIBUTE)) return html;
  const edits = listEdits(html);
  return edits.length === 0 ? html : applyEdits(html, edits);
}

/** The step: every page with an island, repaired. */
export const islandListsStep: PostBuildStep = {
  name: 'island-lists',
  run(pages) {
    for (const file of pages.files()) pages.set(file, repairIslandLists(pages.get(file) as string));
  },
};
