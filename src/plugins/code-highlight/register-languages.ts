// Registers the site's extra Prism languages (prism.additionalLanguages) on the browser's highlighter:
// imported by the API pages' run-time highlighter (src/theme/CodeBlock/runtime-highlighter.ts) and the
// API explorer, never by other pages (their code is highlighted at build time).
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
