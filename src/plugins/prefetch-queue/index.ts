import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {checkReach, type DependencyReach} from '../dependency-guard';

/**
 * Link prefetching spread over idle tasks (./client.ts). The client module wraps the global Docusaurus
 * sets and its `Link` calls; both sides are checked here, when the plugin is created, so an upgrade that
 * renames the global or prefetches another way stops the build instead of leaving the wrapper unused.
 */
export const PREFETCH_QUEUE_REACHES = [
  {
    by: 'prefetch-queue: the global the client module wraps',
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/clientEntry.js',
    contains: ['window.docusaurus = docusaurus;'],
    recheck: 'that the client entry still sets `window.docusaurus` once, after the client modules are imported',
  },
  {
    by: 'prefetch-queue: the call the client module queues',
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/exports/Link.js',
    contains: ['window.docusaurus.prefetch(targetLink);', 'new window.IntersectionObserver('],
    recheck:
      'that `Link` still prefetches through `window.docusaurus.prefetch` when a link comes into view, and that ' +
      'tests/e2e/prefetch.test.ts passes',
  },
] satisfies DependencyReach[];

export default function prefetchQueue(): Plugin {
  for (const reach of PREFETCH_QUEUE_REACHES) checkReach(reach);
  return {
    name: 'prefetch-queue',
    getClientModules: () => [path.resolve(__dirname, 'client.ts')],
  };
}
