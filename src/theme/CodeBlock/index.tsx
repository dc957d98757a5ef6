import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock';
import {codeBlock} from './registry';

/*
 * Code blocks are highlighted by the server, and a page ships them as HTML. The browser adopts a block
 * (highlighter, copy and wrap buttons) when it comes near the viewport, not while the page hydrates:
 * React keeps the server's HTML of a block it has not adopted yet, so the reader sees the same
 * highlighted code either way, and the page's start-up does not tokenise code in closed tabs or far
 * below. The server highlights in the light theme; in dark mode the remaining blocks are adopted (and
 * recoloured) one per idle moment, so that none shows light colours when a tab opens.
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

/** Blocks waiting to be adopted in idle time, one per idle callback so that no task grows long. */
const idleQueue: Array<() => void> = [];

function runIdleQueue(): void {
  const next = idleQueue.shift();
  next?.();
  if (idleQueue.length) whenIdle(runIdleQueue);
}

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 2000});
  else window.setTimeout(callback, 50);
}

function adoptWhenIdle(adopt: () => void): () => void {
  idleQueue.push(adopt);
  if (idleQueue.length === 1) whenIdle(runIdleQueue);
  return () => {
    const index = idleQueue.indexOf(adopt);
    if (index >= 0) idleQueue.splice(index, 1);
  };
}

/** How far outside the viewport a block is adopted, so that it is ready before it shows. */
export const ADOPT_ROOT_MARGIN = '200px 0px';

/**
 * Whether the page came with server-rendered HTML to hydrate: a production build does, the
 * development server renders in the browser only. Read when this module loads, before React runs.
 */
const SERVER_RENDERED = ExecutionEnvironment.canUseDOM && Boolean(document.getElementById('__docusaurus')?.firstChild);

/** True while the page hydrates in the browser: the render that must match the server's HTML. */
function useHydrating(): boolean {
  const isBrowser = useIsBrowser();
  return SERVER_RENDERED && !isBrowser;
}

export default function CodeBlock(props: Props): ReactNode {
  const hydrating = useHydrating();
  const [adopted, setAdopted] = useState(!hydrating);
  const {colorMode} = useColorMode();
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          adopt();
        }
      },
      {rootMargin: ADOPT_ROOT_MARGIN},
    );
    observer.observe(element);
    // The server's colours are the light theme's: in any other mode, do not wait for the block to show.
    const dequeue = colorMode === 'light' ? undefined : adoptWhenIdle(adopt);
    return () => {
      cancelled = true;
      observer.disconnect();
      dequeue?.();
    };
  }, [adopted, colorMode]);
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
