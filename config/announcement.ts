import type {ThemeConfig} from '@docusaurus/preset-classic';
import {CEEMS_REPO_URL, CEEMS_VERSION} from './ceems';

/**
 * The announcement bar. Its id names the release: a reader who dismissed one release's bar sees the next
 * one's (the theme clears a dismissal when the id changes). Its colours are the theme's own variables, so
 * that it follows the colour mode instead of staying white in dark mode.
 */
export function announcementBar(
  version: string = CEEMS_VERSION,
  repoUrl: string = CEEMS_REPO_URL,
): NonNullable<ThemeConfig['announcementBar']> {
  return {
    id: `release-v${version}`,
    content: `CEEMS v${version} is out: read the <a href="${repoUrl}/releases/tag/v${version}">release notes</a>.`,
    backgroundColor: 'var(--ifm-background-surface-color)',
    textColor: 'var(--ifm-font-color-base)',
    isCloseable: true,
  };
}
