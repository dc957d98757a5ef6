/**
 * The footprint line is part of the footer's copyright text (config/footer.ts), which React does not render
 * again on a client-side navigation: the figure the build wrote is the first page's, so another page shows the
 * fallback instead.
 */
import type {ClientModule} from '@docusaurus/types';
import {FOOTPRINT_ATTRIBUTE, FOOTPRINT_FALLBACK} from './footprint-text';

const footprintLine: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname)
      document.querySelector(`[${FOOTPRINT_ATTRIBUTE}]`)?.replaceChildren(FOOTPRINT_FALLBACK);
  },
};

export default footprintLine;
