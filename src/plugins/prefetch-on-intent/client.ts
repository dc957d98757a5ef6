/**
 * Replaces `window.docusaurus` (Docusaurus's client API: prefetch and preload) with a copy whose `prefetch`
 * does nothing. Client modules run before Docusaurus's entry assigns `window.docusaurus`, so the copy is made
 * when it is assigned; links call `window.docusaurus.prefetch` only after the first render, well after that.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type DocusaurusClient = Window['docusaurus'];

if (ExecutionEnvironment.canUseDOM) {
  const withoutPrefetch = (value: DocusaurusClient) =>
    value && Object.freeze({...value, prefetch: () => false as const});
  let client = withoutPrefetch(window.docusaurus);
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => client,
    set: (value: DocusaurusClient) => {
      client = withoutPrefetch(value);
    },
  });
}
