// Registers the site's extra Prism languages (config/prism.ts, additionalLanguages, in that order) on
// prism-react-renderer's Prism, as the classic theme does at start-up, and leaves no global Prism behind.
// The build's highlighter imports it (./node-prism.ts), and so does the run-time highlighter of the API
// pages' reference (src/theme/CodeBlock/runtime-highlighter.ts), which runs on the server (in the browser
// under `npm start` only): every page shows code highlighted at build time. tests/unit/code-highlight.test.ts
// checks this list against the config.
import {previousPrism} from './prism-global';
import 'prismjs/components/prism-ruby';
import 'prismjs/components/prism-csharp';
// PHP's grammar builds on the templating helper.
import 'prismjs/components/prism-markup-templating';
import 'prismjs/components/prism-php';
import 'prismjs/components/prism-java';
import 'prismjs/components/prism-powershell';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-dart';
import 'prismjs/components/prism-objectivec';
import 'prismjs/components/prism-r';

const holder = globalThis as {Prism?: unknown};
if (previousPrism === undefined) delete holder.Prism;
else holder.Prism = previousPrism;
