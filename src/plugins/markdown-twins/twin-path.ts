/**
 * Where the Markdown twin of a page is served: the page's path plus `.md`, or plus `index.md` when the
 * path ends in `/` (`/ceems/docs/usage/cacct` -> `/ceems/docs/usage/cacct.md`, `/ceems/docs/` ->
 * `/ceems/docs/index.md`). Shared by the build step and the "Copy page" button: keep it free of imports.
 */
export function twinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}

/** A route of the site's route table, as far as routePath needs it. */
export interface RouteLike {
  path: string;
  exact?: boolean;
  strict?: boolean;
  routes?: RouteLike[];
}

/**
 * The path of the route that renders `pathname`, which is where the twin is: `/ceems/docs/x` also for
 * `/ceems/docs/x/`, the address a static host redirects a folder to. `matches` is react-router's matchPath.
 */
export function routePath(
  pathname: string,
  routes: RouteLike[],
  matches: (pathname: string, route: RouteLike) => unknown,
): string | undefined {
  const route = routes.find((candidate) => matches(pathname, candidate));
  return route && ((route.routes && routePath(pathname, route.routes, matches)) ?? route.path);
}
