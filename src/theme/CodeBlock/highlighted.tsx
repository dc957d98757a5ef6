// The theme's code block, with the Prism languages it highlights: a chunk of its own, imported by the
// pages that have code (src/plugins/lazy-prism/remark-code-chunk.ts) and by the API explorer.
import '@site/src/plugins/lazy-prism/register-languages';
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {codeBlock} from './registry';

export default function HighlightedCodeBlock(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}

codeBlock.Highlighted = HighlightedCodeBlock;
