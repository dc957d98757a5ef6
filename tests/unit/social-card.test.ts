import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {Resvg} from '@resvg/resvg-js';
import {CARD_HEIGHT, CARD_WIDTH, pngSize, renderCard} from '../../src/plugins/social-card/render';
import {SOCIAL_CARD_IMAGE, socialCardMetadata} from '../../config/social-card';

const svg = fs.readFileSync(path.resolve(__dirname, '../../static/img/social-card.svg'), 'utf8');

/** Pixels brighter than the card's dark green background: the text, the disc and the bolt. */
function lightPixels(png: Buffer): number {
  const {pixels} = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"><image ` +
      `href="data:image/png;base64,${png.toString('base64')}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"/></svg>`,
  ).render();
  let count = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] > 200 && pixels[i + 1] > 200 && pixels[i + 2] > 200) count++;
  return count;
}

test('the social card renders from our SVG to a 1200x630 PNG', () => {
  const png = renderCard(svg);
  assert.deepEqual(pngSize(png), {width: 1200, height: 630});
  assert.throws(
    () =>
      renderCard(
        svg.replace(
          'viewBox="0 0 1200 630" width="1200" height="630"',
          'viewBox="0 0 1200 600" width="1200" height="600"',
        ),
      ),
    /1200x600/,
  );
  assert.throws(() => pngSize(Buffer.from('GIF89a')), /not a PNG/);
});

test('the card text is set in the font the package ships, not in a system font', () => {
  const withFont = lightPixels(renderCard(svg));
  const withoutFont = lightPixels(renderCard(svg, []));
  assert.equal(withoutFont, 0, 'with no font at all the card has no white text');
  assert.ok(withFont > 10_000, `only ${withFont} white pixels of text`);
});

test('pages announce the PNG card with its size and a text alternative', () => {
  assert.equal(SOCIAL_CARD_IMAGE, 'img/social-card.png');
  const meta = Object.fromEntries(socialCardMetadata.map((m) => ['property' in m ? m.property : m.name, m.content]));
  assert.equal(meta['og:image:width'], '1200');
  assert.equal(meta['og:image:height'], '630');
  assert.ok((meta['og:image:alt'] ?? '').length > 20);
  assert.equal(meta['twitter:image:alt'], meta['og:image:alt']);
});

test('the plugin refuses options that are not an .svg source and a .png output, naming them', async () => {
  const {default: socialCardPlugin} = await import('../../src/plugins/social-card/index');
  const context = {siteDir: process.cwd()} as Parameters<typeof socialCardPlugin>[0];
  for (const options of [{source: ['a.svg'], output: 'b.png'}, {source: 'a.svg', output: 'b.jpg'}, undefined]) {
    assert.throws(() => socialCardPlugin(context, options), /\[social-card\] options need source \(an \.svg\)/);
  }
  assert.equal(socialCardPlugin(context, {source: 'a.svg', output: 'b.png'}).name, 'social-card');
});
