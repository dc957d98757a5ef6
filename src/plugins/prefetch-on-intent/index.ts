import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkReach, packageDir} from '../dependency-guard';
import {REACHES} from '../../reaches';

/**
 * Docusaurus prefetches the chunks of every internal link that scrolls into view, so a page with an open
 * sidebar category downloads most of its neighbours before the reader chooses one (up to 146 KB gzip on the
 * configuration pages, which took 48 of 89 pages past the 270,000-byte first view of an A+ page). This
 * plugin keeps what a reader's intent asks for: Docusaurus's `<Link>` still loads a page's chunks when the
 * pointer enters or a finger touches its link (`window.docusaurus.preload`), so navigation stays immediate;
 * only the visibility-driven `prefetch` becomes a no-op. A keyboard reader's page loads on Enter.
 */
export default function prefetchOnIntent(context: LoadContext): Plugin {
  for (const reach of [REACHES.prefetchGlobal, REACHES.prefetchOnVisible]) {
    checkReach(reach, packageDir(reach.package, context.siteDir));
  }
  return {name: 'prefetch-on-intent', getClientModules: () => [path.resolve(__dirname, 'client.ts')]};
}
