import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {BrowserContext, Page} from 'playwright-core';
import {BUILD_DIR, BASE_URL, openPage, useSite, type PageProblems} from './support/browser';

/**
 * The site under its Content Security Policy (src/plugins/content-security-policy): no page, and no
 * interaction a reader has with it, makes the browser block something. The policy reports each blocked
 * script, eval, style sheet, image or request as a `securitypolicyviolation` event and a console error;
 * both are collected here.
 */

/** Every page the sitemap lists, as paths below the base path, plus the landing, search and not-found pages. */
const NOT_FOUND = 'docs/no-such-page';

function sitemapPages(): string[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const below = [...xml.matchAll(new RegExp(`<loc>[^<]*?${BASE_URL}([^<]*)</loc>`, 'g'))].map((match) => match[1]);
  return [...new Set(['', 'search', NOT_FOUND, ...below])];
}

interface Watched {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  /** Every violation and policy error so far, with the page it happened on. */
  violations: () => Promise<string[]>;
}

/** A page that records policy violations from its first script on, whatever page it navigates to. */
async function watchedPage(site: ReturnType<typeof useSite>): Promise<Watched> {
  const {context, page, problems} = await openPage(site, {viewport: {width: 1280, height: 900}});
  const seen: string[] = [];
  await context.exposeBinding('__cspViolation', ({page: source}, text: string) => {
    seen.push(`${source.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {__cspViolation: (text: string) => void}).__cspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  return {
    context,
    page,
    problems,
    violations: async () => {
      // Events are delivered through the binding asynchronously: let them arrive.
      await page.waitForTimeout(100);
      const policyErrors = problems.consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text));
      return [...seen, ...policyErrors.map((text) => `console: ${text}`)];
    },
  };
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

describe('content security policy', () => {
  const site = useSite();

  test('every page of the sitemap loads without a policy violation', async () => {
    const pages = sitemapPages();
    assert.ok(pages.length > 40, `only ${pages.length} pages in the sitemap`);
    const watched = await watchedPage(site);
    const failures: string[] = [];
    for (const route of pages) {
      const response = await watched.page.goto(site.url(route), {waitUntil: 'load'});
      const expected = route === NOT_FOUND ? 404 : 200;
      if (response?.status() !== expected) failures.push(`/${route}: answered ${response?.status()}`);
      await hydrated(watched.page);
      const policy = await watched.page.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      if (!policy?.includes("script-src 'self'")) failures.push(`/${route}: no policy in the page`);
    }
    failures.push(...(await watched.violations()));
    await watched.context.close();
    assert.deepEqual(failures, []);
  });

  test('search, colour mode, the announcement bar and an API page work under the policy', async () => {
    const watched = await watchedPage(site);
    const {page} = watched;
    await page.goto(site.url('docs/'));
    await hydrated(page);

    // The search modal, its index, a query and its hits.
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('slurm');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');
    // The search page, with its query in the URL.
    await page.goto(site.url('search?q=exporter'));
    await hydrated(page);
    await page.locator('main a[href*="/docs/"]').first().waitFor();

    // Colour mode, both ways, and the announcement bar.
    await page.goto(site.url(''));
    await hydrated(page);
    const toggle = page.getByRole('button', {name: /dark and light mode/}).first();
    await toggle.click();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    await toggle.click();
    const bar = page.locator('div[role="banner"]');
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'hidden'});

    // An API operation page: its explorer (code samples, request form) and its tabs.
    const operation = fs.readdirSync(path.join(BUILD_DIR, 'docs', 'api')).find((entry) =>
      fs.existsSync(path.join(BUILD_DIR, 'docs', 'api', entry, 'index.html')) && entry !== 'ceems-api',
    );
    assert.ok(operation, 'no API operation page in the build');
    await page.goto(site.url(`docs/api/${operation}`));
    await hydrated(page);
    const tryIt = page.getByRole('button', {name: /^Try it/});
    if (await tryIt.count()) await tryIt.first().click();
    const tabs = page.locator('.openapi-explorer__code-block, [role="tab"]');
    await tabs.first().waitFor();
    for (const tab of (await page.locator('[role="tab"]').all()).slice(0, 12)) {
      if (await tab.isVisible()) await tab.click();
    }
    await page.waitForLoadState('networkidle');

    const violations = await watched.violations();
    await watched.context.close();
    assert.deepEqual(violations, []);
  });

  test('the check sees a violation: an inline script the policy does not hash is blocked and reported', async () => {
    const watched = await watchedPage(site);
    const {page} = watched;
    // The page as built, with one inline script more: served in place of the real one.
    const html = fs.readFileSync(path.join(BUILD_DIR, 'docs', 'index.html'), 'utf8').replace('</body>', '<script>window.__ran=1</script></body>');
    await page.route(site.url('docs/'), (route) => route.fulfill({contentType: 'text/html', body: html}));
    await page.goto(site.url('docs/'));
    await hydrated(page);
    assert.equal(await page.evaluate(() => (window as {__ran?: number}).__ran), undefined, 'the unhashed script ran');
    const violations = await watched.violations();
    await watched.context.close();
    assert.ok(violations.some((text) => /script-src-elem blocked inline/.test(text)), violations.join('\n'));
  });
});
