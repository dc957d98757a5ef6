import type {PrismTheme} from 'prism-react-renderer';

/** WCAG AA contrast for normal text. */
export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function parseColor(color: string): Rgb | undefined {
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : parseHex(color);
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [parseColor(a), parseColor(b)].map((c) => (c ? luminance(c) : 0));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The closest colour to `color` (mixing towards black or white) that reads on `background`. */
export function readableOn(color: string, background: string, min = MIN_CONTRAST): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrastRatio(color, background) >= min) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = fg.map((v, i) => v + ((target[i] - v) * step) / 20) as Rgb;
    if (contrastRatio(toHex(mixed), background) >= min) return toHex(mixed);
  }
  return toHex(target);
}

/** A copy of a Prism theme whose every token colour meets WCAG AA on the theme's background. */
export function withReadableTokens(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: theme.plain.color && readableOn(theme.plain.color, background)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {...entry.style, ...(entry.style.color ? {color: readableOn(entry.style.color, background)} : {})},
    })),
  };
}
