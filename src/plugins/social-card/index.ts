/**
 * The social card of the site, rendered at build time from our SVG (render.ts) and written to the
 * build as the PNG that `themeConfig.image` names: link previews (X, Mastodon, chat apps) do not show
 * SVG. The PNG is never committed; `npm start` has none.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CARD_HEIGHT, CARD_WIDTH, renderCard} from './render';

export interface SocialCardOptions {
  /** The SVG to render, from the site's root, e.g. `static/img/social-card.svg`. */
  source: string;
  /** Where the PNG goes, below the build output, e.g. `img/social-card.png`. */
  output: string;
}

export default function socialCardPlugin(context: LoadContext, options: unknown): Plugin {
  const {source, output} = (options ?? {}) as SocialCardOptions;
  if (
    typeof source !== 'string' ||
    !source.endsWith('.svg') ||
    typeof output !== 'string' ||
    !output.endsWith('.png')
  ) {
    throw new Error(`[social-card] options need source (an .svg) and output (a .png), got ${JSON.stringify(options)}`);
  }
  const sourceFile = path.resolve(context.siteDir, source);
  return {
    name: 'social-card',
    getPathsToWatch: () => [sourceFile],
    async postBuild({outDir}) {
      const started = Date.now();
      const png = renderCard(fs.readFileSync(sourceFile, 'utf8'));
      const target = path.join(outDir, output);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, png);
      console.log(
        `[social-card] ${output}: ${CARD_WIDTH}x${CARD_HEIGHT}, ${Math.round(png.length / 1000)} kB, in ` +
          `${Date.now() - started} ms`,
      );
    },
  };
}
