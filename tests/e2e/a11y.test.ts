import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {BUILD_DIR, openPage, useSite} from './support/browser';
import {axeViolations} from './support/axe';


/** Every page the sitemap lists, as paths below the base path, plus the landing and search pages. */
function sitemapPages(): string[] {
  const sitemap = path.join(BUILD_DIR, 'sitemap.xml');
  const xml = fs.existsSync(sitemap) ? fs.readFileSync(sitemap, 'utf8') : '';
  const below = [...xml.matchAll(/<loc>[^<]*?\/ceems\/([^<]*)<\/loc>/g)].map((match) => match[1]);
  return [...new Set(['', 'search', ...below])];
}

describe('accessibility', () => {
  const site = useSite();

  test('axe finds no WCAG 2.1 A or AA violation on any page of the sitemap, in light and dark mode', async () => {
    const pages = sitemapPages();
    assert.ok(pages.length > 40, `only ${pages.length} pages in the sitemap`);
    const {context, page} = await openPage(site, {viewport: {width: 1280, height: 900}});
    const problems: string[] = [];
    for (const [index, route] of pages.entries()) {
      // Every fourth page is checked in dark mode too, so that both palettes are covered.
      for (const theme of index % 4 === 0 ? ['light', 'dark'] : ['light']) {
        await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
        const response = await page.goto(site.url(route));
        if (response?.status() !== 200) {
          problems.push(`/${route}: answered ${response?.status()}`);
          continue;
        }
        for (const violation of await axeViolations(page)) problems.push(`/${route} (${theme}): ${violation}`);
      }
    }
    await context.close();
    assert.deepEqual(problems, []);
  });
});
