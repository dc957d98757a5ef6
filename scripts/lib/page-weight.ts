import type {Browser} from 'playwright-core';

/**
 * Bytes on the wire (compressed where the server compresses) by kind of resource; `prefetch`: of chunks
 * prefetched for the pages this one links to, `prefetchJs` the scripts among them; `total`: everything the
 * page itself loaded (prefetches excluded).
 */
const ZERO = {html: 0, js: 0, css: 0, image: 0, font: 0, other: 0, prefetch: 0, prefetchJs: 0, total: 0, requests: 0};
export type PageWeight = {url: string} & typeof ZERO;

const KINDS: Record<string, keyof typeof ZERO> = {
  Document: 'html',
  Script: 'js',
  Stylesheet: 'css',
  Image: 'image',
  Font: 'font',
  Prefetch: 'prefetch',
};

/**
 * Loads a page in a fresh context (empty cache) and adds up what it transferred until the network is
 * idle, as Chromium's DevTools protocol reports it (encoded sizes, headers included). The cache stays
 * on, as in a reader's browser: a prefetch of a script the page has already loaded (Docusaurus
 * prefetches the chunks of every link in view, the current page's own included) comes from the cache
 * when the server allows caching, as GitHub Pages does, and costs nothing.
 */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const types = new Map<string, string>();
  const weight: PageWeight = {url, ...ZERO};
  const urls = new Map<string, string>();
  // Chromium reports <link rel=prefetch> loads as type Other at priority VeryLow.
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    if (event.type === 'Other' && event.request.initialPriority === 'VeryLow') types.set(event.requestId, 'Prefetch');
  });
  cdp.on('Network.responseReceived', (event) => {
    if (types.get(event.requestId) !== 'Prefetch') types.set(event.requestId, event.type);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const kind = KINDS[types.get(event.requestId) ?? ''] ?? 'other';
    weight[kind] += event.encodedDataLength;
    if (kind === 'prefetch') {
      if (/\.js(\?|$)/.test(urls.get(event.requestId) ?? '')) weight.prefetchJs += event.encodedDataLength;
      return;
    }
    weight.total += event.encodedDataLength;
    weight.requests += 1;
  });
  await cdp.send('Network.enable');
  await page.goto(url, {waitUntil: 'networkidle'});
  await context.close();
  return weight;
}
