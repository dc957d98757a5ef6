import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import yaml from 'js-yaml';
import {API_SPEC_PATH} from '../../config/openapi';
import {ALL_ROUTES, API_PAGES, EXPECTED_LANGUAGES} from '../fixtures/spec-routes';
import {hydrated, useSite} from './support/browser';
import {axeViolations} from './support/axe';
import {NOT_FOUND, sitemapPages} from './support/pages';
import {watchedPage} from './support/policy';
import type {Page} from 'playwright-core';

/** Tabs walking the pages at once: the CI machines have two cores. */
const WORKERS = 2;

const SITE_TITLE = 'Compute Energy & Emissions Monitoring Stack';

/**
 * One walk through every page of the sitemap (and the landing, search and not-found pages), each visited once, with the
 * checks every page owes a reader, so that the walk is paid for once: its status; for the routes of the spec, its
 * heading, title and description; its Content Security Policy, and no policy violation while it loads and hydrates
 * (src/plugins/content-security-policy); no console error and no request to another host; and axe's WCAG 2.1 A and AA
 * rules, in light mode and, every fourth page and every API page, in dark mode too (the API pages' own colours: code
 * samples, method badges, parameter tables). The API pages also render their own heading (the overview "CEEMS API"
 * with its "Response envelope" section; each operation page its operation's summary, every operation once) and
 * each operation page its endpoint and the 18 language tabs of its code samples in order: checked here, on the
 * walk's visit, rather than by a second walk in ./api.test.ts. And no table hides a column on a normal screen: at
 * 1280 and 1920 px no table of the page is wider than its column (a table wider than its box scrolls sideways, and
 * the columns past the edge, often the one with the answer, are out of sight; long identifiers in cells wrap
 * instead), the tables of tab panels not opened included. Each failure names the page, the colour mode and the
 * check.
 */

/**
 * The summary of every operation of the API description (the headings of the operation pages), with the readers'
 * words of its `x-keywords` (the page's keywords meta, which the search reads with the title).
 */
function operationSummaries(): Map<string, string[]> {
  type Operation = {summary: string; 'x-keywords'?: string[]};
  type Spec = {paths: Record<string, Record<string, Operation>>};
  const spec = yaml.load(fs.readFileSync(path.resolve(__dirname, '..', '..', API_SPEC_PATH), 'utf8')) as Spec;
  const operations = Object.values(spec.paths).flatMap((item) => Object.values(item));
  return new Map(operations.map((operation) => [operation.summary, operation['x-keywords'] ?? []]));
}

/**
 * The screen widths at which tables are measured: the walk's tab is at the first; a new width lays the same document
 * out again, without a reload.
 */
const TABLE_WIDTHS = [1280, 1920];

/**
 * The tables of the page that are wider than their column at each of TABLE_WIDTHS, the tab's width restored after.
 * Tab panels not opened are hidden after hydration: each is shown while the tables are measured, as a reader who
 * opens it sees it (and as the page is without scripts, every panel under its label).
 */
async function overflowingTables(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of TABLE_WIDTHS) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({width, height: 900});
    const tables = await page.$$eval('main table', (elements) => {
      const closed = Array.from(document.querySelectorAll('main [role="tabpanel"][hidden]'));
      for (const panel of closed) panel.removeAttribute('hidden');
      const measured = elements.map((table) => ({
        header: table.querySelector('th')?.textContent?.trim() ?? '',
        hidden: table.scrollWidth - table.clientWidth,
        width: table.clientWidth,
      }));
      for (const panel of closed) panel.setAttribute('hidden', '');
      return measured;
    });
    for (const table of tables.filter((t) => t.hidden > 1))
      problems.push(
        `at ${width} px, table "${table.header}": ${table.hidden} of ${table.hidden + table.width} px hidden`,
      );
  }
  await page.setViewportSize({width: TABLE_WIDTHS[0], height: 900});
  return problems;
}

/** The language tabs of an operation page's code samples, without the variant tabs. */
const LANGUAGE_TABS =
  '.openapi-tabs__code-list-container > .openapi-tabs__code-item:not(.openapi-tabs__code-item--variant)';

/** The API reference pages, checked in both colour modes. */
const API_ROUTES = new Set(API_PAGES.map((id) => `docs/api/${id}`));

/** Whether the walk checks a page in dark mode as well as in light mode. */
const inDarkToo = (route: string, index: number): boolean => index % 4 === 0 || API_ROUTES.has(route);
/**
 * What an API page owes on top of every page's checks: the overview its heading and its "Response envelope"
 * section; an operation page an operation's summary as heading (taken from `unseen`, so a summary shown twice is
 * reported), its endpoint, and the 18 language tabs of its samples in order.
 */
async function apiPageProblems(page: Page, route: string, unseen: Map<string, string[]>): Promise<string[]> {
  const h1 = (await page.locator('h1').first().innerText()).trim();
  if (route === 'docs/api/ceems-api') {
    if (h1 !== 'CEEMS API') return [`heading "${h1}", expected "CEEMS API"`];
    const envelope = await page.getByRole('heading', {name: 'Response envelope'}).count();
    return envelope ? [] : ['no "Response envelope" heading'];
  }
  const problems: string[] = [];
  const keywords = unseen.get(h1);
  if (!unseen.delete(h1)) problems.push(`the heading "${h1}" is no operation's summary, or a second page's`);
  const meta = await page.locator('meta[name="keywords"]').getAttribute('content');
  if (keywords && meta !== keywords.join(',')) problems.push(`keywords "${meta}", expected "${keywords.join(',')}"`);
  await page.locator('.openapi__method-endpoint').first().waitFor();
  const languages = await page
    .locator(LANGUAGE_TABS)
    .evaluateAll((items) =>
      items.map((item) => /openapi-tabs__code-item--([a-z-]+)/.exec(item.className)?.[1] ?? item.className),
    );
  if (languages.join() !== EXPECTED_LANGUAGES.join())
    problems.push(`language tabs ${languages.join(', ')}, expected ${EXPECTED_LANGUAGES.join(', ')}`);
  return problems;
}

describe('every page', () => {
  const site = useSite();

  test(
    "every page answers (the spec's routes with a heading, title and description), carries its policy, " +
      'loads without a policy violation, console error or off-site request, and passes axe in light mode and ' +
      'every fourth page and every API page in dark mode; every API page renders its title, each operation ' +
      'page offers the 18 language tabs in order; at 1280 and 1920 px no table is wider than its column',
    async () => {
      const pages = sitemapPages();
      assert.ok(pages.length > 40, `only ${pages.length} pages in the sitemap`);
      const specRoutes = new Set(ALL_ROUTES);
      const unlisted = ALL_ROUTES.filter((route) => !pages.includes(route));
      assert.deepEqual(unlisted, [], 'routes of the spec missing from the sitemap, so from this walk');
      // Two tabs walk every other page each: axe is most of the time and runs in each tab's renderer, so
      // two cores finish in a little over half the time. Each tab has its own context and storage.
      const byPage: string[][] = pages.map(() => []);
      // The operations whose page the walk has not shown yet (by heading): none may be left at the end.
      const unseenTitles = operationSummaries();
      const walk = async (first: number): Promise<void> => {
        const watched = await watchedPage(site);
        const {page, problems} = watched;
        for (let index = first; index < pages.length; index += WORKERS) {
          const route = pages[index];
          const failures = byPage[index];
          // Every fourth page and every API page are checked in dark mode too, so that both palettes are covered.
          const dark = inDarkToo(route, index);
          for (const theme of dark ? ['light', 'dark'] : ['light']) {
            const where = `/${route} (${theme})`;
            const errorsBefore = problems.consoleErrors.length;
            const offSiteBefore = problems.offSiteRequests.length;
            const response = theme === 'light' ? await page.goto(site.url(route)) : await page.reload();
            const expected = route === NOT_FOUND ? 404 : 200;
            if (response?.status() !== expected) {
              failures.push(`${where}: status: answered ${response?.status()}, expected ${expected}`);
              continue;
            }
            await hydrated(page);
            // An operation page's code samples: their language tabs are in place before axe reads the page.
            if (API_ROUTES.has(route) && route !== 'docs/api/ceems-api')
              await page.locator('.openapi-tabs__code-item--curl').first().waitFor({timeout: 20_000});
            if ((await page.locator('html').getAttribute('data-theme')) !== theme)
              failures.push(`${where}: colour mode: the page is not ${theme}`);
            // The spec's routes (tests/fixtures/spec-routes.ts) have a heading, the site's title and a description.
            if (theme === 'light' && specRoutes.has(route)) {
              if (!(await page.locator(':is(h1, h2)').count())) failures.push(`${where}: heading: no h1 or h2`);
              const title = await page.title();
              if (!title.endsWith(SITE_TITLE))
                failures.push(`${where}: title: "${title}" does not end with the site title`);
              const description = await page
                .locator('meta[name="description"]')
                .evaluateAll((metas) => metas[0]?.getAttribute('content'));
              if (!description || description.length <= 10) failures.push(`${where}: description: no meta description`);
            }
            if (theme === 'light' && API_ROUTES.has(route)) {
              for (const problem of await apiPageProblems(page, route, unseenTitles))
                failures.push(`${where}: API page: ${problem}`);
            }
            const policy = await page
              .locator('head meta[http-equiv="Content-Security-Policy"]')
              .evaluateAll((metas) => metas[0]?.getAttribute('content'));
            if (!policy?.includes("script-src 'self'"))
              failures.push(`${where}: policy: no Content Security Policy meta in the page`);
            for (const violation of await axeViolations(page)) failures.push(`${where}: axe: ${violation}`);
            for (const violation of await watched.takePageViolations())
              failures.push(`${where}: policy violation: ${violation}`);
            // The not-found page's own 404 answer is logged as a failed resource: expected there, and only there.
            const errors = problems.consoleErrors
              .slice(errorsBefore)
              .filter((text) => !/Content Security Policy|Refused to/i.test(text))
              .filter((text) => !(route === NOT_FOUND && /status of 404/.test(text)));
            for (const error of errors) failures.push(`${where}: console error: ${error}`);
            for (const url of problems.offSiteRequests.slice(offSiteBefore))
              failures.push(`${where}: off-site request: ${url}`);
            if (theme === 'light')
              for (const table of await overflowingTables(page)) failures.push(`${where}: ${table}`);
            // The next load in the other mode: the theme reads it from storage before the first paint.
            await page.evaluate(
              (next) => localStorage.setItem('theme', next),
              dark && theme === 'light' ? 'dark' : 'light',
            );
          }
        }
        await watched.context.close();
      };
      await Promise.all(Array.from({length: WORKERS}, (_, first) => walk(first)));
      assert.deepEqual(byPage.flat(), []);
      assert.deepEqual([...unseenTitles.keys()], [], 'some operations have no page');
    },
  );
});
