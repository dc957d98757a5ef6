import {themes} from 'prism-react-renderer';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import {withReadableTokens} from './prism-contrast';

/**
 * Highlighting for code samples: GitHub (light) and Dracula (dark), with token colours adjusted to meet
 * WCAG AA contrast, plus the languages of the API samples.
 */
export const prism = {
  theme: withReadableTokens(themes.github),
  darkTheme: withReadableTokens(themes.dracula),
  additionalLanguages: ['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash', 'dart', 'objectivec', 'r'],
} satisfies UserThemeConfig['prism'];
