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

  for (const width of [1280, 1920]) {
    test(`at ${width} px, no table of any page is wider than its column`, async () => {
      const {context, page} = await openPage(site, {viewport: {width, height: 900}, javaScriptEnabled: false});
      const overflowing: string[] = [];
      for (const pagePath of sitemapPages()) {
        await page.goto(site.url(pagePath));
        const tables = await page.$$eval('main table', (elements) =>
          elements.map((table) => ({
            header: table.querySelector('th')?.textContent?.trim() ?? '',
            hidden: table.scrollWidth - table.clientWidth,
            width: table.clientWidth,
          })),
        );
        for (const table of tables.filter((t) => t.hidden > 1)) {
          overflowing.push(
            `${pagePath} table "${table.header}": ${table.hidden} of ${table.hidden + table.width} px hidden`,
          );
        }
      }
      assert.deepEqual(overflowing, []);
      await context.close();
    });
  }
});
