import path from 'node:path';
import fs from 'node:fs';
import {after, before, beforeEach} from 'node:test';
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {BASE_URL} from '../../../config/env';
import {startStaticServer, type StaticServer} from '../../../scripts/lib/static-server';
import {launchChromium} from '../../../scripts/lib/chromium';
import {routeFile} from '../../../src/plugins/post-build/built-pages';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * The built site the browser tests serve: ./build, or the folder E2E_BUILD_DIR names (relative to the
 * repository), e.g. `build-hosted` for the hosted-search build of `npm run test:hosted-search`.
 */
export const BUILD_DIR = path.resolve(ROOT, process.env.E2E_BUILD_DIR?.trim() || 'build');
export {BASE_URL};

/** The built file of a page, given its path below the base URL (`docs/usage/cacct`, `docs/`, ''). */
export function builtFile(pathBelowBase: string): string {
  const file = routeFile(`${BASE_URL}${pathBelowBase}`, BASE_URL);
  if (file === undefined) throw new Error(`no built file for ${pathBelowBase}`);
  return path.join(BUILD_DIR, file);
}

export interface Site {
  /** Absolute URL of a path below the base path, e.g. site.url('docs/') */
  url: (pathBelowBase?: string) => string;
  browser: Browser;
  server: StaticServer;
}

/** What a page did that a reader should never see: console errors and requests to other hosts. */
export interface PageProblems {
  consoleErrors: string[];
  offSiteRequests: string[];
}

/**
 * Starts the static server and Chromium once for a test file, and stops them after it.
 * Fails fast with a plain message when the site has not been built.
 */
export function useSite(): Site {
  const site = {} as Site;
  before(async () => {
    if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
      throw new Error(`${BUILD_DIR} has no built site: run "npm run build" before the browser tests`);
    }
    site.server = await startStaticServer({buildDir: BUILD_DIR, baseUrl: BASE_URL});
    site.browser = await launchChromium();
    site.url = (pathBelowBase = '') => `${site.server.url}${BASE_URL}${pathBelowBase.replace(/^\//, '')}`;
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/**
 * A fresh context and page that records console errors and any request that leaves the local server.
 * Off-site requests are aborted, so a test never depends on the network.
 */
export async function openPage(
  site: Site,
  options: BrowserContextOptions = {},
): Promise<{context: BrowserContext; page: Page; problems: PageProblems}> {
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  const problems: PageProblems = {consoleErrors: [], offSiteRequests: []};
  const origin = new URL(site.server.url).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    problems.offSiteRequests.push(url);
    return route.abort();
  });
  return {context, page, problems};
}

/** Resolves once React has hydrated the page (Docusaurus marks the root element). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Loads a page and waits until it has hydrated: a click or a failing request set up before then may meet the server's
 * HTML alone (on a busy machine `networkidle` can come before the page's own chunks are even asked for).
 */
export async function loadHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, {waitUntil: 'networkidle'});
  await hydrated(page);
}

/** What the page reports from this call on: for a test on a shared page, its own problems only. */
export function problemsSince(problems: PageProblems): PageProblems {
  const errors = problems.consoleErrors.length;
  const requests = problems.offSiteRequests.length;
  return {
    get consoleErrors() {
      return problems.consoleErrors.slice(errors);
    },
    get offSiteRequests() {
      return problems.offSiteRequests.slice(requests);
    },
  };
}

export interface SharedPage {
  context: BrowserContext;
  page: Page;
  /** The problems of the current test (from its start on). */
  problems: PageProblems;
}

/**
 * One context and page (as openPage makes them) for the tests of the enclosing describe that each load their own
 * page: a new context, and the renderer it starts, costs Chromium about as much CPU as a page load. Before each test
 * it sets the viewport back to the one of `options` (a test may load its page at another size), drops the routes a
 * test set on the page (openPage's own, on the context, stay) and clears the storage, so what one test chose (a tab,
 * a colour mode, a dismissed bar) is not what the next one finds. Each test must load its page itself.
 */
export function useSharedPage(site: Site, options: BrowserContextOptions = {}): SharedPage {
  const shared = {} as SharedPage;
  let all: PageProblems;
  before(async () => {
    const opened = await openPage(site, options);
    shared.context = opened.context;
    shared.page = opened.page;
    all = opened.problems;
  });
  beforeEach(async () => {
    const size = shared.page.viewportSize();
    if (options.viewport && (size?.width !== options.viewport.width || size.height !== options.viewport.height)) {
      await shared.page.setViewportSize(options.viewport);
    }
    await shared.page.unrouteAll({behavior: 'ignoreErrors'});
    if (shared.page.url().startsWith('http') && options.javaScriptEnabled !== false) {
      const clearStorage = () =>
        shared.page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      // A navigation the last test started may replace the document under the first try.
      await clearStorage().catch(async () => {
        await shared.page.waitForLoadState();
        await clearStorage();
      });
    }
    // The last test's document ends here, with its requests still in flight (a test that makes them fail stops at its
    // message): their errors belong to it, not to the next test, whose problems start after.
    await shared.page.goto('about:blank');
    shared.problems = problemsSince(all);
  });
  after(() => shared.context?.close());
  return shared;
}
