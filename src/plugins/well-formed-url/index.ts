import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Makes an undecodable page path (a malformed percent-escape typed or pasted by a reader) decodable
 * before the app starts, so the not-found page the host serves for it works as any other page.
 */
export default function wellFormedUrl(): Plugin {
  return {name: 'well-formed-url', getClientModules: () => [path.resolve(__dirname, 'client.ts')]};
}
