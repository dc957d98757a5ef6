/**
 * Prefetching in small tasks. Docusaurus's `Link` prefetches the chunks of every internal link that
 * scrolls into view, by calling `window.docusaurus.prefetch` from an IntersectionObserver. Right after
 * a page starts, the sidebar, the table of contents and the pager come into view together, and each
 * prefetch matches its path against every route: on a docs page that made one task of a few hundred
 * milliseconds on a phone, during which the page did not answer a tap. Here each call is queued and
 * the queue runs in idle time, one call per task (one call adds a link element per chunk of the page,
 * which alone can take several milliseconds). What is prefetched, and when it is skipped
 * (on 2g or data-saver connections), is still Docusaurus's own `prefetch`: only its timing changes.
 *
 * Docusaurus sets `window.docusaurus` when its client entry runs, after the client modules (this one)
 * are evaluated; the setter below wraps the object it is given. The reach is guarded in ./index.ts.
 */
import {createQueue} from './prefetch-queue';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

function schedule(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 2000});
  else setTimeout(run, 1);
}

function queued(global: DocusaurusGlobal): DocusaurusGlobal {
  const queue = createQueue<string>((routePath) => void global.prefetch(routePath), schedule);
  const prefetch = (routePath: string): boolean => (queue.push(routePath), true);
  return Object.freeze({...global, prefetch});
}

if (typeof window !== 'undefined') {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal | undefined) => {
      current = value && typeof value.prefetch === 'function' ? queued(value) : value;
    },
  });
}
