import {measurePageWeight} from './lib/page-weight';
import {GITHUB_PAGES_CACHE_CONTROL, startStaticServer} from './lib/static-server';
import {launchChromium} from './lib/chromium';
async function main() {
  const server = await startStaticServer({buildDir: process.argv[2], baseUrl: '/ceems/', compress: true, cacheControl: GITHUB_PAGES_CACHE_CONTROL});
  const browser = await launchChromium();
  for (const p of process.argv.slice(3)) console.log(p, JSON.stringify(await measurePageWeight(browser, server.url + p)));
  await browser.close(); await server.close();
}
main();
