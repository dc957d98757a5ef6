import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {Page, Request} from 'playwright-core';
import {languageTabs} from '../../config/openapi';
import {API_PAGES, EXPECTED_LANGUAGES} from '../fixtures/spec-routes';
import {BUILD_DIR, openPage, useSite, type Site, loadHydrated, useSharedPage} from './support/browser';

const OPERATION_PAGES = API_PAGES.filter((id) => id !== 'ceems-api');

/**
 * A string that only the API theme's request editor brings into a bundle (postman-code-generators' entry point): the
 * pages' samples carry generated code, not the generators.
 */
const EDITOR_MARKER = 'Codegen~convert';

/** Same-origin scripts a page loads while it opens and settles, without the prefetch of linked pages. */
async function scriptsLoadedBy(site: Site, page: Page, pathBelowBase: string): Promise<string[]> {
  const scripts = new Set<string>();
  const onRequest = (request: {resourceType: () => string; url: () => string}): void => {
    const url = request.url();
    if (request.resourceType() === 'script' && url.startsWith(site.server.url)) scripts.add(new URL(url).pathname);
  };
  page.on('request', onRequest);
  await page.goto(site.url(pathBelowBase), {waitUntil: 'networkidle'});
  await page.locator('h1').first().waitFor();
  page.off('request', onRequest);
  return [...scripts];
}

function builtFile(urlPath: string): string {
  return path.join(BUILD_DIR, urlPath.replace(/^\/[^/]+\//, ''));
}

/** Selects a language tab of the static samples and returns the visible sample's code, continuation lines joined. */
async function openCodeTab(page: Page, language: string): Promise<string> {
  await page.locator(`.api-samples .openapi-tabs__code-item--${language}`).click();
  const code = page.locator(`[data-sample-language="${language}"]:visible pre`);
  await code.first().waitFor();
  return (await code.first().innerText()).replace(/\s*\\\n\s*/g, ' ').trim();
}

describe('API reference', () => {
  const site = useSite();
  // The tests load their pages in one of two pages (a new context costs about as much as a page load): one runs
  // scripts, at 1280x900 with the clipboard the copy test reads, the other shows what the server sent.
  const shared = useSharedPage(site, {
    viewport: {width: 1280, height: 900},
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const noScript = useSharedPage(site, {javaScriptEnabled: false});

  test('the code-sample tabs are configured in the specified order', () => {
    assert.deepEqual(
      languageTabs.map((tab) => tab.language),
      EXPECTED_LANGUAGES,
    );
    assert.deepEqual(languageTabs.find((tab) => tab.language === 'java')?.variants, ['unirest']);
  });

  // Every API page answering with its title, without a console error or an off-site request, and each operation
  // page's 18 language tabs in order: checked in the one walk through every page (./every-page.test.ts).

  test('the curl sample of list-clusters calls the admin clusters endpoint with the user header', async () => {
    const {page, problems} = shared;
    await page.goto(site.url('docs/api/list-clusters'));
    const curl = await openCodeTab(page, 'curl');
    assert.match(curl, /^curl -L 'https:\/\/ceems-demo\.myaddr\.tools:7443\/api\/v1\/clusters\/admin'/);
    assert.match(curl, /-H 'X-Grafana-User: [^']+'/);
    assert.match(curl, /-H 'Accept: application\/json'/);
    const java = await openCodeTab(page, 'java');
    assert.match(java, /Unirest\.get\("https:\/\/ceems-demo\.myaddr\.tools:7443\/api\/v1\/clusters\/admin"\)/);
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.offSiteRequests, []);
  });

  test('every language tab and each of its variants shows a sample that calls the endpoint', async () => {
    const {page, problems} = shared;
    await page.goto(site.url('docs/api/show-user-details'));
    let count = 0;
    for (const language of EXPECTED_LANGUAGES) {
      await openCodeTab(page, language);
      const variants = page.locator('.api-samples [role="tabpanel"]:visible .openapi-tabs__code-item--variant');
      const variantCount = await variants.count();
      assert.ok(variantCount >= 1, `${language} has no variant tab`);
      if (language === 'java') assert.deepEqual(await variants.allInnerTexts(), ['UNIREST']);
      for (let index = 0; index < variantCount; index++) {
        await variants.nth(index).click();
        const code = (await page.locator(`[data-sample-language="${language}"]:visible pre`).innerText()).trim();
        assert.match(code, /ceems-demo\.myaddr\.tools/, `${language} variant ${index} does not name the host`);
        assert.match(code, /api\/v1\/users/, `${language} variant ${index} does not call the endpoint`);
        count++;
      }
    }
    assert.ok(count >= EXPECTED_LANGUAGES.length);
    assert.deepEqual(problems.consoleErrors, []);
  });

  test('the samples are in the HTML, one element per language and variant, before any script runs', async () => {
    const {page, problems} = noScript;
    for (const id of OPERATION_PAGES) {
      await page.goto(site.url(`docs/api/${id}`));
      const samples = await page
        .locator('[data-sample-language]')
        .evaluateAll((elements) =>
          elements.map((element) => ({
            language: element.getAttribute('data-sample-language') ?? '',
            variant: element.getAttribute('data-sample-variant') ?? '',
            code: element.querySelector('pre')?.textContent ?? '',
            visible: (element as HTMLElement).offsetParent !== null,
          })),
        );
      assert.deepEqual([...new Set(samples.map((sample) => sample.language))], EXPECTED_LANGUAGES, id);
      assert.deepEqual(
        samples.filter((sample) => sample.language === 'java').map((sample) => sample.variant),
        ['Unirest'],
        id,
      );
      const keys = samples.map((sample) => `${sample.language}/${sample.variant}`);
      assert.equal(new Set(keys).size, keys.length, `${id} repeats a sample`);
      for (const sample of samples) {
        assert.ok(sample.visible, `${id} ${sample.language}/${sample.variant} is hidden without scripts`);
        assert.match(sample.code, /ceems-demo\.myaddr\.tools/, `${id} ${sample.language}/${sample.variant}`);
        assert.ok(sample.code.includes('7443'), `${id} ${sample.language}/${sample.variant} lacks the port`);
      }
      const python = samples.find((sample) => sample.variant === 'http.client')!;
      assert.match(python.code, /HTTPSConnection\("ceems-demo\.myaddr\.tools", 7443\)/);
    }
    assert.deepEqual(problems.offSiteRequests, []);
  });

  test('the API sidebar groups operations by tag under the API category', async () => {
    const {page, problems} = shared;
    await page.goto(site.url('docs/category/api'));
    assert.equal((await page.locator('h1').first().innerText()).trim(), 'CEEMS API reference');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await sidebar.locator('.menu__link').first().waitFor();
    const entries = (await sidebar.locator('.menu__link').allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(entries, [
      'API',
      'Introduction',
      'Clusters',
      'Units',
      'Usage',
      'Stats',
      'Users',
      'Projects',
      'Demo',
    ]);
    const index = await page.locator('main article a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.ok(
      index.includes('/ceems/docs/api/ceems-api'),
      `the category index lacks the overview: ${index.join(', ')}`,
    );
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.offSiteRequests, []);
  });

  // Axe on every API page, in light mode and in dark mode, is in the one walk through every page
  // (./every-page.test.ts), which visits each API page in both modes.

  test('no request editor: no "Try it", no form, no code generators in a script; whom the samples call', async () => {
    const {page, problems} = shared;
    await loadHydrated(page, site.url('docs/api/list-clusters'));
    assert.equal(await page.getByRole('button', {name: /Try it/}).count(), 0, 'the page offers "Try it"');
    assert.equal(await page.locator('.openapi-explorer__request-form, .openapi-security__summary-header').count(), 0);
    const samples = page.getByRole('region', {name: 'Request samples'});
    assert.match(await samples.locator('p').first().innerText(), /public demo server.*X-Grafana-User.*basic auth/s);
    const scripts = fs.readdirSync(path.join(BUILD_DIR, 'assets', 'js')).filter((file) => file.endsWith('.js'));
    const withEditor = scripts.filter((file) =>
      fs.readFileSync(path.join(BUILD_DIR, 'assets', 'js', file), 'utf8').includes(EDITOR_MARKER),
    );
    assert.deepEqual(withEditor, [], 'a script of the build carries the code generators');
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.offSiteRequests, []);
  });

  test('reference and samples are in the HTML, not in the scripts: first view, tabs, client navigation', async () => {
    const {page, problems} = shared;
    // First view: no script of the page carries a sample or the API theme's response tabs.
    const scripts = await scriptsLoadedBy(site, page, 'docs/api/list-clusters');
    for (const script of scripts) {
      const text = fs.readFileSync(builtFile(script), 'utf8');
      assert.ok(!text.includes('clusters/admin'), `${script} carries the page's samples`);
      assert.ok(!text.includes('openapi-tabs__response-code-item'), `${script} carries the API theme's response tabs`);
    }
    // The theme's tabs work on the HTML: the 401 response tab shows its panel and hides the 200 one.
    const responses = page.locator('.openapi-tabs__response-list-container');
    const panels = page.locator('.openapi-tabs__container > .margin-top--md > [role="tabpanel"]');
    assert.equal(await panels.nth(0).isVisible(), true);
    await responses.getByRole('tab', {name: '401'}).click();
    assert.equal(await responses.getByRole('tab', {name: '401'}).getAttribute('aria-selected'), 'true');
    assert.equal(await panels.nth(0).isVisible(), false);
    assert.equal(await panels.nth(1).isVisible(), true);
    // The samples' tabs too, from the keyboard: Right moves the focus, Enter selects.
    await page.locator('.api-samples .openapi-tabs__code-item--python').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.match(await page.locator('[data-sample-language="curl"]:visible pre').innerText(), /curl -L/);

    // A client-side navigation to another operation brings its reference and samples, working, in the language chosen.
    await page
      .locator('a.pagination-nav__link--next[href$="/docs/api/admin-endpoint-for-fetching-compute-units"]')
      .click();
    await page.locator('h1', {hasText: 'Admin endpoint for fetching compute units'}).waitFor();
    const curl = page.locator('[data-sample-language="curl"]:visible pre');
    await curl.waitFor();
    assert.match(await curl.innerText(), /\/api\/v1\/units\/admin/);
    await page.locator('.api-samples .openapi-tabs__code-item--go').click();
    assert.match(await page.locator('[data-sample-language="go"]:visible pre').innerText(), /package main/);
    await page.getByRole('tab', {name: '401'}).first().click();
    assert.equal(await page.getByRole('tab', {name: '401'}).first().getAttribute('aria-selected'), 'true');
    assert.deepEqual(problems.consoleErrors, []);
  });

  test('after a client navigation, an island whose page cannot be fetched says so and offers a reload', async () => {
    const {page} = shared;
    await loadHydrated(page, site.url('docs/api/list-clusters'));
    await page.route(/\/docs\/api\/admin-endpoint-for-fetching-compute-units\/?$/, (route) => route.abort());
    await page
      .locator('a.pagination-nav__link--next[href$="/docs/api/admin-endpoint-for-fetching-compute-units"]')
      .click();
    await page.getByText('This part of the page could not load.').first().waitFor();
    assert.ok(await page.getByRole('button', {name: 'Reload the page'}).count());
  });

  test('the API styles come with API pages only, styled from the first paint and after client navigation', async () => {
    const apiStyles = 'link[rel="stylesheet"][href*="/api-styles."]';
    const leftPanelBorder = (page: Page): Promise<string> =>
      page
        .locator('.openapi-left-panel__container')
        .first()
        .evaluate((el) => getComputedStyle(el).borderRightStyle);

    // Without JavaScript: what the server sent must already carry the styles.
    for (const p of ['docs/api/ceems-api', 'docs/api/list-clusters']) {
      await noScript.page.goto(site.url(p));
      assert.equal(await noScript.page.locator(apiStyles).count(), 1, `${p} does not link the API styles`);
    }
    assert.equal(await leftPanelBorder(noScript.page), 'solid', 'the server-rendered operation page is unstyled');
    for (const p of ['', 'docs/objectives', 'search', 'blog']) {
      await noScript.page.goto(site.url(p));
      assert.equal(await noScript.page.locator(apiStyles).count(), 0, `/${p} links the API styles`);
    }

    // Nor does a docs page fetch them once running, tabs included (the API theme's tabs are site-wide).
    const {page, problems} = shared;
    const cssRequests: string[] = [];
    const onRequest = (request: Request): void => {
      if (request.resourceType() === 'stylesheet') cssRequests.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    for (const p of ['docs/installation/os-packages', 'docs/usage/ceems-exporter']) {
      await page.goto(site.url(p), {waitUntil: 'networkidle'});
      assert.ok(await page.locator('[role="tablist"]').count(), `${p} has no tabs: pick a page with tabs`);
    }
    page.off('request', onRequest);
    assert.deepEqual(
      cssRequests.filter((file) => file.includes('/api-styles.')),
      [],
      'a docs page loaded the API styles',
    );

    // From a docs page to the API overview in the browser (navbar, then the overview's card): the chunk loader adds the
    // styles, once.
    const apiVariable = (): Promise<string> =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--openapi-required').trim());
    await loadHydrated(page, site.url('docs/api/ceems-api'));
    assert.equal(await page.locator(apiStyles).count(), 1, 'the loaded page links the API styles twice');
    await loadHydrated(page, site.url('docs/objectives'));
    assert.equal(await apiVariable(), '', 'a docs page carries the API styles');
    // A slow stylesheet: the client navigation must still show the overview only once its rules apply. The old page
    // stays on screen meanwhile, its URL already the new one, and its heading, "CEEMS API reference", contains the
    // overview's: so the page records what its styles were when the overview's own heading entered the document.
    await page.route(/\/api-styles\.\w+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent === 'CEEMS API')) return;
        observer.disconnect();
        const rules = getComputedStyle(document.documentElement).getPropertyValue('--openapi-required').trim();
        document.documentElement.dataset.apiRulesAtHeading = rules;
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.locator('nav[aria-label="Main"] a', {hasText: /^API$/}).first().click();
    await page.waitForFunction(() => location.pathname.endsWith('/docs/category/api'));
    await page.locator('main a[href$="/docs/api/ceems-api"]').first().click();
    await page.getByRole('heading', {level: 1, name: 'CEEMS API', exact: true}).waitFor();
    const rulesAtHeading = await page.evaluate(() => document.documentElement.dataset.apiRulesAtHeading);
    assert.notEqual(rulesAtHeading, undefined, "the overview's heading was not seen entering the page");
    assert.notEqual(rulesAtHeading, '', 'the API overview showed before its styles applied');
    assert.equal(await page.locator(apiStyles).count(), 1, 'the chunk loader linked the API styles more than once');
    assert.deepEqual(problems, {consoleErrors: [], offSiteRequests: []});
  });

  // The docs pages' code blocks have the classic theme's copy button; the islands' blocks have the same control
  // (label, title, a button reached by Tab and pressed with Enter).
  test('copy buttons on the samples and the response examples work, and after navigation', async () => {
    const {page, problems} = shared;
    const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
    const clipboard = (): Promise<string> => page.evaluate(() => navigator.clipboard.readText());
    const copyAndRead = async (block: ReturnType<Page['locator']>, by: 'pointer' | 'keyboard'): Promise<string> => {
      await page.evaluate(() => navigator.clipboard.writeText(''));
      const button = block.getByRole('button', {name: 'Copy code to clipboard'});
      assert.equal(await button.getAttribute('title'), 'Copy');
      if (by === 'pointer') {
        await block.hover();
        await button.click();
      } else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      await block.getByRole('button', {name: 'Copied'}).waitFor();
      const copied = await clipboard();
      assert.equal(squash(copied), squash(await block.locator('pre').innerText()));
      return copied;
    };

    await page.goto(site.url('docs/api/list-clusters'));
    const sample = page.locator('.api-samples .theme-code-block:visible').first();
    const copied = await copyAndRead(sample, 'pointer');
    assert.match(copied, /\/clusters\/admin/, 'the copied sample calls the endpoint');
    assert.match(copied, /\n/, 'the copied sample keeps its lines');

    // A response example, in its tab.
    await page
      .locator('[data-api-island] [role="tab"]', {hasText: /^Example/})
      .first()
      .click();
    const example = page.locator('.openapi-code__code-samples-container .theme-code-block:visible').first();
    const json = await copyAndRead(example, 'keyboard');
    assert.doesNotThrow(() => JSON.parse(json), 'the copied response example is the JSON shown');

    // After a client-side navigation the islands' HTML is fetched and set by React: its blocks get buttons too.
    await page.locator('a.pagination-nav__link--next').click();
    await page.waitForFunction(() => !location.pathname.endsWith('/docs/api/list-clusters'));
    const next = page.locator('.api-samples .theme-code-block:visible').first();
    await next.waitFor();
    assert.match(await copyAndRead(next, 'pointer'), /\n/);
    assert.equal(
      await page.locator('.api-samples .theme-code-block').count(),
      await page.locator('.api-samples .api-copy-button').count(),
      'one button per block',
    );
    assert.deepEqual(problems, {consoleErrors: [], offSiteRequests: []});
  });

  test('on a phone, links at the top lead to the samples and the responses; the response tabs fit', async () => {
    const {context, page, problems} = await openPage(site, {viewport: {width: 390, height: 844}, isMobile: true});
    await loadHydrated(page, site.url('docs/api/admin-endpoint-for-fetching-compute-units'));
    const inView = (selector: string): Promise<boolean> =>
      page.evaluate((css) => {
        const top = document.querySelector(css)?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      }, selector);
    for (const [name, target] of [
      ['Jump to request samples', '#request-samples'],
      ['Jump to responses', '#responses'],
    ]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      const link = page.getByRole('link', {name});
      const box = await link.boundingBox();
      assert.ok(box && box.y < 844, `"${name}" is on the first screen (y=${box?.y})`);
      await link.click();
      await page.waitForFunction((css) => {
        const top = document.querySelector(css)?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      }, target);
      assert.ok(await inView(target));
    }
    // Every response-code tab shows whole, inside its strip and the screen.
    const clipped = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.openapi-tabs__response-code-item')).flatMap((tab) => {
        const rect = tab.getBoundingClientRect();
        const strip = tab.closest('.openapi-tabs__response-container')!.getBoundingClientRect();
        return rect.right > Math.min(strip.right, window.innerWidth) + 1 || rect.left < strip.left - 1
          ? [tab.textContent]
          : [];
      }),
    );
    assert.deepEqual(clipped, [], 'response-code tabs cut off at 390 px');
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'the page scrolls sideways',
    );
    assert.deepEqual(problems, {consoleErrors: [], offSiteRequests: []});
    await context.close();

    // A wide screen shows both columns: no jump links.
    await shared.page.goto(site.url('docs/api/list-clusters'));
    assert.equal(await shared.page.getByRole('link', {name: 'Jump to request samples'}).isVisible(), false);
  });
});
