import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Response} from 'playwright-core';
import {hydrated, openPage, useSite, loadHydrated, useSharedPage} from './support/browser';
import {CEEMS_VERSION} from '../../config/ceems';

const SITE_TITLE = 'Compute Energy & Emissions Monitoring Stack';

describe('site frame', () => {
  const site = useSite();
  // Every test loads its own page, in one desktop page (a new context costs about as much as a page load), at
  // another size when it says so.
  const shared = useSharedPage(site, {viewport: {width: 1280, height: 800}});

  // Every route of the spec answering 200 with a heading, the site's title, a description, no console error
  // and no off-site request: checked in the one walk through every page, ./every-page.test.ts.

  test('/docs and /docs/ both answer 200 with the introduction, without a redirect', async () => {
    const {page} = shared;
    const redirects: string[] = [];
    const onResponse = (response: Response): void => {
      if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
    };
    page.on('response', onResponse);
    for (const path of ['docs', 'docs/']) {
      const response = await page.goto(site.url(path));
      assert.equal(response?.status(), 200, `/ceems/${path}`);
      assert.equal(new URL(page.url()).pathname, `/ceems/${path}`);
      assert.equal(await page.locator('h1').first().textContent(), 'Introduction');
    }
    page.off('response', onResponse);
    assert.deepEqual(redirects, []);
  });

  test('a page is served at its canonical URL, with no redirect to a trailing slash', async () => {
    const {page} = shared;
    const redirects: string[] = [];
    const onResponse = (response: Response): void => {
      if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
    };
    page.on('response', onResponse);
    const response = await page.goto(site.url('docs/components/ceems-exporter'));
    assert.equal(response?.status(), 200);
    assert.deepEqual(redirects, []);
    assert.equal(new URL(page.url()).pathname, '/ceems/docs/components/ceems-exporter');
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    assert.equal(new URL(canonical!).pathname, '/ceems/docs/components/ceems-exporter');
    page.off('response', onResponse);
  });

  test('linked pages are prefetched on intent, never on data-saver connections (the specification)', async () => {
    // The shared page without data saver; a page of its own for the init script that turns it on.
    const hoverLoadsChunks = async (saveData: boolean) => {
      const opened = saveData ? await openPage(site, {viewport: {width: 1280, height: 800}}) : undefined;
      const page = opened?.page ?? shared.page;
      if (saveData) {
        await page.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
        );
      }
      await page.goto(site.url('docs/objectives'));
      await hydrated(page);
      const chunk = page.waitForRequest((request) => request.url().endsWith('.js'), {timeout: 3000}).catch(() => null);
      await page.locator('.pagination-nav__link--next').hover();
      const loaded = (await chunk) !== null;
      await opened?.context.close();
      return loaded;
    };
    assert.equal(await hoverLoadsChunks(false), true, 'pointing at a link loads its page');
    assert.equal(await hoverLoadsChunks(true), false, 'with data saver on, nothing is fetched ahead');
  });

  test('on a phone, the menu shows the docs sidebar and the table of contents opens', async () => {
    const {page, problems} = shared;
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(site.url('docs/components/ceems-exporter'));
    await hydrated(page);
    await page.getByRole('button', {name: 'On this page'}).click();
    await page.locator('.theme-doc-toc-mobile a').first().waitFor({state: 'visible'});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page
      .locator('.navbar-sidebar')
      .getByRole('link', {name: 'Objectives', exact: true})
      .waitFor({state: 'visible'});
    assert.deepEqual(problems.consoleErrors, []);
  });

  test("Docusaurus's base-URL warning is not in a correctly served page, before or after it starts", async () => {
    const {page} = shared;
    for (const path of ['', 'docs/objectives']) {
      await page.goto(site.url(path), {waitUntil: 'domcontentloaded'});
      await page.waitForLoadState('load');
      await hydrated(page);
      assert.equal(
        await page.locator('#__docusaurus-base-url-issue-banner').count(),
        0,
        `/${path}: "Your Docusaurus site did not load properly" is in the page`,
      );
    }
  });

  test('an unknown path shows the not-found page with status 404', async () => {
    const {page} = shared;
    const response = await page.goto(site.url('docs/no-such-page'));
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', {name: 'Page Not Found'}).waitFor();
  });

  test('page titles use the | delimiter', async () => {
    const {page} = shared;
    await loadHydrated(page, site.url('docs/objectives'));
    // During hydration the title briefly shows the site title alone; the settled title is what counts.
    const expected = `Objectives | ${SITE_TITLE}`;
    await page.waitForFunction((title) => document.title === title, expected, {timeout: 5000}).catch(() => undefined);
    assert.equal(await page.title(), expected);
  });

  test('navbar holds Documentation, API, Demo, GitHub, search and the colour toggle', async () => {
    const {page} = shared;
    await page.goto(site.url(''));
    const navbar = page.locator('nav.navbar');
    const documentation = navbar.getByRole('link', {name: 'Documentation', exact: true});
    // trailingSlash: false writes every link without its slash; /ceems/docs/ answers too.
    assert.equal(await documentation.getAttribute('href'), '/ceems/docs');
    const api = navbar.getByRole('link', {name: 'API', exact: true});
    assert.match((await api.getAttribute('href')) ?? '', /^\/ceems\/docs\/(category\/api|api\/)/);
    assert.equal(
      await navbar.getByRole('link', {name: /^Demo/}).getAttribute('href'),
      'https://ceems-demo.myaddr.tools',
    );
    assert.equal(
      await navbar.getByRole('link', {name: /^GitHub/}).getAttribute('href'),
      'https://github.com/ceems-dev/ceems',
    );
    await navbar.getByRole('button', {name: /^Search/}).waitFor();
    await navbar.getByRole('button', {name: /dark and light mode/}).waitFor();
  });

  test('footer groups are Docs, Repository and More with their links', async () => {
    const {page} = shared;
    await page.goto(site.url(''));
    const footer = page.locator('footer');
    const titles = await footer.locator('.footer__title').allTextContents();
    assert.deepEqual(titles, ['Docs', 'Repository', 'More']);
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const expected of [
      '/ceems/docs',
      'https://prometheus.io/docs/introduction/overview/',
      'https://grafana.com/docs/grafana/latest/',
      'https://github.com/ceems-dev/ceems/issues',
      'https://github.com/ceems-dev/ceems/pulls',
      'https://github.com/ceems-dev/ceems/discussions',
      'https://ceems-demo.myaddr.tools',
      'https://github.com/ceems-dev/ceems',
    ]) {
      assert.ok(hrefs.includes(expected), `footer lacks ${expected}`);
    }
  });

  test('colour mode starts light even when the system prefers dark, toggles and persists', async () => {
    const {page} = shared;
    await page.emulateMedia({colorScheme: 'dark'});
    try {
      await page.goto(site.url('docs/'));
      const theme = () => page.locator('html').getAttribute('data-theme');
      const toggle = async () => {
        await hydrated(page);
        await page
          .getByRole('button', {name: /dark and light mode/})
          .first()
          .click();
      };
      assert.equal(await theme(), 'light');
      await toggle();
      assert.equal(await theme(), 'dark');
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
      await page.reload();
      assert.equal(await theme(), 'dark');
      await toggle();
      assert.equal(await theme(), 'light');
    } finally {
      // The shared page's next tests see a system in light mode, as a new page would.
      await page.emulateMedia({colorScheme: 'light'});
    }
  });

  test('the announcement bar stays dismissed, and comes back when its id changes', async () => {
    const {page} = shared;
    await page.goto(site.url(''));
    const bar = page.locator('div[role="banner"]');
    await bar.waitFor();
    // The id the built site stores is the release's (config/announcement.ts), so the next release's bar is new.
    await page.waitForFunction(
      (id) => localStorage.getItem('docusaurus.announcement.id') === id,
      `release-v${CEEMS_VERSION}`,
    );
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'hidden'});
    await page.reload();
    await page.locator('h1').first().waitFor();
    assert.equal(await bar.isVisible(), false);
    // A new announcement id clears the stored dismissal; the bar is back from the next page load on.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await page.waitForFunction(() => localStorage.getItem('docusaurus.announcement.dismiss') === 'false');
    await page.reload();
    await bar.waitFor({state: 'visible'});
  });

  test('the announcement bar follows the colour mode', async () => {
    const {page} = shared;
    await page.goto(site.url(''));
    const bar = page.locator('div[role="banner"]');
    await bar.waitFor();
    const colours = () =>
      bar.evaluate((element) => {
        const style = getComputedStyle(element);
        return {bar: style.backgroundColor, text: style.color, page: getComputedStyle(document.body).backgroundColor};
      });
    const light = await colours();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await colours();
    assert.notEqual(dark.bar, light.bar, 'the bar keeps its light background in dark mode');
    assert.notEqual(dark.text, light.text);
    assert.notEqual(dark.bar, 'rgb(255, 255, 255)');
  });

  test('below 996 px the navbar becomes a mobile menu', async () => {
    const {page} = shared;
    await page.setViewportSize({width: 995, height: 800});
    await page.goto(site.url('docs/'));
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    assert.ok(await toggle.isVisible());
    assert.equal(await page.locator('.navbar__items a.navbar__link', {hasText: 'Documentation'}).isVisible(), false);
    await hydrated(page);
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await menu.getByRole('link', {name: 'Documentation', exact: true}).waitFor();
    await page.setViewportSize({width: 997, height: 800});
    await page.reload();
    assert.equal(await page.getByRole('button', {name: 'Toggle navigation bar'}).isVisible(), false);
    assert.ok(await page.locator('.navbar__items a.navbar__link', {hasText: 'Documentation'}).isVisible());
  });

  test('the docs sidebar can be hidden and shown again', async () => {
    const {page} = shared;
    await page.goto(site.url('docs/objectives'));
    // The collapse button works once the app has started (a click before that does nothing).
    await hydrated(page);
    const sidebarMenu = page.locator('aside .menu');
    assert.ok(await sidebarMenu.isVisible());
    await page.getByRole('button', {name: 'Collapse sidebar'}).click();
    const expand = page.getByRole('button', {name: 'Expand sidebar', exact: true});
    await expand.waitFor();
    assert.equal(await sidebarMenu.isVisible(), false);
    await expand.click();
    await sidebarMenu.waitFor({state: 'visible'});
  });

  test('the docs sidebar expands one category at a time', async () => {
    const {page} = shared;
    await page.goto(site.url('docs/'));
    await hydrated(page);
    const sidebar = page.locator('aside .menu');
    await sidebar.getByRole('button', {name: /Expand sidebar category 'Installation'/}).click();
    await sidebar.getByRole('button', {name: /Collapse sidebar category 'Installation'/}).waitFor();
    await sidebar.getByRole('button', {name: /Expand sidebar category 'Configuration'/}).click();
    await sidebar.getByRole('button', {name: /Collapse sidebar category 'Configuration'/}).waitFor();
    await sidebar.getByRole('button', {name: /Expand sidebar category 'Installation'/}).waitFor();
  });

  test('the table of contents lists the h2 and h3 headings of the page and nothing deeper', async () => {
    const {page} = shared;
    await page.goto(site.url('docs/configuration/config-reference'));
    const tocTargets = await page
      .locator('.theme-doc-toc-desktop a.table-of-contents__link')
      .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.split('#')[1])));
    const headings = await page
      .locator('article .markdown')
      .locator('h2[id], h3[id]')
      .evaluateAll((nodes) => nodes.map((h) => h.id));
    assert.ok(headings.length > 0 && tocTargets.length > 0);
    assert.deepEqual(tocTargets, headings);
    const deeper = await page.locator('.theme-doc-toc-desktop a').evaluateAll(
      (links) =>
        links.filter((a) => {
          const id = decodeURIComponent(a.getAttribute('href')!.split('#')[1]);
          const target = document.getElementById(id);
          return target && !['H2', 'H3'].includes(target.tagName);
        }).length,
    );
    assert.equal(deeper, 0);
  });

  test('the blog publishes RSS and Atom feeds', async () => {
    const rss = await fetch(site.url('blog/rss.xml'));
    assert.equal(rss.status, 200);
    assert.match(await rss.text(), /<rss[\s\S]*<item>/);
    const atom = await fetch(site.url('blog/atom.xml'));
    assert.equal(atom.status, 200);
    assert.match(await atom.text(), /<feed[\s\S]*<entry>/);
  });

  test('blog posts show their reading time and the sidebar groups posts by year', async () => {
    const {page} = shared;
    await page.goto(site.url('blog'));
    const readingTimes = await page
      .locator('article')
      .getByText(/(\d+|One) min read/)
      .count();
    assert.ok(readingTimes >= 1, 'no reading time on the blog list');
    const years = await page
      .locator('nav[aria-label="Blog recent posts navigation"] [role="group"] h3')
      .allTextContents();
    assert.ok(years.length >= 2, `expected at least two year groups, found ${JSON.stringify(years)}`);
    for (const year of years) assert.match(year, /^20\d\d$/);
  });
});
