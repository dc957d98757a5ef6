/** The local search client of this page load, shared by the search modal and the search page. */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createLocalSearchClient, type LocalSearchClient} from './search-client';

const clients = new Map<string, LocalSearchClient>();

/**
 * One client per index file and page load, shared by the search modal and the search page. During
 * server rendering it is created but never asked (searches start in effects), so any origin will do.
 */
export function getLocalSearchClient(indexPath: string): LocalSearchClient {
  let client = clients.get(indexPath);
  if (!client) {
    const origin = ExecutionEnvironment.canUseDOM ? window.location.origin : 'http://localhost';
    client = createLocalSearchClient({indexPath, origin, refreshOnPreload: process.env.NODE_ENV === 'development'});
    clients.set(indexPath, client);
  }
  return client;
}
