import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {openPage, useSite, builtFile, loadHydrated, hydrated, useSharedPage} from './support/browser';

/** A page with several highlighted code blocks, and a page linking to it that has none. */
const WITH_CODE = 'docs/installation/os-packages';
const WITHOUT_CODE = 'docs/category/installation';

function builtHtml(pathBelowBase: string): string {
  return fs.readFileSync(builtFile(pathBelowBase), 'utf8');
}

function codeBlocksIn(html: string): number {
  return (html.match(/<pre\b[^>]*class="?[^">]*prism-code/g) ?? []).length;
}

/** The scripts among `urls` that carry Prism (its core sets `Prism.languages`, its grammars extend them). */
async function prismScriptsIn(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    const source = await page.evaluate(async (src) => (await fetch(src)).text(), url);
    if (/languages\.(extend|insertBefore)\(/.test(source)) found.push(url);
  }
  return found;
}

async function scriptsOf(page: Page, load: () => Promise<unknown>): Promise<string[]> {
  const scripts: string[] = [];
  const onRequest = (request: {resourceType: () => string; url: () => string}): void => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  };
  page.on('request', onRequest);
  await load();
  page.off('request', onRequest);
  return scripts;
}

describe('code blocks and tabs', () => {
  const site = useSite();
  // The tests load their pages in one page (a new context costs about as much as a page load), with the clipboard the
  // first one reads; the dark-mode test keeps a context of its own for its init script.
  const shared = useSharedPage(site, {permissions: ['clipboard-read', 'clipboard-write']});

  test('the HTML carries highlighted code; in the browser the blocks hydrate and copy, without Prism', async () => {
    const html = builtHtml(WITH_CODE);
    const blocks = codeBlocksIn(html);
    assert.ok(blocks >= 3, `${WITH_CODE} should have code blocks, found ${blocks}`);
    assert.match(html, /<span class="?token [\w-]+/, 'code blocks are highlighted in the server render');

    const {page, problems} = shared;
    const scripts = await scriptsOf(page, () => page.goto(site.url(WITH_CODE), {waitUntil: 'networkidle'}));
    assert.deepEqual(
      await prismScriptsIn(page, scripts),
      [],
      'a page with code shows it highlighted without loading Prism',
    );
    assert.equal(await page.locator('pre.prism-code').count(), blocks);
    // The copy button is rendered in the browser only: it is there once the block has hydrated.
    const first = page.locator('.theme-code-block').first();
    await first.hover();
    await first.getByRole('button', {name: /copy code/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
    assert.equal(squash(copied), squash(await first.locator('pre code').innerText()));
    assert.match(copied, /\n/, 'the copied code keeps its lines');
    assert.deepEqual(problems, {consoleErrors: [], offSiteRequests: []});
  });

  test('pages without code do not download the highlighter either', async () => {
    const {page} = shared;
    for (const p of ['', 'search', WITHOUT_CODE]) {
      assert.equal(codeBlocksIn(builtHtml(p)), 0, `/${p} has code blocks: pick another page`);
      const scripts = await scriptsOf(page, () => page.goto(site.url(p), {waitUntil: 'networkidle'}));
      assert.ok(scripts.length > 0);
      assert.deepEqual(await prismScriptsIn(page, scripts), [], `/${p} loaded Prism`);
    }
  });

  test('client navigation to a page with code shows its blocks at once, highlighted, in the colour mode', async () => {
    const {page, problems} = shared;
    await loadHydrated(page, site.url(WITHOUT_CODE));
    await page.locator('html[data-theme]').waitFor();
    await page
      .getByRole('button', {name: /dark and light mode/})
      .first()
      .click();
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(builtHtml(WITH_CODE))?.[1];
    assert.ok(title, `${WITH_CODE} has no h1`);
    await page.locator(`main a[href$="/${WITH_CODE}"]`).first().click();
    // Checked in the frame where the new page's heading first shows: its blocks are there, highlighted.
    const onArrival = await page.waitForFunction(
      (heading) => {
        const h1 = Array.from(document.querySelectorAll('h1')).find((el) => el.textContent === heading);
        if (!h1) return false;
        return {
          blocks: document.querySelectorAll('pre.prism-code').length,
          tokens: document.querySelectorAll('pre.prism-code .token').length,
        };
      },
      title,
      {polling: 'raf'},
    );
    const {blocks, tokens} = (await onArrival.jsonValue()) as {blocks: number; tokens: number};
    assert.equal(blocks, codeBlocksIn(builtHtml(WITH_CODE)));
    assert.ok(tokens > 0);
    const background = await page
      .locator('pre.prism-code')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.notEqual(background, 'rgb(246, 248, 250)', 'the code block kept the light theme in dark mode');
    assert.deepEqual(problems, {consoleErrors: [], offSiteRequests: []});
  });

  test('tabs of a group switch together, and the choice survives a reload without a remount', async () => {
    const {page, problems} = shared;
    await loadHydrated(page, site.url(WITH_CODE));
    const selected = (): Promise<string[]> =>
      page.locator('[role="tablist"] [role="tab"][aria-selected="true"]').allInnerTexts();
    assert.deepEqual(await selected(), ['deb', 'deb'], 'both package-format groups start on deb');
    await page.getByRole('tab', {name: 'rpm'}).first().click();
    assert.deepEqual(await selected(), ['rpm', 'rpm']);
    // The visible panel follows the tab: its code mentions the rpm package.
    const visibleCode = await page.locator('[role="tabpanel"]:not([hidden]) pre').first().innerText();
    assert.match(visibleCode, /\.rpm\b/);
    await page.reload({waitUntil: 'networkidle'});
    await hydrated(page);
    assert.deepEqual(await selected(), ['rpm', 'rpm'], 'the stored choice is applied after hydration');
    assert.match(await page.locator('[role="tabpanel"]:not([hidden]) pre').first().innerText(), /\.rpm\b/);
    assert.deepEqual(problems, {consoleErrors: [], offSiteRequests: []});
  });

  test('a code block in a closed tab is highlighted and ready when the tab opens', async () => {
    const {page, problems} = shared;
    await loadHydrated(page, site.url(WITH_CODE));
    const rpmPanel = page
      .locator('[role="tabpanel"]')
      .filter({has: page.locator('pre', {hasText: '.rpm'})})
      .first();
    assert.equal(await rpmPanel.getAttribute('hidden'), '', 'the rpm panel starts closed');
    assert.ok((await rpmPanel.locator('pre.prism-code .token').count()) > 0);
    await page.getByRole('tab', {name: 'rpm'}).first().click();
    await rpmPanel.locator('.theme-code-block').first().hover();
    await rpmPanel
      .getByRole('button', {name: /copy code/i})
      .first()
      .waitFor();
    assert.ok((await rpmPanel.locator('pre.prism-code .token').count()) > 0, 'the block is still highlighted');
    assert.deepEqual(problems, {consoleErrors: [], offSiteRequests: []});
  });

  test('in dark mode every block, closed tabs included, is dark from the first paint, without a redraw', async () => {
    const {context, page, problems} = await openPage(site);
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // The stylesheet themes the server's HTML: checked before any script of the page runs.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(site.url(WITH_CODE), {waitUntil: 'load'});
    await page.unroute(/\.js$/);
    const lightBackground = 'rgb(246, 248, 250)';
    const darkBackground = 'rgb(40, 42, 54)';
    const backgrounds = (): Promise<string[]> =>
      page.locator('pre.prism-code').evaluateAll((pres) => pres.map((pre) => getComputedStyle(pre).backgroundColor));
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    assert.deepEqual([...new Set(await backgrounds())], [darkBackground], 'before scripts');
    problems.consoleErrors.length = 0; // The scripts aborted above.

    await page.reload({waitUntil: 'networkidle'});
    await hydrated(page);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    assert.deepEqual([...new Set(await backgrounds())], [darkBackground], 'after hydration');
    const tokenColour = await page
      .locator('pre.prism-code .token.function')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    assert.equal(tokenColour, 'rgb(80, 250, 123)', "tokens take the dark theme's colours");
    assert.ok(!(await backgrounds()).includes(lightBackground));
    assert.deepEqual(problems, {consoleErrors: [], offSiteRequests: []});
    await context.close();
  });
});
