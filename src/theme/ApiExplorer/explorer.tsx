// The theme's API explorer with the Prism languages of its code samples: one chunk, loaded by ./index.tsx.
import '@site/src/plugins/code-highlight/register-languages';

export {default} from '@theme-original/ApiExplorer';
