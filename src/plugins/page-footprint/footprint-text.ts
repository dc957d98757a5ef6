// What the footer holds and the build looks for; kept apart from footprint.ts so the browser bundle
// gets these two strings and none of CO2.js.

/** The text the footer shows where no figure was written into the page (client-side navigation). */
export const FOOTPRINT_FALLBACK = 'The footprint of a page is shown when it is the first page you open.';

/** Marks the element whose text the build replaces with the page's figure. */
export const FOOTPRINT_ATTRIBUTE = 'data-page-footprint';
