import type {PrismTheme} from 'prism-react-renderer';

/**
 * The stylesheet that colours highlighted code (./highlight.ts) in the site's two Prism themes: for
 * each colour mode, the block's text and background (the CSS variables the classic theme's code block
 * reads) and one rule per token type. A type's style is the theme's entries for it merged in order, as
 * prism-react-renderer merges them. The variables are set with !important: the theme's code block
 * also sets them inline, in the light theme, on the server's HTML.
 */

const CSS_PROPERTIES: Record<string, string> = {
  color: 'color',
  backgroundColor: 'background-color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  textDecorationLine: 'text-decoration-line',
  opacity: 'opacity',
};

type Style = Record<string, string | number | undefined>;

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([key, value]) => value !== undefined && key in CSS_PROPERTIES)
    .map(([key, value]) => `${CSS_PROPERTIES[key]}:${value}`)
    .join(';');
}

/** Each token type's style: the theme's entries for it, merged in the theme's order. */
function styleByType(theme: PrismTheme): Map<string, Style> {
  const byType = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages) continue; // Neither site theme has language-specific entries.
    for (const type of entry.types) byType.set(type, {...byType.get(type), ...(entry.style as Style)});
  }
  return byType;
}

function modeCss(mode: 'light' | 'dark', theme: PrismTheme): string {
  const scope = `[data-theme='${mode}']`;
  const rules = [
    `${scope} .theme-code-block{--prism-color:${theme.plain.color} ` +
      `!important;--prism-background-color:${theme.plain.backgroundColor} !important}`,
  ];
  for (const [type, style] of styleByType(theme)) {
    const body = declarations(style);
    if (body) rules.push(`${scope} .prism-code .token.${type}{${body}}`);
  }
  return rules.join('\n');
}

export function prismThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return (
    `/* Generated from config/prism.ts by src/plugins/code-highlight/theme-css.ts. ` +
    `*/\n${modeCss('light', light)}\n${modeCss('dark', dark)}\n`
  );
}
