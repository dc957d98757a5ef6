// Registers the site's extra Prism languages (prism.additionalLanguages) on the highlighter, once, when
// the first code block or the API explorer loads.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
