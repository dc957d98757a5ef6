import {Prism} from 'prism-react-renderer';
import './register-languages';

/**
 * Prism for the build (Node): prism-react-renderer's instance with the site's extra languages
 * (./register-languages.ts, the same registration the API pages run in the browser).
 */
export {Prism};
