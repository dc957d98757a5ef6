import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {editUrlFor, SITE_SOURCE} from '../../config/source';
import {SITE_URL} from '../../config/env';
import {FOOTPRINT_FALLBACK} from '../../src/plugins/page-footprint/footprint-text';
import {pngSize} from '../../src/plugins/social-card/render';
import {startStaticServer, type StaticServer} from '../../scripts/lib/static-server';
import {measurePageWeight} from '../../scripts/lib/page-weight';
import {
  BASE_URL,
  BUILD_DIR,
  hydrated,
  openPage,
  useSite,
  builtFile,
  loadHydrated,
  useSharedPage,
} from './support/browser';
import {axeViolations} from './support/axe';

const ROOT = path.resolve(__dirname, '..', '..');
const DOC = {route: 'docs/installation/ansible', file: 'docs/installation/ansible.md'};
const API_OPERATION = 'docs/api/list-clusters';

function git(...args: string[]): string {
  return execFileSync('git', args, {cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024}).trim();
}

// One static server and Chromium for both groups of tests (useSite is no React hook, whatever its name says).
// eslint-disable-next-line react-hooks/rules-of-hooks
const site = useSite();

describe('reader features: edit link, last updated, feedback, social card, footprint', () => {
  // Every test loads its own page, in one page: a new context costs about as much as a page load.
  const shared = useSharedPage(site);

  test('a docs page links "Edit this page" to its own source file in the site repository', async () => {
    const {page, problems} = shared;
    await page.goto(site.url(DOC.route));
    const href = await page.getByRole('link', {name: 'Edit this page'}).getAttribute('href');
    assert.equal(href, editUrlFor(DOC.file));
    const prefix = `${SITE_SOURCE.repositoryUrl}/edit/${SITE_SOURCE.branch}/${SITE_SOURCE.directory}/`;
    assert.ok(href?.startsWith(prefix), String(href));
    assert.ok(fs.existsSync(path.join(ROOT, href.slice(prefix.length))), `${href} names no file of this repository`);
    assert.deepEqual(problems.consoleErrors, []);
  });

  test('a docs page shows the date of the last commit of its file', async (t) => {
    // In a shallow clone git itself gives the wrong date, and the page shows what git says; the deploy
    // workflow fetches the whole history (tests/unit/site-source.test.ts checks that).
    if (git('rev-parse', '--is-shallow-repository') === 'true')
      t.diagnostic('shallow clone: dates are those of the shallow history');
    // The date Docusaurus reads: the newest entry of `git log --name-status` that lists the file (merge
    // commits list no files there), not `git log -1 -- <file>`, which may pick another commit after merges.
    const entries = git('-c', 'log.showSignature=false', 'log', '--format=t:%ct', '--name-status').split('\nt:');
    const newest = entries.find((entry) =>
      entry
        .split('\n')
        .slice(1)
        .some((line) => line.split('\t').at(-1) === DOC.file),
    );
    assert.ok(newest, `no commit lists ${DOC.file}`);
    const committed = new Date(Number(newest.replace(/^t:/, '').split('\n')[0]) * 1000);
    const {page} = shared;
    await page.goto(site.url(DOC.route));
    const time = page.locator('footer.theme-doc-footer time[itemprop="dateModified"]');
    assert.equal(await time.getAttribute('datetime'), committed.toISOString());
    assert.match((await page.locator('footer.theme-doc-footer').textContent()) ?? '', /Last updated on/);
  });

  test('generated API pages have no edit link: their source is api/swagger.yaml', async () => {
    const {page} = shared;
    await page.goto(site.url(API_OPERATION));
    await page.getByText('Was this page helpful?').waitFor();
    assert.equal(await page.getByRole('link', {name: 'Edit this page'}).count(), 0);
  });

  for (const route of [DOC.route, API_OPERATION, 'docs/api/ceems-api']) {
    test(`"No" on ${route} opens a GitHub issue naming the page; "Yes" thanks the reader; by keyboard`, async () => {
      const {page, problems} = shared;
      await loadHydrated(page, site.url(route));
      const title = (await page.locator('article h1').first().textContent())?.trim() ?? '';
      assert.ok(title, 'the page has a title');
      const no = page.getByRole('link', {name: /^No/});
      const issue = new URL((await no.getAttribute('href')) ?? '');
      assert.equal(`${issue.origin}${issue.pathname}`, `${SITE_SOURCE.repositoryUrl}/issues/new`);
      assert.ok(
        issue.searchParams.get('title')?.includes(title),
        `issue title ${issue.searchParams.get('title')} names ${title}`,
      );
      assert.ok(
        issue.searchParams.get('body')?.includes(`${SITE_URL}${BASE_URL}${route}`),
        String(issue.searchParams.get('body')),
      );
      assert.equal(await no.getAttribute('target'), '_blank');
      assert.match((await no.getAttribute('rel')) ?? '', /noopener/);

      const yes = page.getByRole('button', {name: 'Yes'});
      await yes.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Yes', 'Tab reaches the Yes button');
      await page.keyboard.press('Tab');
      assert.match(
        (await page.evaluate(() => document.activeElement?.getAttribute('href'))) ?? '',
        /issues\/new/,
        'then the No link',
      );
      await yes.focus();
      await page.keyboard.press('Enter');
      const thanks = page.getByRole('status');
      await thanks.filter({hasText: 'Thank you'}).waitFor();
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        'Thank you for telling us.',
        'focus moves to the thanks',
      );
      assert.deepEqual(await axeViolations(page, 'article'), []);
      assert.deepEqual(problems.offSiteRequests, [], 'answering sends nothing anywhere');
      assert.deepEqual(problems.consoleErrors, []);
    });
  }

  test('the social card is a 1200x630 PNG, announced with its size and a text alternative', async () => {
    const png = fs.readFileSync(path.join(BUILD_DIR, 'img', 'social-card.png'));
    assert.deepEqual(pngSize(png), {width: 1200, height: 630});
    const {page} = shared;
    await page.goto(site.url(DOC.route));
    const meta = async (selector: string) => page.locator(`meta[${selector}]`).first().getAttribute('content');
    assert.equal(await meta('property="og:image"'), `${SITE_URL}${BASE_URL}img/social-card.png`);
    assert.equal(await meta('name="twitter:image"'), `${SITE_URL}${BASE_URL}img/social-card.png`);
    assert.equal(await meta('property="og:image:width"'), '1200');
    assert.equal(await meta('property="og:image:height"'), '630');
    assert.ok(((await meta('property="og:image:alt"')) ?? '').length > 20);
    assert.equal(await meta('name="twitter:card"'), 'summary_large_image');
  });

  test('the footprint stays after hydration; a client-side navigation shows the fallback; the link', async () => {
    const {page, problems} = shared;
    await loadHydrated(page, site.url(DOC.route));
    const line = page.locator('[data-page-footprint]');
    assert.match(
      (await line.textContent()) ?? '',
      /^Opening this page first transfers \d+ kB; one such view emits about [\d.]+ g CO₂e \(Sustainable Web Design v4, rating (A\+|[A-F])\)\.$/,
    );
    const figure = (await line.textContent()) ?? '';
    // A jump within the page (its table of contents) keeps the line, two frames after the address changed.
    await page.locator('.table-of-contents__link').nth(1).click();
    await page.waitForFunction(() => location.hash !== '');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.equal(await line.textContent(), figure);
    // Another page, reached in the browser, gets the sentence in place of a figure it does not have.
    await page.locator('a.pagination-nav__link--next').click();
    await page.waitForFunction(
      (fallback) => document.querySelector('[data-page-footprint]')?.textContent === fallback,
      FOOTPRINT_FALLBACK,
    );
    // The link leads to the method.
    await page.getByRole('contentinfo').getByRole('link', {name: 'How this is estimated'}).click();
    await page.waitForURL(`**${BASE_URL}footprint`);
    await page.getByRole('heading', {level: 1, name: 'Page footprint'}).waitFor();
    assert.deepEqual(problems.consoleErrors, []);
  });
});

describe('footprint against Chromium', () => {
  let server: StaticServer;
  before(async () => {
    server = await startStaticServer({buildDir: BUILD_DIR, baseUrl: BASE_URL, compress: true});
  });
  after(async () => server?.close());

  test('links in view prefetch nothing; pointing at a sidebar link loads its page, which then opens', async () => {
    const configPage = 'docs/configuration/ceems-exporter';
    const weight = await measurePageWeight(site.browser, `${server.url}${BASE_URL}${configPage}`);
    assert.equal(weight.prefetch, 0, 'no chunk of a linked page loads while the reader only looks');
    const {context, page, problems} = await openPage(site);
    await page.goto(site.url(configPage));
    await hydrated(page);
    const link = page.locator('.theme-doc-sidebar-menu a[href$="/configuration/ceems-lb"]');
    const chunk = page.waitForRequest((request) => request.url().endsWith('.js'), {timeout: 5000});
    await link.hover();
    assert.ok(await chunk, 'hovering the link loads the chunks of its page');
    await link.click();
    await page.waitForURL(/\/configuration\/ceems-lb$/);
    assert.match(await page.locator('h1').first().innerText(), /load balancer/i);
    assert.deepEqual(problems.consoleErrors, []);
    await context.close();
  });

  for (const route of [
    '',
    'docs/',
    DOC.route,
    'docs/components/metrics',
    'docs/api/ceems-api',
    API_OPERATION,
    'blog',
  ]) {
    test(`the footprint of /${route} is within 15 % of what Chromium transfers for it`, async () => {
      const html = fs.readFileSync(builtFile(route), 'utf8');
      const kilobytes = Number(
        /data-page-footprint[^>]*>Opening this page first transfers ([\d,]+) kB/.exec(html)?.[1]?.replace(/,/g, ''),
      );
      assert.ok(kilobytes > 0, 'the built page carries its figure');
      // On a busy machine Chromium can go quiet before the page has started all it loads at once: keep the
      // fullest of up to three loads.
      let measured = 0;
      for (let run = 0; run < 3; run++) {
        measured = Math.max(
          measured,
          (await measurePageWeight(site.browser, `${server.url}${BASE_URL}${route}`)).total,
        );
        if (Math.abs(kilobytes * 1000 - measured) / measured <= 0.15) break;
      }
      const gap = (kilobytes * 1000 - measured) / measured;
      assert.ok(
        Math.abs(gap) <= 0.15,
        `figure ${kilobytes} kB, Chromium ${Math.round(measured / 1000)} kB (${Math.round(gap * 100)} %)`,
      );
    });
  }
});
