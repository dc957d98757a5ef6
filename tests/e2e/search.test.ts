import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, beforeEach, describe, test} from 'node:test';
import type {Page, Request, Route} from 'playwright-core';
import {CEEMS_REPO_URL} from '../../config/ceems';
import {SEARCH_INDEX_FILE} from '../../src/search/settings';
import {SearchEngine} from '../../src/search/client/engine';
import {createSearchIndex, type SearchIndexFile} from '../../src/search/client/index-file';
import {tokenize} from '../../src/search/client/terms';
import {buildPageRecords} from '../../src/search/build/records';
import {builtIndexFile, hashedIndexPattern} from '../../src/search/build/write-index';
import {facetFilter} from '../../src/search/client/respond';
import {docPageHtml, headingHtml} from '../fixtures/search-pages';
import {BUILD_DIR, openPage, hydrated, useSite, type Site, builtFile, problemsSince} from './support/browser';
import {axeViolations} from './support/axe';

const DESKTOP = {viewport: {width: 1280, height: 800}};
const PHONE = {viewport: {width: 375, height: 740}};
const INDEX_REQUEST = hashedIndexPattern(SEARCH_INDEX_FILE);
/** The contextual filter DocSearch sends on every page of the site. */
const CONTEXT_FILTER = facetFilter(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
const HOSTILE = '<img src=x onerror="window.__xss=1">';
/**
 * DocSearch 4.7's own structure, not ours to change without copying its modal: the overlay is a
 * role=button that holds the whole dialog, and each hit (role=option) holds a link.
 */
const UPSTREAM_MODAL_RULES = ['nested-interactive', 'label-content-name-mismatch'];

function builtIndex(): SearchIndexFile {
  return JSON.parse(fs.readFileSync(builtIndexFile(BUILD_DIR, SEARCH_INDEX_FILE), 'utf8'));
}

/** What the index of the built site finds for a query, as the modal asks for it. */
function expectedHitCount(query: string): number {
  return new SearchEngine(builtIndex()).search(query, CONTEXT_FILTER).length;
}

/** An index whose only page has a hostile heading and a hostile paragraph. */
function hostileIndex(): string {
  const html = docPageHtml({
    title: 'Objectives',
    body:
      headingHtml(2, 'hostile', `${HOSTILE.replace(/</g, '&lt;').replace(/>/g, '&gt;')} trap`) +
      `<p>${HOSTILE.replace(/</g, '&lt;')} trap text</p>`,
  });
  return JSON.stringify(createSearchIndex(buildPageRecords(html, '/ceems/docs/objectives')));
}

async function ready(page: Page, pathBelowBase: string, url: (p: string) => string): Promise<void> {
  await page.goto(url(pathBelowBase));
  await hydrated(page);
}

type Opened = Awaited<ReturnType<typeof openPage>>;

/** The search modal opened by its shortcut, on the shared desktop page (see resetModalPage). */
async function openModal(opened: Opened): Promise<Opened> {
  await opened.page.keyboard.press('Control+k');
  return opened;
}

/**
 * Brings the shared page back to what a new desktop page on the docs had: desktop size, light mode, no stored
 * searches (the modal reads them each time it opens), no selected text (the modal would take it as its query), the
 * modal closed, and a docs page (a click on the navbar's link: the app, and the index it loaded, stay).
 */
async function resetModalPage({page}: Opened, site: Site): Promise<void> {
  const size = page.viewportSize();
  if (size?.width !== DESKTOP.viewport.width || size.height !== DESKTOP.viewport.height) {
    await page.setViewportSize(DESKTOP.viewport);
  }
  if (await modal(page).count()) {
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
  }
  const themeWasSet = await page.evaluate(() => {
    localStorage.removeItem('__DOCSEARCH_RECENT_SEARCHES__ceems-local');
    localStorage.removeItem('__DOCSEARCH_FAVORITE_SEARCHES__ceems-local');
    getSelection()?.removeAllRanges();
    const stored = localStorage.getItem('theme');
    localStorage.removeItem('theme');
    return stored !== null || document.documentElement.dataset.theme !== 'light';
  });
  if (themeWasSet) {
    await ready(page, 'docs/', site.url);
  } else if (!/^\/ceems\/docs(\/|$)/.test(new URL(page.url()).pathname)) {
    await page.locator('nav.navbar').getByRole('link', {name: 'Documentation', exact: true}).click();
    await page.waitForURL(/\/ceems\/docs$/);
    await page.locator('article h1').first().waitFor();
  }
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
const searchButton = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: /^Search/});

/** The console errors of a test that makes requests fail: the browser's own report of each, and nothing else. */
function assertOnlyFailedLoads(consoleErrors: string[]): void {
  assert.ok(
    consoleErrors.every((error) => /Failed to load resource/.test(error)),
    consoleErrors.join('\n'),
  );
}

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
}

/** The snippet of each hit: its heading, or for a content hit its text. */
function contentSnippets(page: Page): Promise<string[]> {
  return page.locator('.DocSearch-Hit-title').evaluateAll((nodes) => nodes.map((node) => node.innerHTML));
}

function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, '').replace(/…/g, ' ');
  return tokenize(text).length;
}

describe('search', () => {
  const site = useSite();
  test('the built pages hold no preconnect or prefetch to another host, and say search runs locally', () => {
    for (const page of ['index.html', 'docs.html', 'search.html', 'docs/configuration/basic-auth.html']) {
      const html = fs.readFileSync(path.join(BUILD_DIR, page), 'utf8');
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      const hints = head.match(/<link[^>]*rel=["']?(preconnect|dns-prefetch|prefetch|preload)[^>]*>/g) ?? [];
      for (const hint of hints) assert.doesNotMatch(hint, /https?:\/\//, `${page} has ${hint}`);
      assert.doesNotMatch(head, /algolia/i, `${page} mentions Algolia in its head`);
      assert.match(html, /<html[^>]*data-search-mode=["']?local/, `${page} is not marked as local search`);
    }
    const file = builtIndex();
    assert.ok(file.sections.length > 100, 'the build wrote an index of the site');
  });

  // The tests below share one desktop page (a fresh context and page load for each cost about as much CPU as the
  // rest of the test): each starts on a docs page with the modal closed and no stored searches, the state
  // openModal's callers had on a new page, and the cumulated console errors must stay none.
  describe('on one docs page, the modal opened afresh by each test', () => {
    let shared: Opened;
    before(async () => {
      shared = await openPage(site, DESKTOP);
      await ready(shared.page, 'docs/objectives', site.url);
    });
    beforeEach(() => resetModalPage(shared, site));
    after(() => shared?.context.close());

    test(
      'the modal opens from the button, Ctrl+K and "/", not from "/" typed in a field; ' + 'Escape closes it',
      async () => {
        const {page, problems} = shared;
        await searchButton(page).click();
        await input(page).waitFor();
        assert.equal(await input(page).getAttribute('placeholder'), 'Search docs');
        assert.ok(await input(page).evaluate((element) => element === document.activeElement), 'the input has focus');
        await page.keyboard.press('Escape');
        await modal(page).waitFor({state: 'detached'});

        await page.keyboard.press('Control+k');
        await input(page).waitFor();
        await page.keyboard.press('Escape');
        await modal(page).waitFor({state: 'detached'});

        await page.locator('body').click({position: {x: 5, y: 300}});
        await page.keyboard.press('/');
        await input(page).waitFor();
        assert.equal(await input(page).inputValue(), '', 'the slash opens the modal without typing itself');
        await page.keyboard.press('Escape');
        await modal(page).waitFor({state: 'detached'});

        await page.evaluate(() => {
          const field = document.createElement('input');
          field.id = 'other-field';
          document.body.prepend(field);
        });
        await page.locator('#other-field').focus();
        await page.keyboard.press('/');
        await page.waitForTimeout(300);
        assert.equal(await modal(page).count(), 0, '"/" in a text field is just a slash');
        assert.equal(await page.locator('#other-field').inputValue(), '/');
        await page.locator('#other-field').evaluate((field) => field.remove());
        assert.deepEqual(problems.consoleErrors, []);
      },
    );

    test('queries are capped at 64 characters', async () => {
      const {page} = await openModal(shared);
      await input(page).waitFor();
      assert.equal(await input(page).getAttribute('maxlength'), '64');
      // 60 characters at once, then 10 typed one by one: the last 6 keys add nothing (each key that does starts a
      // search, so typing all 70 costs the renderer 70 searches).
      await page.keyboard.insertText('x'.repeat(60));
      await input(page).pressSequentially('x'.repeat(10));
      assert.equal((await input(page).inputValue()).length, 64);
    });

    test('hits link to their own pages, at most 5 per group and 20 in all, with 10-word snippets', async () => {
      const {page, problems} = await openModal(shared);
      await search(page, 'rapl');
      await hits(page).first().waitFor();
      const hitCount = await hits(page).count();
      assert.ok(hitCount > 5 && hitCount <= 20, `${hitCount} hits shown`);
      const groups = await page
        .locator('.DocSearch-Hits')
        .evaluateAll((sections) => sections.map((section) => section.querySelectorAll('.DocSearch-Hit').length));
      assert.ok(groups.length > 1 && groups.every((count) => count <= 5), `hits per group: ${groups}`);
      const hrefs = await page
        .locator('.DocSearch-Hit a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      assert.ok(
        hrefs.every((href) => href.startsWith('/ceems/')),
        `hit links: ${hrefs}`,
      );
      assert.ok(
        hrefs.some((href) => href.endsWith('#rapl')),
        'a hit links to its section',
      );
      const snippets = await contentSnippets(page);
      const counts = snippets.map(wordCount);
      assert.ok(counts.every((count) => count <= 10) && counts.includes(10), `snippet lengths ${counts}`);
      assert.ok(
        snippets.some((snippet) => /<mark>/i.test(snippet)),
        'matches are highlighted',
      );

      await page.locator('.DocSearch-Hit a[href$="#rapl"]').first().click();
      await page.waitForURL(/#rapl$/);
      assert.equal(await modal(page).count(), 0);
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.offSiteRequests, []);
    });

    test('on a phone-sized screen snippets are 5 words', async () => {
      const {page} = shared;
      // Loaded at that width, not resized after: the bar must read the width on its first render too.
      await page.setViewportSize(PHONE.viewport);
      await ready(page, 'docs/', site.url);
      await searchButton(page).click();
      await search(page, 'rapl');
      await hits(page).first().waitFor();
      const counts = (await contentSnippets(page)).map(wordCount);
      assert.ok(
        counts.length && counts.every((count) => count <= 5) && counts.includes(5),
        `snippet lengths ${counts}`,
      );
      await page.keyboard.press('Escape');
      await page.setViewportSize(DESKTOP.viewport);
    });

    test('"See all {count} results" counts the current query and opens the search page', async () => {
      const {page, problems} = await openModal(shared);
      for (const query of ['r', 'ra', 'rap']) await search(page, query);
      await search(page, 'basic auth');
      const footer = page.locator('.DocSearch-HitsFooter a');
      const expected = expectedHitCount('basic auth');
      await page.waitForFunction(
        (text) => document.querySelector('.DocSearch-HitsFooter a')?.textContent === text,
        `See all ${expected} results`,
      );
      assert.equal(await footer.getAttribute('href'), '/ceems/search?q=basic%20auth');
      await footer.click();
      await page.waitForURL(/\/ceems\/search\?q=basic%20auth$/);
      assert.equal(await modal(page).count(), 0, 'the modal closes');
      await page.getByRole('heading', {name: 'Search results for "basic auth"'}).waitFor();
      const first = page.locator('article h2 a');
      await first.first().waitFor();
      const pageHrefs = await first.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.ok(
        pageHrefs.includes('/ceems/docs/configuration/basic-auth'),
        `search page results: ${pageHrefs.slice(0, 5)}`,
      );
      assert.equal(
        await page.locator('a[href^="https://www.algolia.com"]').isVisible(),
        false,
        'no Algolia branding on the search page',
      );
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.offSiteRequests, []);
    });

    test('a word no page holds is left out, and the modal and the search page say so', async () => {
      // No page of the site holds 'xylophone' (nor a word within its typo tolerance).
      const query = 'basic auth xylophone';
      const {page, problems} = await openModal(shared);
      await search(page, 'basic auth');
      await hits(page).first().waitFor();
      await page.locator('.DocSearch-HitsFooter a').waitFor();
      assert.equal(await page.getByRole('status').filter({hasText: 'Results without'}).count(), 0, 'no notice');
      await search(page, query);
      const notice = page.locator('.DocSearch-HitsFooter').getByRole('status');
      await notice.waitFor();
      assert.equal(await notice.textContent(), "Results without 'xylophone'");
      assert.ok((await hits(page).count()) > 0, 'the other words still find pages');
      await page.locator('.DocSearch-HitsFooter a').click();
      await page.waitForURL(/\/ceems\/search\?q=basic%20auth%20xylophone$/);
      await page.locator('article h2 a').first().waitFor();
      const pageNotice = page.locator('main').getByRole('status').filter({hasText: 'Results without'});
      await pageNotice.waitFor();
      assert.equal(await pageNotice.textContent(), "Results without 'xylophone'");
      assert.ok(
        await pageNotice.evaluate((element) => !!element.closest('main')?.querySelector('form')),
        'the notice is in the page, by its search form',
      );
      await page.locator('main input[type="search"]').fill('basic auth');
      // The new query's results, then no notice: every word found.
      await page.getByRole('heading', {name: 'Search results for "basic auth"'}).waitFor();
      await page
        .locator('main')
        .getByRole('status')
        .filter({hasText: /documents found/})
        .waitFor();
      await page.locator('main article h2 a').first().waitFor();
      assert.equal(await pageNotice.count(), 0, 'no "Results without" once every word is found');
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.offSiteRequests, []);
    });

    test('the search page has one main landmark, holding its heading, its search box and its results', async () => {
      const html = fs.readFileSync(builtFile('search'), 'utf8');
      assert.equal(html.match(/<main\b/g)?.length ?? 0, 1, 'the built search page has one <main>');
      // Crawlable, as the theme's page was in effect (its robots tag had `property=`, which crawlers ignore): the
      // built page holds the form and no results, and Lighthouse's SEO target (100) counts `noindex` against it.
      assert.doesNotMatch(html, /<meta[^>]*robots/, 'no robots meta on the search page');
      const {page, problems} = shared;
      await ready(page, 'search?q=basic%20auth', site.url);
      await page.locator('article h2 a').first().waitFor();
      const landmarks = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main, [role="main"]'), (main) => ({
          heading: main.querySelector('h1')?.textContent ?? '',
          searchBox: Boolean(main.querySelector('input[type="search"]')),
          results: main.querySelectorAll('article').length,
        })),
      );
      assert.equal(landmarks.length, 1, `main landmarks: ${JSON.stringify(landmarks)}`);
      assert.match(landmarks[0].heading, /basic auth/);
      assert.ok(landmarks[0].searchBox, 'the search box is inside main');
      assert.ok(landmarks[0].results > 0, 'the results are inside main');
      assert.deepEqual(problems.consoleErrors, []);
    });

    test('the search page shows 15 results, 15 more on "More results", and cuts a query in its address', async () => {
      const {page, problems} = shared;
      const expected = expectedHitCount('exporter');
      assert.ok(expected > 30, `${expected} hits for "exporter"`);
      await ready(page, 'search?q=exporter', site.url);
      // The results come after the first paint: the footer starts below the screen, so they do not push it down.
      const footerTop = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
      assert.ok(footerTop >= page.viewportSize()!.height, `the footer starts ${footerTop} px down`);
      const results = page.locator('main article');
      await results.first().waitFor();
      assert.equal(await results.count(), 15);
      // A status, said by screen readers as the reader types.
      await page
        .locator('main')
        .getByRole('status')
        .filter({hasText: `${expected} documents found`})
        .waitFor();
      await page.getByRole('button', {name: 'More results'}).click();
      await page.waitForFunction(() => document.querySelectorAll('main article').length === 30);
      // The keyboard focus moves to the first result the button added.
      await page.waitForFunction(() => document.activeElement === document.querySelectorAll('main article h2 a')[15]);
      const long = 'x'.repeat(70);
      await ready(page, `search?q=${long}`, site.url);
      await page.getByRole('heading', {name: `Search results for "${'x'.repeat(64)}"`}).waitFor();
      assert.equal(await page.locator('main input[type="search"]').inputValue(), 'x'.repeat(64));
      assert.deepEqual(problems.consoleErrors, []);
    });

    test("axe finds no WCAG 2.1 A or AA violation in the search page's results, light and dark", async () => {
      const {page} = shared;
      for (const theme of ['light', 'dark']) {
        await page.evaluate((value) => localStorage.setItem('theme', value), theme);
        await ready(page, 'search?q=exporter%20flags', site.url);
        assert.equal(await page.locator('html').getAttribute('data-theme'), theme);
        await page.locator('main article mark').first().waitFor();
        assert.deepEqual(await axeViolations(page, 'main'), [], theme);
      }
      await page.evaluate(() => localStorage.removeItem('theme'));
    });

    test('browsers can add the search page as a search engine (OpenSearch)', async () => {
      const html = fs.readFileSync(builtFile('docs/configuration/basic-auth'), 'utf8');
      assert.match(html, /<link[^>]*rel=["']?search[^>]*href=["']?\/ceems\/opensearch\.xml/);
      const xml = fs.readFileSync(path.join(BUILD_DIR, 'opensearch.xml'), 'utf8');
      assert.match(xml, /template="https:\/\/[^"]+\/ceems\/search\?q=\{searchTerms\}"/);
    });

    test('no Algolia branding in the modal', async () => {
      const {page} = await openModal(shared);
      await search(page, 'slurm');
      await hits(page).first().waitFor();
      assert.equal(await page.locator('.DocSearch-Logo').isVisible(), false);
      const algoliaLinks = await page
        .locator('.DocSearch-Modal a[href*="algolia.com"]')
        .evaluateAll((links) => links.filter((link) => (link as HTMLElement).offsetParent !== null).length);
      assert.equal(algoliaLinks, 0);
    });

    test('a query with no hits says "No results for", suggests queries and links to a new issue', async () => {
      const {page, problems} = await openModal(shared);
      await search(page, 'zzqqxxw');
      const empty = page.locator('.DocSearch-NoResults');
      await empty.getByText('No results for').waitFor();
      assert.match(await empty.locator('.DocSearch-Title').innerText(), /No results for "zzqqxxw"/);
      const suggestions = empty.locator('.DocSearch-Prefill');
      await suggestions.first().waitFor();
      assert.ok((await suggestions.count()) >= 1 && (await suggestions.count()) <= 3);
      const report = empty.getByRole('link', {name: 'Let us know.'});
      const href = (await report.getAttribute('href'))!;
      assert.ok(href.startsWith(`${CEEMS_REPO_URL}/issues/new?title=`), href);
      assert.match(decodeURIComponent(href), /zzqqxxw/);
      const suggestion = (await suggestions.first().innerText()).trim();
      await suggestions.first().click();
      await hits(page).first().waitFor();
      assert.equal((await input(page).inputValue()).trim(), suggestion.toLowerCase());
      assert.deepEqual(problems.consoleErrors, []);
    });

    test('recent searches keep 7, or 4 next to favourites; favourites keep 10', async () => {
      const {page} = shared;
      const engine = new SearchEngine(builtIndex());
      const stored = engine.sections
        .slice(0, 12)
        .map(({heading}) => ({...heading, url: `${site.server.url}${heading.url}`}));
      const seed = async (recent: unknown[], favourites: unknown[]) => {
        await page.evaluate(
          ([recentItems, favouriteItems]) => {
            localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__ceems-local', JSON.stringify(recentItems));
            localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__ceems-local', JSON.stringify(favouriteItems));
          },
          [recent, favourites],
        );
        // No reload: the modal reads the stored searches, and sets the recent searches' limit, each time it opens.
        await page.keyboard.press('Control+k');
        await input(page).waitFor();
        const counts = await page
          .locator('.DocSearch-Hits')
          .evaluateAll((sections) =>
            sections.map((section) => [
              section.querySelector('.DocSearch-Hit-source')?.textContent,
              section.querySelectorAll('.DocSearch-Hit').length,
            ]),
          );
        await page.keyboard.press('Escape');
        return Object.fromEntries(counts);
      };
      assert.deepEqual(await seed(stored.slice(0, 10), []), {Recent: 7});
      assert.deepEqual(await seed(stored.slice(0, 10), stored.slice(10, 11)), {Recent: 4, Favorite: 1});
      assert.deepEqual(
        await seed(
          [],
          [...stored, ...stored.slice(0, 2).map((item) => ({...item, objectID: `${item.objectID}-copy`}))],
        ),
        {Favorite: 10},
      );
    });

    test('dark mode styles the modal dark', async () => {
      const {page} = shared;
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await search(page, 'rapl');
      await hits(page).first().waitFor();
      const background = await modal(page).evaluate((element) => getComputedStyle(element).backgroundColor);
      const [red, green, blue] = background.match(/\d+/g)!.map(Number);
      assert.ok(red + green + blue < 3 * 100, `modal background ${background} is not dark`);
    });
  });

  // One page whose index request each test answers as it needs (the real index by default), each test on a page it
  // loads itself: the loading of the index, its failures, a slow and a hostile index, and axe on the modal's states.
  // A dialog is a problem in any of them.
  describe('on one page whose index request each test answers', () => {
    let controlled: Opened;
    let answerIndex: (route: Route) => Promise<void> = (route) => route.continue();
    before(async () => {
      controlled = await openPage(site, DESKTOP);
      await controlled.page.route(INDEX_REQUEST, (route) => answerIndex(route));
      controlled.page.on('dialog', (dialog) => {
        controlled.problems.consoleErrors.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
    });
    beforeEach(async () => {
      answerIndex = (route) => route.continue();
      // Recent searches a test stored, e.g. the hostile one, would show in the next test's modal.
      if (controlled.page.url().startsWith('http')) await controlled.page.evaluate(() => localStorage.clear());
      // The last test's document ends here, with its requests (an index answered with an error) still in flight:
      // their errors belong to it, not to the next test, whose problems start after this.
      await controlled.page.goto('about:blank');
    });
    after(() => controlled?.context.close());

    test('the index loads only when the reader reaches for the search, once per page load', async () => {
      const {page} = controlled;
      const problems = problemsSince(controlled.problems);
      const indexRequests: string[] = [];
      const onRequest = (request: Request) => {
        if (INDEX_REQUEST.test(request.url())) indexRequests.push(request.url());
      };
      page.on('request', onRequest);
      await ready(page, 'docs/', site.url);
      await page.waitForTimeout(300);
      assert.deepEqual(indexRequests, [], 'nothing is fetched before the reader reaches for search');
      assert.equal(page.workers().length, 0, 'no search worker before the reader reaches for search');
      await searchButton(page).hover();
      for (let waited = 0; indexRequests.length === 0; waited += 50) {
        if (waited > 15_000) assert.fail('hovering the button fetched no index');
        await page.waitForTimeout(50);
      }
      assert.equal(indexRequests.length, 1, 'hovering the button fetches the index');
      // The index is fetched, and the engine built and asked, on a thread of its own: not the page's.
      const workers = page.workers().map((worker) => new URL(worker.url()).pathname);
      assert.equal(workers.length, 1, `workers: ${workers}`);
      assert.match(workers[0], /\/assets\/js\/search\.[0-9a-f]+\.js$/);
      assert.equal(
        await page.evaluate(
          (pattern) => performance.getEntriesByType('resource').some((entry) => new RegExp(pattern).test(entry.name)),
          INDEX_REQUEST.source,
        ),
        false,
        "the page's own thread did not fetch the index",
      );
      await searchButton(page).click();
      await search(page, 'rapl');
      await hits(page).first().waitFor();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await search(page, 'slurm');
      await hits(page).first().waitFor();
      assert.equal(indexRequests.length, 1);
      page.off('request', onRequest);
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.offSiteRequests, []);
    });

    test('axe finds no WCAG 2.1 A or AA violation in the modal: hits, empty state, error screen', async () => {
      const {page} = controlled;
      const violations = async (state: string) => {
        const found = await axeViolations(page, '.DocSearch-Container', UPSTREAM_MODAL_RULES);
        return found.map((violation) => `${state}: ${violation}`);
      };
      await ready(page, 'docs/', site.url);
      await page.keyboard.press('Control+k');
      await search(page, 'rapl');
      await hits(page).first().waitFor();
      const problems = await violations('hits');
      await search(page, 'zzqqxxw');
      await page.locator('.DocSearch-Prefill').first().waitFor();
      problems.push(...(await violations('empty state')));
      await page.keyboard.press('Escape');
      await page.reload();
      answerIndex = (route) => route.abort('internetdisconnected');
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await search(page, 'rapl');
      await page.locator('.DocSearch-ErrorScreen').waitFor();
      problems.push(...(await violations('error screen')));
      assert.deepEqual(problems, []);
    });

    test('when the index cannot be loaded the modal says so', async () => {
      const {page} = controlled;
      const problems = problemsSince(controlled.problems);
      answerIndex = (route) => route.abort('internetdisconnected');
      await ready(page, 'docs/', site.url);
      await page.keyboard.press('Control+k');
      await search(page, 'rapl');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await screen.getByText('Unable to fetch results').waitFor();
      await screen.getByText('You might want to check your network connection.').waitFor();
      assert.equal(
        await page.locator('.DocSearch-NoResults .DocSearch-Title', {hasText: 'No results for'}).isVisible(),
        false,
      );
      assertOnlyFailedLoads(problems.consoleErrors);
      assert.deepEqual(problems.offSiteRequests, []);
    });

    test('the search page says so when the index cannot be loaded', async () => {
      const {page} = controlled;
      const problems = problemsSince(controlled.problems);
      answerIndex = (route) => route.abort('internetdisconnected');
      await ready(page, 'search?q=rapl', site.url);
      await page.getByRole('alert').getByText('Unable to fetch results.').waitFor();
      assertOnlyFailedLoads(problems.consoleErrors);
    });

    test("when the modal's code cannot be fetched the page says so, and Retry opens the modal", async () => {
      const {page} = controlled;
      const problems = problemsSince(controlled.problems);
      await ready(page, 'docs/', site.url);
      // The network goes away after the page has started: no script or stylesheet arrives any more.
      const offline = (route: Route) => route.abort('internetdisconnected');
      const alert = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
      await page.route(/\/assets\/(js|css)\//, offline);
      try {
        await page.keyboard.press('Control+k');
        await alert.getByText('You might want to check your network connection.').waitFor();
        assert.equal(await modal(page).count(), 0);
      } finally {
        await page.unroute(/\/assets\/(js|css)\//, offline);
      }
      await alert.getByRole('button', {name: 'Retry'}).click();
      await input(page).waitFor();
      assert.equal(await alert.count(), 0, 'the message stays after the modal opened');
      assertOnlyFailedLoads(problems.consoleErrors);
    });

    test('while the index is on its way the modal is loading, then stalled after 300 ms, then shows hits', async () => {
      const {page} = controlled;
      const problems = problemsSince(controlled.problems);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      answerIndex = async (route) => {
        await held;
        await route.continue();
      };
      await ready(page, 'docs/', site.url);
      await page.keyboard.press('Control+k');
      await input(page).waitFor();
      await page.evaluate(() => {
        const win = window as unknown as {__typed: number; __stalled: number};
        new MutationObserver(() => {
          if (!win.__stalled && document.querySelector('.DocSearch-Container--Stalled'))
            win.__stalled = performance.now();
        }).observe(document.body, {attributes: true, subtree: true, attributeFilter: ['class']});
        document.querySelector('.DocSearch-Input')!.addEventListener('input', () => {
          win.__typed ||= performance.now();
        });
      });
      await input(page).pressSequentially('rapl');
      await page.locator('.DocSearch-Container--Stalled').waitFor();
      const {typed, stalled} = await page.evaluate(() => {
        const win = window as unknown as {__typed: number; __stalled: number};
        return {typed: win.__typed, stalled: win.__stalled};
      });
      assert.ok(stalled - typed >= 300, `stalled ${Math.round(stalled - typed)} ms after the first keystroke`);
      assert.equal(await hits(page).count(), 0);
      release();
      await hits(page).first().waitFor();
      await page.locator('.DocSearch-Container--Stalled').waitFor({state: 'detached'});
      assert.deepEqual(problems.consoleErrors, []);
    });

    test('a hostile heading and a hostile query stay text, in hits and in recent searches', async () => {
      const {page} = controlled;
      const problems = problemsSince(controlled.problems);
      answerIndex = (route) => route.fulfill({contentType: 'application/json', body: hostileIndex()});
      await ready(page, 'docs/', site.url);
      await page.keyboard.press('Control+k');
      const injected = () =>
        page.evaluate(() => ({
          images: document.querySelectorAll('.DocSearch-Container img').length,
          xss: (window as {__xss?: number}).__xss ?? 0,
        }));
      // The hostile query's own hits (its words are the heading's) are on screen, as text.
      await search(page, HOSTILE);
      await hits(page).first().waitFor();
      assert.deepEqual(await injected(), {images: 0, xss: 0});
      await search(page, 'trap');
      // Its own hits, not the hostile query's still on screen: the word it found is marked.
      await page
        .locator('.DocSearch-Hit-title mark', {hasText: /^trap$/})
        .first()
        .waitFor();
      assert.deepEqual(await injected(), {images: 0, xss: 0});
      assert.ok(
        (await page.locator('.DocSearch-Hit-title').allInnerTexts()).some((title) => title.includes('<img src=x')),
        'the heading shows as text',
      );
      await page.locator('.DocSearch-Hit a[href$="#hostile"]').first().click();
      await page.waitForURL(/#hostile$/);
      // Reopened with the button, not the shortcut: the shortcut toggles the modal, and once in a CI run it was
      // pressed while the route change of the click was still settling and the modal stayed closed.
      await modal(page).waitFor({state: 'detached'});
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).waitFor();
      assert.deepEqual(await injected(), {images: 0, xss: 0});
      assert.ok(
        (await page.locator('.DocSearch-Hit-title').allInnerTexts()).some((title) => title.includes('<img src=x')),
        'the recent search shows the heading as text',
      );
      assert.deepEqual(problems.consoleErrors, []);
    });

    test('a hostile heading and paragraph stay text on the search page, the matched word marked', async () => {
      const {page} = controlled;
      const problems = problemsSince(controlled.problems);
      answerIndex = (route) => route.fulfill({contentType: 'application/json', body: hostileIndex()});
      await ready(page, 'search?q=trap', site.url);
      await page
        .locator('main article h2 a mark', {hasText: /^trap$/})
        .first()
        .waitFor();
      assert.deepEqual(
        await page.evaluate(() => ({
          images: document.querySelectorAll('main img').length,
          xss: (window as {__xss?: number}).__xss ?? 0,
        })),
        {images: 0, xss: 0},
      );
      const texts = await page.locator('main article').allInnerTexts();
      assert.ok(
        texts.some((text) => text.includes('<img src=x')),
        `the heading shows as text: ${texts}`,
      );
      assert.deepEqual(problems.consoleErrors, []);
    });
  });
});
