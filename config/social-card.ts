import type {SocialCardOptions} from '../src/plugins/social-card';
import {CARD_HEIGHT, CARD_WIDTH} from '../src/plugins/social-card/render';

/** The card link previews show: drawn as SVG, rendered to PNG by the build (src/plugins/social-card). */
export const socialCardOptions = {
  source: 'static/img/social-card.svg',
  output: 'img/social-card.png',
} satisfies SocialCardOptions;

/** `themeConfig.image`: a page overrides it with `image:` in its front matter (1200x630 as well). */
export const SOCIAL_CARD_IMAGE = socialCardOptions.output;

const alt = 'CEEMS, Compute Energy & Emissions Monitoring Stack: a lightning bolt on a green disc';

/** Size and text alternative of the card, for Open Graph and X (Twitter) previews. */
export const socialCardMetadata = [
  {property: 'og:image:width', content: String(CARD_WIDTH)},
  {property: 'og:image:height', content: String(CARD_HEIGHT)},
  {property: 'og:image:type', content: 'image/png'},
  {property: 'og:image:alt', content: alt},
  {name: 'twitter:image:alt', content: alt},
];
