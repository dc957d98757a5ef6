import {themes} from 'prism-react-renderer';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import {withReadableTokens} from './prism-contrast';

/**
 * Highlighting for code samples: GitHub (light) and Dracula (dark), with token colours adjusted to meet
 * WCAG AA contrast. Prism as bundled (prism-react-renderer) covers YAML, JSON, Go, Python and more; the
 * docs add shell. Each added language costs every page with code some start-up work (registering a
 * grammar walks all the others), so the languages only the API samples use are in `explorerLanguages`.
 */
export const prism = {
  theme: withReadableTokens(themes.github),
  darkTheme: withReadableTokens(themes.dracula),
  additionalLanguages: ['bash'],
} satisfies UserThemeConfig['prism'];

/**
 * Prism languages registered with the API explorer only (src/plugins/lazy-prism/explorer-languages.ts),
 * for the code-sample tabs of config/openapi.ts that bundled Prism lacks.
 */
export const explorerLanguages = ['ruby', 'csharp', 'php', 'java', 'powershell', 'dart', 'r'] as const;
