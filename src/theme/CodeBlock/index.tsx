import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import {codeBlock} from './registry';

/*
 * Code blocks are highlighted by the server, and a page ships them as HTML. The browser adopts a block
 * (highlighter, copy and wrap buttons) when it comes into view, not while the page hydrates: React
 * keeps the server's HTML of a block it has not adopted yet, so the reader sees the same highlighted
 * code either way, and the page's start-up does not tokenise code in closed tabs or far below.
 *
 * The highlighter is not part of every page: pages with code load it as one of their own chunks
 * (src/plugins/lazy-prism), the rest on demand. A block rendered after start-up (client navigation)
 * is adopted at once.
 */
const LazyHighlighted = lazy(() => import('./highlighted'));

/** Starts loading the highlighter; resolves once code blocks can render without waiting. */
function loadHighlighter(): Promise<unknown> {
  return codeBlock.Highlighted ? Promise.resolve() : import('./highlighted');
}

function Highlighted(props: Props): ReactNode {
  const Loaded = codeBlock.Highlighted ?? LazyHighlighted;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}

/** True while the page hydrates in the browser: the render that must match the server's HTML. */
function useHydrating(): boolean {
  const isBrowser = useIsBrowser();
  return ExecutionEnvironment.canUseDOM && !isBrowser;
}

export default function CodeBlock(props: Props): ReactNode {
  const hydrating = useHydrating();
  const [adopted, setAdopted] = useState(!hydrating);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (adopted || !element) return undefined;
    let cancelled = false;
    const adopt = (): void => {
      loadHighlighter().then(
        () => !cancelled && setAdopted(true),
        // The chunk did not load (offline): the server's highlighted HTML stays, without buttons.
        () => undefined,
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      adopt();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        adopt();
      }
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [adopted]);
  if (!adopted) {
    // Same element as below; with inner HTML set, React leaves the server-rendered block inside alone.
    return <div ref={ref} className="code-block-host" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return (
    <div ref={ref} className="code-block-host">
      <Highlighted {...props} />
    </div>
  );
}
