import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';
import {prism} from '../../../config/prism';

/**
 * Prism for the build (Node): prism-react-renderer's instance with the site's extra languages
 * (prism.additionalLanguages), registered as the classic theme registers them in the browser: the
 * grammar files of prismjs extend the instance they find on globalThis.
 */
const load = createRequire(__filename);
const holder = globalThis as {Prism?: unknown};
const before = holder.Prism;
holder.Prism = Prism;
for (const language of prism.additionalLanguages) {
  // PHP's grammar builds on the templating helper, which the theme loads first too.
  if (language === 'php') load('prismjs/components/prism-markup-templating.js');
  load(`prismjs/components/prism-${language}`);
}
if (before === undefined) delete holder.Prism;
else holder.Prism = before;

export {Prism};
