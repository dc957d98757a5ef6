import {themes} from 'prism-react-renderer';
import type {UserThemeConfig} from '@docusaurus/theme-common';

/** Highlighting for code samples: light and dark themes plus the languages of the API samples. */
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash', 'dart', 'objectivec', 'r'],
} satisfies UserThemeConfig['prism'];
