import {themes} from 'prism-react-renderer';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import {withReadableTokens} from './prism-contrast';

/**
 * Highlighting for code samples: GitHub (light) and Dracula (dark), with token colours adjusted to meet
 * WCAG AA contrast. Prism as bundled (prism-react-renderer) covers YAML, Go, Python and more; the extra
 * languages are a requirement (ARCHITECTURE.md, requirements), for the API samples and the docs. Fenced code is
 * highlighted with them at build time, and the themes become a stylesheet (src/plugins/code-highlight);
 * only API pages load Prism in the browser.
 */
export const prism = {
  theme: withReadableTokens(themes.github),
  darkTheme: withReadableTokens(themes.dracula),
  additionalLanguages: ['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash', 'dart', 'objectivec', 'r'],
} satisfies UserThemeConfig['prism'];
