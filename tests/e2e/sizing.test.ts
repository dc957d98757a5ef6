import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {openPage, useSite, builtFile} from './support/browser';

const SIZING = 'docs/deployments/sizing';
const OTHER_DOC = 'docs/deployments/guide';
/** Text that only the calculator's code carries. */
const CALCULATOR_MARK = 'Compute units per node per day';

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
    await page.goto(site.url(SIZING), {waitUntil: 'networkidle'});
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

  test('the calculator code loads on its page only', async () => {
    const {context, page} = await openPage(site);
    const other = await scriptBodies(page, () => page.goto(site.url(OTHER_DOC), {waitUntil: 'networkidle'}));
    assert.ok(other.length > 0, 'no scripts seen');
    assert.ok(!other.some((body) => body.includes(CALCULATOR_MARK)), `${OTHER_DOC} loads the calculator`);
    await context.close();
    // A fresh context: the other page may have prefetched the sizing page's chunks, which then load from cache.
    const fresh = await openPage(site);
    const sizing = await scriptBodies(fresh.page, () => fresh.page.goto(site.url(SIZING), {waitUntil: 'networkidle'}));
    assert.ok(sizing.some((body) => body.includes(CALCULATOR_MARK)), 'the sizing page does not load the calculator');
    await fresh.context.close();
  });
});
