// The highlighter for code known only at run time, such as the API theme's response samples, which it
// computes from the schema as it renders. Only API operation pages import it (src/api-reference/ApiOperation.tsx),
// so only they load Prism; the same function runs in the server render and in the browser, so both
// produce the same HTML.
import '@site/src/plugins/code-highlight/register-languages';
import {Prism} from 'prism-react-renderer';
import {highlightLines} from '@site/src/plugins/code-highlight/highlight';
import type {Highlighter} from './highlighted-context';

export const runtimeHighlighter: Highlighter = (code, language) => highlightLines(Prism, code, language);
