import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import {codeBlock} from './registry';

/*
 * The code block and its highlighter (Prism and its languages) are not part of every page: pages with
 * code load them as one of their own chunks (src/plugins/lazy-prism), so the block is registered by the
 * time the page renders. A code block the build could not see coming (one written in a component)
 * loads the chunk on demand; meanwhile the Suspense boundary keeps the server-rendered, highlighted
 * HTML on screen, then hydrates it. The boundary is always there, so server and browser trees match.
 */
const LazyHighlighted = lazy(() => import('./highlighted'));

export default function CodeBlock(props: Props): ReactNode {
  const Highlighted = codeBlock.Highlighted ?? LazyHighlighted;
  return (
    <Suspense fallback={null}>
      <Highlighted {...props} />
    </Suspense>
  );
}
