// Styles of the API reference, imported by every generated API page (config/openapi.ts) and kept out of
// the site-wide stylesheet (src/api-reference/build/plugin.ts).
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './api-theme.css';
