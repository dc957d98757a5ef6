import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {hydrated, useSite, useSharedPage} from './support/browser';

// The filter box of the reference pages: narrows rows in place, counts them, keeps row anchors working,
// and leaves the full tables to readers without JavaScript.
describe('reference filter', () => {
  const site = useSite();
  // Every test loads its own page, in one of two pages (a new context costs about as much as a page load): one runs
  // scripts, one does not; a test at another size sets it before loading its page.
  const withScripts = useSharedPage(site, {viewport: {width: 1280, height: 900}});
  const withoutScripts = useSharedPage(site, {viewport: {width: 1280, height: 900}, javaScriptEnabled: false});

  test('typing narrows the rows of every table of the metrics page and counts them', async () => {
    const {page, problems} = withScripts;
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
  });

  test('every word must match: "uuid backup" on the config reference finds nothing, "backup" finds rows', async () => {
    const {page} = withScripts;
    await page.goto(site.url('docs/configuration/config-reference'));
    const box = page.getByLabel('Filter this page');
    await box.fill('backup');
    const backupRows = await page.locator('tr.reference-row:visible').allTextContents();
    assert.ok(backupRows.length >= 2, `${backupRows.length} rows for "backup"`);
    assert.ok(backupRows.some((text) => text.includes('ceems_api_server.data.backup_path')));
    await box.fill('backup zzzz-nothing');
    assert.equal(await page.locator('tr.reference-row:visible').count(), 0);
    await page.getByText(/^0 of \d+ rows$/).waitFor();
  });

  test('a link to a row lands on that row, even when the filter had hidden it', async () => {
    const {page} = withScripts;
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
  });

  test('without JavaScript every row is in the page and the filter box takes no part', async () => {
    const {page} = withoutScripts;
    await page.goto(site.url('docs/cli/ceems-exporter'));
    const rows = page.locator('tr.reference-row');
    assert.ok((await rows.count()) > 60);
    assert.equal(await page.locator('tr.reference-row:visible').count(), await rows.count());
    assert.equal(await page.getByLabel('Filter this page').isVisible(), false);
  });

  // On a phone each row reads as a block: every cell on its own line, under its column's name, nothing cut off.
  for (const javaScriptEnabled of [true, false]) {
    const scripts = javaScriptEnabled ? 'on' : 'off';
    test(`at 390 px the metrics reference shows one block per row, JavaScript ${scripts}`, async () => {
      const {page} = javaScriptEnabled ? withScripts : withoutScripts;
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(site.url('docs/components/metrics'));
      const layout = await page.evaluate(() =>
        [...new Set(Array.from(document.querySelectorAll('tr.reference-row'), (row) => row.closest('table')!))].map(
          (table) => {
            const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim());
            const rows = Array.from(table.querySelectorAll('tbody tr')).map((row) => {
              const cells = Array.from(row.querySelectorAll('td')).map((td) => ({
                label: getComputedStyle(td, '::before').content.replace(/^"|"$/g, ''),
                rect: td.getBoundingClientRect().toJSON() as DOMRect,
              }));
              return {
                labels: cells.map((cell) => cell.label),
                stacked: cells.every((cell, i) => i === 0 || cell.rect.top >= cells[i - 1].rect.bottom - 1),
                inside: cells.every((cell) => cell.rect.left >= 0 && cell.rect.right <= window.innerWidth + 1),
              };
            });
            return {headers, rows, overflow: table.scrollWidth - table.clientWidth};
          },
        ),
      );
      assert.ok(layout.length > 10, `${layout.length} reference tables`);
      for (const table of layout) {
        assert.ok(table.overflow <= 1, `a table scrolls sideways by ${table.overflow} px`);
        for (const row of table.rows) {
          assert.deepEqual(row.labels, table.headers, 'each value under its column name');
          assert.ok(row.stacked && row.inside, `a row of ${table.headers.join(', ')} is not one block`);
        }
      }
    });
  }

  test('a search result pointing at a row highlights it after the client-side navigation, below the box', async () => {
    const {page, problems} = withScripts;
    await page.goto(site.url('search?q=web.listen-address'));
    const result = page.locator('main a[href*="/docs/cli/ceems-lb#flag-web.listen-address"]').first();
    await result.waitFor();
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
    await result.click();
    await page.waitForFunction(() => location.pathname.endsWith('/docs/cli/ceems-lb'));
    const row = page.locator('tr#flag-web\\.listen-address');
    await page.waitForFunction(() =>
      document.getElementById('flag-web.listen-address')?.matches('.reference-row--target'),
    );
    assert.ok(
      await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation),
      'the result was opened by a client-side navigation',
    );
    const outline = await row.evaluate((el) => getComputedStyle(el).outlineStyle);
    assert.equal(outline, 'solid', 'the row is highlighted');
    await page.waitForFunction(() => {
      const rowBox = document.getElementById('flag-web.listen-address')!.getBoundingClientRect();
      const box = document.querySelector('input[type="search"]')!.closest('div')!.getBoundingClientRect();
      return rowBox.top >= box.bottom && rowBox.bottom <= window.innerHeight;
    });
    assert.deepEqual(problems.consoleErrors, []);
  });

  test('the filter hides the headings of sections it emptied and brings the first match into view', async () => {
    const {page, problems} = withScripts;
    await page.goto(site.url('docs/components/metrics'));
    const box = page.getByLabel('Filter this page');
    await box.waitFor({state: 'visible'});
    const headingsBefore = await page.locator('article h2:visible, article h3:visible').count();
    await box.fill('ceems_compute_unit_cpu_user_seconds_total');
    const row = page.locator('tr.reference-row:visible');
    assert.equal(await row.count(), 1);
    const shown = await page.evaluate(() =>
      Array.from(document.querySelectorAll('article h2, article h3'))
        .filter((heading) => !(heading as HTMLElement).hidden && heading.getBoundingClientRect().height > 0)
        .map((heading) => heading.textContent),
    );
    assert.ok(shown.length > 0 && shown.length < headingsBefore / 2, `headings left: ${shown.join(' | ')}`);
    await page.waitForFunction(() => {
      const row = document.querySelector('tr.reference-row:not([hidden])')!;
      const match = row.getBoundingClientRect();
      const header = row.closest('table')!.querySelector('thead')!.getBoundingClientRect();
      const filter = document.querySelector('input[type="search"]')!.closest('div')!.getBoundingClientRect();
      return header.top >= filter.bottom && match.bottom <= window.innerHeight;
    });
    await box.press('Escape');
    assert.equal(await page.locator('article h2:visible, article h3:visible').count(), headingsBefore);
    assert.deepEqual(problems.consoleErrors, []);
  });

  test('pages without reference tables have no filter box', async () => {
    const {page} = withScripts;
    await page.goto(site.url('docs/installation/os-packages'));
    assert.equal(await page.getByLabel('Filter this page').count(), 0);
  });
});
