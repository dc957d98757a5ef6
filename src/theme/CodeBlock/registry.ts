import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

/**
 * The highlighted code block once a page's own chunks have loaded it (see highlighted.tsx and
 * src/plugins/lazy-prism/remark-code-chunk.ts): then code blocks render at once, with no waiting.
 */
export const codeBlock: {Highlighted?: ComponentType<Props>} = {};
