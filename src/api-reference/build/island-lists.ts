/**
 * The post-build step that makes the lists of the API pages' islands valid HTML (src/plugins/post-build). The API
 * theme puts `<div>`s directly in `<ul>`s (parameters, schemas, response headers) and `<li>`s directly in `<div>`s
 * (the "Array [" and "]" markers), which assistive technology announces wrongly and html-validate rejects
 * (ARCHITECTURE.md, upstream issue 3). Inside island elements only, this step
 * - wraps each element child of a `<ul>` or `<ol>` that is not an `<li>` (nor a `<script>` or `<template>`) in an
 *   `<li class="openapi-list-item">`, styled as no list item at all (../styles/api-theme.css);
 * - turns each `<li>` whose parent is not a `<ul>`, `<ol>` or `<menu>` into a `<div>` with the same attributes and
 *   children.
 * It knows nothing of the theme's components: where the markup is valid it finds nothing to do. The islands are
 * never hydrated (../client/Island.tsx keeps the server's HTML), so rewriting their HTML cannot upset React.
 *
 * A repaired island is written back as the parser serialises it (attributes quoted, end tags explicit: about 100
 * bytes gzip more per API page than the minifier's form); the rest of the page keeps its bytes.
 */
import * as cheerio from 'cheerio';
import type {PostBuildStep} from '../../plugins/post-build';
import {ISLAND_ATTRIBUTE} from '../island';

/** The class of the list items this step adds. */
export const LIST_ITEM_CLASS = 'openapi-list-item';

const NOT_LIST_CHILD = ':not(li, script, template)';
const LIST_PARENTS = new Set(['ul', 'ol', 'menu']);

/** One island's HTML with valid lists, or undefined when its lists are valid already. */
function repairIsland(island: string): string | undefined {
  const $ = cheerio.load(island, null, false);
  const unlisted = $(`ul > ${NOT_LIST_CHILD}, ol > ${NOT_LIST_CHILD}`);
  const stray = $('li').filter((_, item) => !(item.parent?.type === 'tag' && LIST_PARENTS.has(item.parent.name)));
  if (!unlisted.length && !stray.length) return undefined;
  unlisted.wrap(`<li class="${LIST_ITEM_CLASS}"></li>`);
  stray.each((_, item) => {
    item.name = 'div';
  });
  return $.html();
}

/** One page's HTML with valid lists in its islands (the same string when there is nothing to repair). */
export function repairIslandLists(html: string): string {
  if (!html.includes(ISLAND_ATTRIBUTE)) return html;
  const islands = cheerio.load(html, {sourceCodeLocationInfo: true})(`[${ISLAND_ATTRIBUTE}]`).toArray();
  let result = html;
  // From the last island to the first, so that the offsets of those before stay right.
  for (const island of islands.reverse()) {
    // The island's content: between the end of its start tag and the start of its end tag.
    const start = island.sourceCodeLocation?.startTag?.endOffset;
    const end = island.sourceCodeLocation?.endTag?.startOffset;
    if (start === undefined || end === undefined) throw new Error('[island-lists] no source location for an island');
    const repaired = repairIsland(result.slice(start, end));
    if (repaired !== undefined) result = result.slice(0, start) + repaired + result.slice(end);
  }
  return result;
}

/** The step: every page with an island, repaired. */
export const islandListsStep: PostBuildStep = {
  name: 'island-lists',
  run(pages) {
    for (const file of pages.files()) pages.set(file, repairIslandLists(pages.get(file) as string));
  },
};
