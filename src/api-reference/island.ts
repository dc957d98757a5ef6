/**
 * Which parts of an operation page are islands: content written into the HTML at build time that the
 * production browser bundle does not carry. The reference column (parameters, schemas, responses)
 * and the code samples are generated per page as MDX partials named `_<page id>.<part>.mdx`
 * (build/page-markdown.ts). The server bundle renders them into the HTML; in the browser bundle of a
 * production build each partial is replaced by client/island-stub.tsx (see build/plugin.ts), so
 * neither the partial's content nor the API theme's components that render it are downloaded, nor
 * prefetched for the API pages the sidebar links to. The browser keeps the HTML it was given
 * (client/Island.tsx), and gets it from the page's own HTML after a client-side navigation.
 */

/** The parts of an operation page that are islands, in page order. */
export const ISLAND_PARTS = ['reference', 'samples'] as const;
export type IslandPart = (typeof ISLAND_PARTS)[number];

/** File name of a page's partial for one part (in the generated API docs folder). */
export const islandFile = (pageId: string, part: IslandPart): string => `_${pageId}.${part}.mdx`;

/** What a bundler replaces in the browser bundle: any island partial of the API docs folder. */
export const ISLAND_FILE = /[\\/]_[^\\/]+\.(?:reference|samples)\.mdx$/;

/** The marker the stub carries, so that an island knows it has no content of its own. */
export const ISLAND_STUB = '__ceemsApiIslandStub';

/** The element id of a page's island part: unique per page, so two pages never share one. */
export const islandId = (pageId: string, part: IslandPart): string =>
  `api-${part}-${pageId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The inner HTML of an island in a page's HTML, or undefined when the page has no such island. */
export function islandHtmlIn(document: Document, id: string): string | undefined {
  return document.getElementById(id)?.innerHTML;
}
