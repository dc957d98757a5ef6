import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {SEARCH_INDEX_FILE} from '../../src/search/settings';
import {builtIndexFile, hashedIndexPattern} from '../../src/search/build/write-index';
import {BUILD_DIR, BASE_URL, openPage, hydrated, useSite} from './support/browser';

/**
 * No mixed versions after a deploy: each page names the index built with it (a content-hashed file), and
 * a page whose index has gone since it was loaded says so instead of showing hits of other pages.
 */
describe('search index version', () => {
  const site = useSite();
  const INDEX = hashedIndexPattern(SEARCH_INDEX_FILE);

  test('every page names the one index of its build, and the search fetches that file', async () => {
    const indexUrl = `${BASE_URL}${path.basename(builtIndexFile(BUILD_DIR, SEARCH_INDEX_FILE))}`;
    for (const file of ['index.html', 'docs.html', '404.html', 'search.html']) {
      const html = fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
      assert.ok(
        html.includes(`<meta name="ceems-search-index" content="${indexUrl}">`),
        `${file} does not name ${indexUrl}`,
      );
    }
    const {context, page} = await openPage(site, {viewport: {width: 1280, height: 800}});
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/search-index/.test(request.url())) requests.push(new URL(request.url()).pathname);
    });
    await page.goto(site.url('docs/'));
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('slurm');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await context.close();
    assert.deepEqual(requests, [indexUrl]);
  });

  test(
    'a page whose index is gone after a deploy says the index changed and to reload, in the modal and on ' +
      'the search page',
    async () => {
      const {context, page, problems} = await openPage(site, {viewport: {width: 1280, height: 800}});
      // The host after a deploy: the index this page names no longer exists.
      await page.route(INDEX, (route) => route.fulfill({status: 404, contentType: 'text/html', body: 'Not found'}));
      await page.goto(site.url('docs/'));
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('slurm');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await screen.waitFor();
      assert.equal(
        await screen.locator('.DocSearch-Title').innerText(),
        'The search index has changed since this page was loaded.',
      );
      assert.equal(await screen.locator('.DocSearch-Help').innerText(), 'Reload the page.');
      assert.equal(await page.locator('.DocSearch-Hit').count(), 0);

      await page.goto(site.url('search?q=slurm'));
      await hydrated(page);
      const notice = page.getByRole('alert').filter({hasText: 'search index'});
      await notice.waitFor();
      assert.equal(
        await notice.innerText(),
        'The search index has changed since this page was loaded. Reload the page.',
      );
      await context.close();
      assert.deepEqual(problems.offSiteRequests, []);
    },
  );
});
