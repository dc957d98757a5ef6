import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {axeViolations} from './support/axe';
import {builtFile, hydrated, openPage, useSite, loadHydrated} from './support/browser';

const SIZING = 'docs/deployments/sizing';
const OTHER_DOC = 'docs/deployments/guide';
/** Text that only the calculator's code carries. */
const CALCULATOR_MARK = 'Jobs (units) per day, whole cluster';

/** The value cell of a result row of the calculator. */
function resultOf(page: Page, label: string) {
  return page
    .locator('table')
    .filter({has: page.locator('caption', {hasText: 'Results for these inputs'})})
    .locator('tr')
    .filter({has: page.getByRole('rowheader', {name: label, exact: true})})
    .locator('td')
    .first();
}

/** Bodies of the scripts a page loads. */
async function scriptBodies(page: Page, load: () => Promise<unknown>): Promise<string[]> {
  const bodies: Array<Promise<string>> = [];
  const onResponse = (response: {request: () => {resourceType: () => string}; text: () => Promise<string>}): void => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  await load();
  page.off('response', onResponse);
  return Promise.all(bodies);
}

describe('sizing calculator', () => {
  const site = useSite();

  test('the built page states the worked example and the calculator results without JavaScript', () => {
    const html = fs.readFileSync(builtFile(SIZING), 'utf8');
    assert.match(html, /408,004/, 'active series of the worked example');
    assert.match(html, /Results for these inputs/, 'the calculator is rendered on the server');
  });

  test('changing inputs with the keyboard updates the results to the hand-worked figures', async () => {
    const {context, page, problems} = await openPage(site, {viewport: {width: 1280, height: 900}});
    await loadHydrated(page, site.url(SIZING));
    assert.equal(await resultOf(page, 'Active series').textContent(), '408,004');

    // 1,000 nodes of 119 series, 17 rule series each, 4 job aggregates.
    const nodes = page.getByLabel('Compute nodes');
    await nodes.fill('1000');
    await page.waitForFunction(() => document.body.textContent?.includes('136,004'));
    assert.equal(await resultOf(page, 'Scraped series').textContent(), '119,000');
    assert.equal(await resultOf(page, 'Recording-rule series').textContent(), '17,004');
    assert.equal(await resultOf(page, 'Active series').textContent(), '136,004');
    // (119,000 + 17,000) / 30 + 4 / 120
    assert.equal(await resultOf(page, 'Samples per second').textContent(), '4,533');

    // PSI adds 2 series per unit: 4 units x 2 on each of 1,000 nodes.
    await page.getByLabel('PSI metrics').focus();
    await page.keyboard.press('Space');
    assert.equal(await page.getByLabel('PSI metrics').isChecked(), true);
    assert.equal(await resultOf(page, 'Series per running unit').textContent(), '10');
    assert.equal(await resultOf(page, 'Scraped series').textContent(), '127,000');

    // Turning every host power collector off leaves no recording rules.
    for (const label of ['rapl collector', 'ipmi_dcmi collector']) await page.getByLabel(label).uncheck();
    assert.equal(await resultOf(page, 'Recording-rule series').textContent(), '0');

    // Per node: 127 less 8 RAPL, 4 IPMI and 2 x 2 scrape series = 111. At 10 s: 11,100 samples/s; over
    // 1 day at 1 and 2 bytes a sample: 959,040,000 and 1,918,080,000 bytes.
    await page.getByLabel('Scrape interval (s)').fill('10');
    await page.getByLabel('Prometheus retention (days)').fill('1');
    assert.equal(await resultOf(page, 'Series per node, busy').textContent(), '111');
    assert.equal(await resultOf(page, 'Samples per second').textContent(), '11,100');
    assert.equal(await resultOf(page, 'Prometheus disk for the retention').textContent(), '915 MiB to 1.79 GiB');

    assert.deepEqual(problems, {consoleErrors: [], offSiteRequests: []});
    await context.close();
  });

  test('inputs in the URL fill the calculator, and changing an input updates the URL', async () => {
    const {context, page, problems} = await openPage(site, {viewport: {width: 1280, height: 900}});
    // 1,500 nodes with 4 NVIDIA GPUs exporting the 2 profiling fields CEEMS needs, 20,000 jobs a day, PSI on.
    const query = 'nodes=1500&gpusPerNode=4&dcgmProfilingFields=2&unitsPerDay=20000&psi=1';
    // Sum of layout shifts, to check that filling the calculator from the URL moves nothing.
    await page.addInitScript(() => {
      const w = window as unknown as {layoutShift: number};
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & {value: number; hadRecentInput: boolean}>) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(`${site.url(SIZING)}?${query}#calculator`, {waitUntil: 'networkidle'});
    // The calculator reads the URL once it has hydrated.
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[name="nodes"]')?.value === '1500',
      null,
      {timeout: 10_000},
    );
    assert.equal(await page.getByLabel('Compute nodes').inputValue(), '1500');
    assert.equal(await page.getByLabel('GPUs per node').inputValue(), '4');
    assert.equal(await page.getByLabel('DCGM profiling fields exported').inputValue(), '2');
    assert.equal(await page.getByLabel('Jobs (units) per day, whole cluster').inputValue(), '20000');
    assert.equal(await page.getByLabel('PSI metrics').isChecked(), true);
    // Per node: 87 fixed + 4 units x (8 + 2 PSI) + 4 GPUs x 2 mapping = 135; rules 1 + 4 x 4 + 4 x (4 + 2) + 4 = 45.
    assert.equal(await resultOf(page, 'Series per node, busy').textContent(), '135');
    assert.equal(await resultOf(page, 'Scraped series').textContent(), '202,500');
    assert.equal(await resultOf(page, 'Recording-rule series').textContent(), '67,508');
    assert.equal(await resultOf(page, 'Active series').textContent(), '270,008');
    assert.equal(await resultOf(page, 'Compute units per day').textContent(), '20,000');
    // The URL keeps the same inputs (written back in the calculator's own order).
    const sorted = (search: string): string[] => [...new URLSearchParams(search)].map(([k, v]) => `${k}=${v}`).sort();
    assert.deepEqual(sorted(new URL(page.url()).search), sorted(query));
    await hydrated(page);
    const shift = await page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift);
    assert.ok(shift < 0.01, `layout shift ${shift}`);
    assert.deepEqual(await axeViolations(page, 'section[aria-labelledby]'), []);

    // A change goes into the URL and survives a reload.
    await page.getByLabel('Prometheus retention (days)').fill('90');
    await page.getByLabel('Exporter self-metrics (go_*, process_*, promhttp_*)').uncheck();
    await page.waitForFunction(() => location.search.includes('retentionDays=90'));
    const params = new URL(page.url()).searchParams;
    assert.equal(params.get('retentionDays'), '90');
    assert.equal(params.get('exporterMetrics'), '0');
    assert.equal(params.get('nodes'), '1500');
    assert.equal(new URL(page.url()).hash, '#calculator');
    await page.reload({waitUntil: 'networkidle'});
    await hydrated(page);
    assert.equal(await page.getByLabel('Prometheus retention (days)').inputValue(), '90');
    // 50 self-metrics fewer on each of 1,500 nodes.
    assert.equal(await resultOf(page, 'Active series').textContent(), '195,008');

    // Hostile and malformed values are ignored: the defaults stay and nothing breaks.
    await page.goto(`${site.url(SIZING)}?nodes=-1&gpusPerNode=%3Cimg%20src%3Dx%3E&retentionDays=1e9&psi=yes`, {
      waitUntil: 'networkidle',
    });
    assert.equal(await page.getByLabel('Compute nodes').inputValue(), '3000');
    assert.equal(await page.getByLabel('GPUs per node').inputValue(), '0');
    assert.equal(await page.getByLabel('PSI metrics').isChecked(), false);
    assert.equal(await resultOf(page, 'Active series').textContent(), '408,004');

    assert.deepEqual(problems, {consoleErrors: [], offSiteRequests: []});
    await context.close();
  });

  test('the calculator code loads on its page only', async () => {
    const {context, page} = await openPage(site);
    const other = await scriptBodies(page, () => loadHydrated(page, site.url(OTHER_DOC)));
    assert.ok(other.length > 0, 'no scripts seen');
    assert.ok(!other.some((body) => body.includes(CALCULATOR_MARK)), `${OTHER_DOC} loads the calculator`);
    await context.close();
    // A fresh context: the other page may have prefetched the sizing page's chunks, which then load from cache.
    const fresh = await openPage(site);
    const sizing = await scriptBodies(fresh.page, () => loadHydrated(fresh.page, site.url(SIZING)));
    assert.ok(
      sizing.some((body) => body.includes(CALCULATOR_MARK)),
      'the sizing page does not load the calculator',
    );
    await fresh.context.close();
  });
});
