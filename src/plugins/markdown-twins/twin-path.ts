/**
 * Where the Markdown twin of a page is served: the page's path, without a trailing slash, plus `.md`
 * (`/ceems/docs/usage/cacct` -> `/ceems/docs/usage/cacct.md`, `/ceems/docs/` -> `/ceems/docs.md`). With
 * `trailingSlash: false` that is the path of the route that renders the page, whose built file is
 * `<route>.html`; the twin is written beside it. Shared by the build step and the "Copy page" button
 * (which gets the address a static host may have redirected to a folder, `/x/`): keep it free of imports.
 */
export function twinPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}.md`;
}
