// The highlighter for code known only at run time, such as the API theme's response samples, which it
// computes from the schema as it renders. Only the reference island of operation pages imports it
// (src/api-reference/client/ReferenceFrame.tsx), rendered on the server: a reader's browser never loads Prism.
import '@site/src/plugins/code-highlight/register-languages';
import {Prism} from 'prism-react-renderer';
import {highlightLines} from '@site/src/plugins/code-highlight/highlight';
import type {Highlighter} from './highlighted-context';

export const runtimeHighlighter: Highlighter = (code, language) => highlightLines(Prism, code, language);
