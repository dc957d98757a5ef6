import {execFileSync} from 'node:child_process';

/**
 * Whether the site's folder is inside a git work tree. "Last updated" dates come from `git log`; a build
 * from a release tarball or a container context has no history, and Docusaurus then stops with "This
 * Docusaurus site is outside any Git worktree". Without history the dates are left out, with a warning.
 */
export function insideGitWorktree(directory: string = __dirname, run: typeof execFileSync = execFileSync): boolean {
  try {
    return (
      run('git', ['rev-parse', '--is-inside-work-tree'], {cwd: directory, stdio: ['ignore', 'pipe', 'ignore']})
        .toString()
        .trim() === 'true'
    );
  } catch {
    return false;
  }
}

// Docusaurus loads the site config more than once in one build: warn once per process.
const WARNED = 'CEEMS_SITE_NO_GIT_WARNED';

/** `showLastUpdateTime` for the docs: on with git history, off (and said once) without. */
export function lastUpdateDatesAvailable(inside: boolean = insideGitWorktree()): boolean {
  if (!inside && !process.env[WARNED]) {
    process.env[WARNED] = '1';
    console.warn(
      '[WARNING] This site is not inside a git work tree (a source archive?): pages are built without their ' +
        '"Last updated" dates. Build from a git clone with its history to get them.',
    );
  }
  return inside;
}
