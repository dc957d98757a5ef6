import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {openPage, useSite} from './support/browser';

// The filter box of the reference pages: narrows rows in place, counts them, keeps row anchors working,
// and leaves the full tables to readers without JavaScript.
describe('reference filter', () => {
  const site = useSite();

  test('typing narrows the rows of every table of the metrics page and counts them', async () => {
    const {context, page, problems} = await openPage(site, {viewport: {width: 1280, height: 900}});
    await page.goto(site.url('docs/components/metrics'));
    const box = page.getByLabel('Filter this page');
    await box.waitFor({state: 'visible'});
    const total = await page.locator('tr.reference-row').count();
    assert.ok(total > 150, `only ${total} reference rows`);
    await assert.doesNotReject(page.getByText(`${total} rows`, {exact: true}).waitFor());

    await box.fill('gpu');
    const visible = await page.locator('tr.reference-row:visible').allTextContents();
    assert.ok(visible.length > 5 && visible.length < total, `${visible.length} rows shown for "gpu"`);
    assert.ok(visible.every((text) => text.toLowerCase().includes('gpu')));
    await page.getByText(`${visible.length} of ${total} rows`, {exact: true}).waitFor();
    // A table with no matching row disappears as a whole rather than showing an empty header.
    assert.ok((await page.locator('table[hidden]').count()) > 0);

    // An exact metric name lands on its one row.
    await box.fill('ceems_compute_unit_cpu_user_seconds_total');
    assert.deepEqual(await page.locator('tr.reference-row:visible td:first-child').allTextContents(), [
      'ceems_compute_unit_cpu_user_seconds_total',
    ]);

    await box.press('Escape');
    assert.equal(await page.locator('tr.reference-row:visible').count(), total);
    assert.deepEqual(problems.consoleErrors, []);
    await context.close();
  });

  test('every word must match: "uuid backup" on the config reference finds nothing, "backup" finds rows', async () => {
    const {context, page} = await openPage(site, {viewport: {width: 1280, height: 900}});
    await page.goto(site.url('docs/configuration/config-reference'));
    const box = page.getByLabel('Filter this page');
    await box.fill('backup');
    const backupRows = await page.locator('tr.reference-row:visible').allTextContents();
    assert.ok(backupRows.length >= 2, `${backupRows.length} rows for "backup"`);
    assert.ok(backupRows.some((text) => text.includes('ceems_api_server.data.backup_path')));
    await box.fill('backup zzzz-nothing');
    assert.equal(await page.locator('tr.reference-row:visible').count(), 0);
    await page.getByText(/^0 of \d+ rows$/).waitFor();
    await context.close();
  });

  test('a link to a row lands on that row, even when the filter had hidden it', async () => {
    const {context, page} = await openPage(site, {viewport: {width: 1280, height: 900}});
    await page.goto(site.url('docs/cli/ceems-lb#flag-web.listen-address'));
    const row = page.locator('tr#flag-web\\.listen-address');
    await row.waitFor();
    assert.ok(await row.isVisible());
    const box = await row.boundingBox();
    assert.ok(box && box.y >= 0 && box.y < 900, `row at y=${box?.y}`);

    // Filtered away, then reached again: by a change of the hash, and by a link to the hash it already has.
    const box2 = page.getByLabel('Filter this page');
    await box2.fill('gomaxprocs');
    assert.equal(await row.isVisible(), false);
    await page.evaluate(() => {
      window.location.hash = 'flag-config.file';
    });
    await box2.fill('gomaxprocs');
    await page.evaluate(() => {
      window.location.hash = 'flag-web.listen-address';
    });
    await row.waitFor({state: 'visible'});
    assert.equal(await box2.inputValue(), '');
    await box2.fill('gomaxprocs');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#flag-web.listen-address';
      link.textContent = 'to the row';
      document.querySelector('article')?.prepend(link);
    });
    await page.getByText('to the row').click();
    await row.waitFor({state: 'visible'});
    await context.close();
  });

  test('without JavaScript every row is in the page and the filter box takes no part', async () => {
    const {context, page} = await openPage(site, {viewport: {width: 1280, height: 900}, javaScriptEnabled: false});
    await page.goto(site.url('docs/cli/ceems-exporter'));
    const rows = page.locator('tr.reference-row');
    assert.ok((await rows.count()) > 60);
    assert.equal(await page.locator('tr.reference-row:visible').count(), await rows.count());
    assert.equal(await page.getByLabel('Filter this page').isVisible(), false);
    await context.close();
  });

  test('pages without reference tables have no filter box', async () => {
    const {context, page} = await openPage(site);
    await page.goto(site.url('docs/installation/os-packages'));
    assert.equal(await page.getByLabel('Filter this page').count(), 0);
    await context.close();
  });
});
