import {CEEMS_REPO_URL} from './ceems';

/**
 * Where this site's own sources live on GitHub: the "Edit this page" links and the feedback issues
 * point there. The site is published from the CEEMS repository, with its files under `website/`.
 */
export const SITE_SOURCE = {
  /** The repository that holds the site's sources. */
  repositoryUrl: CEEMS_REPO_URL,
  /** The branch the edit links open. */
  branch: 'main',
  /** The folder of this site inside that repository ('' when the site is the repository's root). */
  directory: 'website',
} as const;

export type SiteSource = {repositoryUrl: string; branch: string; directory: string};

/** GitHub's editor for a file of the site, given its path from the site's root (`docs/intro.md`). */
export function editUrlFor(sitePath: string, source: SiteSource = SITE_SOURCE): string {
  const parts = [source.directory, sitePath].map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean);
  const file = parts.join('/').split('/').map(encodeURIComponent).join('/');
  const branch = source.branch.split('/').map(encodeURIComponent).join('/');
  return `${source.repositoryUrl.replace(/\/+$/, '')}/edit/${branch}/${file}`;
}

/** A new GitHub issue on the site's repository, prefilled to report a page that did not help. */
export function feedbackIssueUrl(page: {title: string; url: string}, source: SiteSource = SITE_SOURCE): string {
  const query = new URLSearchParams({
    title: `Docs: "${page.title}" did not help`,
    body: [`Page: ${page.url}`, '', 'What were you looking for, and what was missing or wrong?', ''].join('\n'),
  });
  return `${source.repositoryUrl.replace(/\/+$/, '')}/issues/new?${query.toString()}`;
}
