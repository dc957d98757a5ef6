import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {openPage, useSite} from './support/browser';
import {sitemapPages} from './support/pages';

/**
 * No table hides a column on a normal screen: at 1280 and 1920 px, every table of every page of the
 * sitemap fits its column (a table wider than its box scrolls sideways, and the columns past the edge,
 * often the one with the answer, are out of sight). Long identifiers in cells wrap instead.
 */
describe('tables on a normal screen', () => {
  const site = useSite();

  /** The screen widths checked: each page loads once, at the first, and is measured again at the others. */
  const WIDTHS = [1280, 1920];

  test(`at ${WIDTHS.join(' and ')} px, no table of any page is wider than its column`, async () => {
    const {context, page} = await openPage(site, {viewport: {width: WIDTHS[0], height: 900}, javaScriptEnabled: false});
    const overflowing: string[] = [];
    for (const pagePath of sitemapPages()) {
      await page.goto(site.url(pagePath));
      for (const width of WIDTHS) {
        // A new width lays the same document out again: no reload needed (no script runs on these pages).
        if (page.viewportSize()?.width !== width) await page.setViewportSize({width, height: 900});
        const tables = await page.$$eval('main table', (elements) =>
          elements.map((table) => ({
            header: table.querySelector('th')?.textContent?.trim() ?? '',
            hidden: table.scrollWidth - table.clientWidth,
            width: table.clientWidth,
          })),
        );
        for (const table of tables.filter((t) => t.hidden > 1)) {
          const hidden = `${table.hidden} of ${table.hidden + table.width} px hidden`;
          overflowing.push(`at ${width} px, ${pagePath} table "${table.header}": ${hidden}`);
        }
      }
      await page.setViewportSize({width: WIDTHS[0], height: 900});
    }
    assert.deepEqual(overflowing, []);
    await context.close();
  });
});
