import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {wellFormedPath} from './url';

// Runs before Docusaurus starts the app: its route preloading and the router decode the page's path,
// and a path that cannot be decoded would stop the app with an uncaught URIError (no navigation, no
// search). The server already answered with the not-found page; this keeps it working.
if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const fixed = wellFormedPath(pathname);
  if (fixed !== pathname) window.history.replaceState(window.history.state, '', `${fixed}${search}${hash}`);
}
