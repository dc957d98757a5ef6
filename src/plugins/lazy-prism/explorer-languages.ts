// Registers the Prism languages of the API explorer's code samples (explorerLanguages in
// config/prism.ts), once, when the explorer loads (src/theme/ApiExplorer/explorer.tsx). Prism's
// language files extend the Prism found on the global object, so the highlighter's instance is put
// there while they run, as the classic theme does.
import {Prism} from 'prism-react-renderer';

type Global = Omit<typeof globalThis, 'Prism'> & {Prism?: unknown};
const global = globalThis as Global;
const before = global.Prism;
global.Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports -- the language files must run after the line above */
require('prismjs/components/prism-ruby');
require('prismjs/components/prism-csharp');
require('prismjs/components/prism-markup-templating');
require('prismjs/components/prism-php');
require('prismjs/components/prism-java');
require('prismjs/components/prism-powershell');
require('prismjs/components/prism-dart');
require('prismjs/components/prism-r');
/* eslint-enable @typescript-eslint/no-require-imports */
if (before === undefined) delete global.Prism;
else global.Prism = before;
