/**
 * Where the Markdown twin of a page is served: the page's path plus `.md`, or plus `index.md` when the
 * path ends in `/` (`/ceems/docs/usage/cacct` -> `/ceems/docs/usage/cacct.md`, `/ceems/docs/` ->
 * `/ceems/docs/index.md`). Shared by the build step and the "Copy page" button: keep it free of imports.
 */
export function twinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}
