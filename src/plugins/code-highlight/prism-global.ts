// Lends prism-react-renderer's Prism to the grammar files that ./register-languages.ts imports after this module:
// each file of prismjs/components extends the `Prism` it finds on globalThis. register-languages.ts puts back
// what was there before.
import {Prism} from 'prism-react-renderer';

const holder = globalThis as {Prism?: unknown};

/** What globalThis.Prism held before (nothing, unless a page loaded prismjs itself). */
export const previousPrism = holder.Prism;

holder.Prism = Prism;
