import type {ComponentType} from 'react';
import type {Props} from '@theme/DocItem';

/**
 * The theme's ApiItem once an operation page's content module has loaded it (see register-explorer.ts).
 * Docusaurus loads a page's content before it hydrates, so the item is there for the first render and
 * the server-rendered page is hydrated as it is, without a blank frame or a layout shift.
 */
export const explorer: {Item?: ComponentType<Props>} = {};
