import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {BUILD_DIR, openPage, useSite} from './support/browser';

const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{target: string[]}>;
}

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
        await page.addScriptTag({path: AXE_SOURCE});
        const violations: AxeViolation[] = await page.evaluate(async () => {
          const axe = (window as unknown as {axe: {run: (ctx: Document, options: object) => Promise<{violations: AxeViolation[]}>}}).axe;
          const result = await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}});
          return result.violations.map((v) => ({id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({target: n.target}))}));
        });
        for (const violation of violations) {
          problems.push(`/${route} (${theme}): ${violation.id}: ${violation.help} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
    }
    await context.close();
    assert.deepEqual(problems, []);
  });
});
