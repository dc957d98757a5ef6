/**
 * Limits of the search box that the page itself needs, kept apart from the engine so that the search
 * bar does not bring MiniSearch into every page: the engine loads with the index, on first search.
 */

/** Queries are cut to this many characters, as the search box is (SPEC section 5). */
export const MAX_QUERY_LENGTH = 64;
