/**
 * Renders the social card: our SVG to a PNG of the size link previews expect, with the text set in
 * Noto Sans (SIL Open Font License 1.1) from a registry package, so the result never depends on the
 * fonts of the machine that builds.
 */
import {Resvg} from '@resvg/resvg-js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The font files the card's text is set in: Noto Sans regular and bold. */
export function cardFontFiles(): string[] {
  return ['400Regular/NotoSans_400Regular.ttf', '700Bold/NotoSans_700Bold.ttf'].map((file) =>
    require.resolve(`@expo-google-fonts/noto-sans/${file}`),
  );
}

/** Width and height from a PNG's header; fails when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): {width: number; height: number} {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((byte, i) => png[i] !== byte)) throw new Error('[social-card] not a PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return {width: view.getUint32(16), height: view.getUint32(20)};
}

/** The PNG of an SVG card, checked to be 1200x630. */
export function renderCard(svg: string, fontFiles: string[] = cardFontFiles()): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: {mode: 'width', value: CARD_WIDTH},
    font: {loadSystemFonts: false, fontFiles, defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans'},
  });
  const png = resvg.render().asPng();
  const {width, height} = pngSize(png);
  if (width !== CARD_WIDTH || height !== CARD_HEIGHT) {
    throw new Error(
      `[social-card] the SVG renders at ${width}x${height}; draw it with a ${CARD_WIDTH}x${CARD_HEIGHT} viewBox`,
    );
  }
  return png;
}
