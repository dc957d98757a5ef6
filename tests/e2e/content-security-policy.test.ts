import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {BUILD_DIR, hydrated, useSite, builtFile} from './support/browser';
import {watchedPage} from './support/policy';

/**
 * The site under its Content Security Policy (src/plugins/content-security-policy): no interaction a
 * reader has with it makes the browser block something (./support/policy.ts collects the violations).
 * That every page loads without one is checked in the one walk through every page, ./every-page.test.ts.
 */

/** The hosts of an Algolia application (config/content-security-policy.ts, algoliaHosts). */
const ALGOLIA_HOST = /^https:\/\/[a-z0-9]+-(dsn\.algolia\.net|[1-3]\.algolianet\.com)\//;

describe('content security policy', () => {
  const site = useSite();

  test('search, colour mode, the announcement bar and an API page work under the policy', async () => {
    const watched = await watchedPage(site);
    const {page} = watched;
    await page.goto(site.url('docs/'));
    await hydrated(page);

    // In a hosted-search build (npm run test:hosted-search) the queries go to Algolia, which this test
    // cannot reach: each one must pass the policy and reach the network (where it fails), not be blocked.
    const hosted = (await page.locator('html').getAttribute('data-search-mode')) === 'hosted';
    const algoliaRequests = (): number =>
      watched.problems.offSiteRequests.filter((url) => ALGOLIA_HOST.test(url)).length;
    const queriedAlgolia = async (before: number, what: string): Promise<void> => {
      for (let waited = 0; algoliaRequests() === before; waited += 100) {
        if (waited > 15_000)
          assert.fail(
            `${what} sent no request to Algolia; violations: ${(await watched.violations()).join('\n') || 'none'}`,
          );
        await page.waitForTimeout(100);
      }
    };

    // The search modal, its index (or Algolia), a query and its hits (or the error screen).
    await page.keyboard.press('Control+k');
    let sent = algoliaRequests();
    await page.locator('.DocSearch-Input').fill('slurm');
    if (hosted) {
      await queriedAlgolia(sent, 'the search modal');
      await page.locator('.DocSearch-NoResults[data-search-failed]').waitFor();
    } else {
      await page.locator('.DocSearch-Hit').first().waitFor();
    }
    await page.keyboard.press('Escape');
    // The search page, with its query in the URL.
    sent = algoliaRequests();
    await page.goto(site.url('search?q=exporter'));
    await hydrated(page);
    if (hosted) await queriedAlgolia(sent, 'the search page');
    else await page.locator('main a[href*="/docs/"]').first().waitFor();

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

    // An API operation page: its code samples' tabs and the reference's.
    const operation = fs
      .readdirSync(path.join(BUILD_DIR, 'docs', 'api'))
      .find((entry) => entry.endsWith('.html') && entry !== 'ceems-api.html');
    assert.ok(operation, 'no API operation page in the build');
    await page.goto(site.url(`docs/api/${operation.replace(/\.html$/, '')}`));
    await hydrated(page);
    await page.locator('[role="tab"]').first().waitFor();
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
    const html = fs
      .readFileSync(builtFile('docs'), 'utf8')
      .replace('</body>', '<script>window.__ran=1</script></body>');
    await page.route(site.url('docs/'), (route) => route.fulfill({contentType: 'text/html', body: html}));
    await page.goto(site.url('docs/'));
    await hydrated(page);
    assert.equal(await page.evaluate(() => (window as {__ran?: number}).__ran), undefined, 'the unhashed script ran');
    const violations = await watched.violations();
    await watched.context.close();
    assert.ok(
      violations.some((text) => /script-src-elem blocked inline/.test(text)),
      violations.join('\n'),
    );
  });
});
