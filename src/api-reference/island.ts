/**
 * The names both sides of an operation page's islands share (ARCHITECTURE.md, "API operation pages are islands
 * in a light frame"): the build writes each part as an MDX partial `_<page id>.<part>.mdx`, the server renders it
 * into the HTML, and the production browser bundle carries a stub in its place (build/plugin.ts).
 */

export type IslandPart = 'reference' | 'samples';

/** File name of a page's partial for one part (in the generated API docs folder). */
export const islandFile = (pageId: string, part: IslandPart): string => `_${pageId}.${part}.mdx`;

/** What a bundler replaces in the browser bundle: any island partial of the API docs folder. */
export const ISLAND_FILE = /[\\/]_[^\\/]+\.(?:reference|samples)\.mdx$/;

/**
 * What marks an island's element in the HTML (client/Island.tsx): the page's behaviour (client/island-behaviour.ts)
 * and the build's list repair (build/island-lists.ts) apply inside it only.
 */
export const ISLAND_ATTRIBUTE = 'data-api-island';

/** The marker the stub carries, so that an island knows it has no content of its own. */
export const ISLAND_STUB = '__ceemsApiIslandStub';

/** The element id of a page's island part: unique per page, so two pages never share one. */
export const islandId = (pageId: string, part: IslandPart): string =>
  `api-${part}-${pageId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The value the build's samples give a parameter, as the theme's explorer fills it: its default, else an example. */
export function prefill(param: {
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {default?: unknown; example?: unknown};
}): unknown {
  return (
    param.schema?.default ?? param.example ?? param.schema?.example ?? Object.values(param.examples ?? {})[0]?.value
  );
}
