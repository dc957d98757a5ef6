import {launchChromium} from './scripts/lib/chromium';
import {startStaticServer} from './scripts/lib/static-server';
(async () => {
  const server = await startStaticServer({buildDir: 'build', baseUrl: '/ceems/'});
  const b = await launchChromium();
  const shape = () => Array.from(document.querySelectorAll('.openapi-left-panel__container > *, .openapi-left-panel__container > * > *, .openapi-left-panel__container > * > * > *')).map((c) => {
    const r = c.getBoundingClientRect();
    return [Math.round(r.top), Math.round(r.height), c.tagName + '.' + c.className.toString().slice(0, 50)];
  });
  for (const js of [false, true]) {
    const ctx = await b.newContext({viewport: {width: 412, height: 823}, javaScriptEnabled: js});
    const page = await ctx.newPage();
    await page.goto(`${server.url}/ceems/docs/api/show-project-details`, {waitUntil: 'networkidle'});
    console.log(js); for (const row of await page.evaluate(shape)) console.log('  ', JSON.stringify(row));
    await ctx.close();
  }
  await b.close(); await server.close();
})();
