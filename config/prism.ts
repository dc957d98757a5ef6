import {themes} from 'prism-react-renderer';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import {withReadableTokens} from './prism-contrast';

/**
 * Highlighting for code samples: GitHub (light) and Dracula (dark), with token colours adjusted to meet
 * WCAG AA contrast. Prism as bundled (prism-react-renderer) covers YAML, Go, Python and more; the extra
 * languages are the site specification's (section 9), for the API samples and the docs. They register
 * with the highlighter, which loads with the pages that have code (src/plugins/lazy-prism).
 */
export const prism = {
  theme: withReadableTokens(themes.github),
  darkTheme: withReadableTokens(themes.dracula),
  additionalLanguages: ['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash', 'dart', 'objectivec', 'r'],
} satisfies UserThemeConfig['prism'];
