// `useIsBrowser` for the API operation page (see ./index.ts): true in the browser from the first
// render, hydration included; false on the server.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export default function useIsBrowser() {
  return ExecutionEnvironment.canUseDOM;
}
