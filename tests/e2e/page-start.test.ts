import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {hydrated, openPage, useSite} from './support/browser';

/**
 * How a page starts: served at its canonical URL without a redirect, its text painted before its
 * scripts run, and the pages its visible links point to prefetched in idle time (the specification:
 * "the site loads documentation page chunks and prefetches them").
 */
describe('page start', () => {
  const site = useSite();

  test('a page is served at its canonical URL, with no redirect to a trailing slash', async () => {
    const {context, page} = await openPage(site);
    const redirects: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
    });
    const response = await page.goto(site.url('docs/components/ceems-exporter'));
    assert.equal(response?.status(), 200);
    assert.deepEqual(redirects, []);
    assert.equal(new URL(page.url()).pathname, '/ceems/docs/components/ceems-exporter');
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    assert.equal(new URL(canonical!).pathname, '/ceems/docs/components/ceems-exporter');
    await hydrated(page);
    await context.close();
  });

  test('the start-up scripts are preloaded, then added in order by the script at the end of the body, and the page hydrates', async () => {
    // When they run (after a painted frame) is checked on the script itself: tests/unit/page-template.test.ts.
    const {context, page, problems} = await openPage(site);
    const response = await page.goto(site.url('docs/objectives'));
    const html = (await response?.text()) ?? '';
    assert.doesNotMatch(html, /<script[^>]+src=[^>]*\/assets\/js\/[^>]*>/, 'the HTML itself starts no script file');
    assert.match(html, /<link rel=preload as=script fetchpriority=low href=\/ceems\/assets\/js\/main\.[0-9a-f]+\.js/);
    await hydrated(page);
    const started = await page.evaluate(() =>
      Array.from(document.scripts)
        .filter((script) => /\/assets\/js\/(runtime~main|main)\./.test(script.src))
        .map((script) => ({file: script.src.replace(/^.*\/assets\/js\/([^.]+).*$/, '$1'), async: script.async, defer: script.defer})),
    );
    assert.deepEqual(started, [
      {file: 'runtime~main', async: false, defer: false},
      {file: 'main', async: false, defer: false},
    ]);
    // Both start with V8's compile hint (src/plugins/page-start/index.ts).
    for (const src of await page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter((src) => /\/assets\/js\/(runtime~main|main)\./.test(src)))) {
      const text = await (await page.request.get(src)).text();
      assert.ok(text.startsWith('//# allFunctionsCalledOnLoad\n'), `${src} starts with the compile hint`);
    }
    assert.deepEqual(problems.consoleErrors, []);
    await context.close();
  });

  test('visible links still prefetch their pages, from idle time rather than from the call', async () => {
    const {context, page} = await openPage(site, {viewport: {width: 1280, height: 800}});
    await page.goto(site.url('docs/objectives'));
    await hydrated(page);
    // The sidebar's links are in view: their pages' chunks end up prefetched.
    await page.waitForFunction(() => document.querySelectorAll('link[rel=prefetch]').length > 0, undefined, {timeout: 10_000});
    // A prefetch call returns before it adds anything; the queue adds the page's chunks afterwards.
    const counts = await page.evaluate(async () => {
      const before = document.querySelectorAll('link[rel=prefetch]').length;
      (window as unknown as {docusaurus: {prefetch: (path: string) => unknown}}).docusaurus.prefetch('/ceems/docs/configuration/config-reference');
      const rightAfter = document.querySelectorAll('link[rel=prefetch]').length;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return {before, rightAfter, later: document.querySelectorAll('link[rel=prefetch]').length};
    });
    assert.equal(counts.rightAfter, counts.before, 'nothing is added during the call');
    assert.ok(counts.later > counts.before, `the chunks are prefetched later (${JSON.stringify(counts)})`);
    await context.close();
  });

  test('on a phone, hydration keeps the server-rendered sidebar (hidden), and the menu still shows the docs sidebar', async () => {
    const {context, page, problems} = await openPage(site, {viewport: {width: 412, height: 823}});
    await page.goto(site.url('docs/components/ceems-exporter'));
    await hydrated(page);
    // The server-rendered sidebar is not taken down after hydration (src/theme/DocSidebar).
    await page.waitForTimeout(300);
    assert.equal(await page.locator('aside.theme-doc-sidebar-container').count(), 1);
    assert.equal(await page.locator('aside.theme-doc-sidebar-container').isVisible(), false);
    // The phone's own ways in still work: the collapsible table of contents and the menu's sidebar.
    await page.getByRole('button', {name: 'On this page'}).click();
    await page.locator('.theme-doc-toc-mobile a').first().waitFor({state: 'visible'});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Objectives', exact: true}).waitFor({state: 'visible'});
    assert.deepEqual(problems.consoleErrors, []);
    await context.close();
  });
});
