/**
 * Search under `npm start`: the dev server indexes the pages from their sources and indexes them again
 * when one changes. The test adds a made-up word to a page, waits for the new index, and finds the page
 * with the word in the search modal and on the search page; the page is restored after.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, test} from 'node:test';
import {launchChromium} from '../../scripts/lib/chromium';
import {devServerForFile, waitFor} from '../e2e/support/dev-server';

const ROOT = path.resolve(__dirname, '..', '..');
const PAGE_FILE = path.join(ROOT, 'docs', 'objectives.md');
const PAGE_PATH = 'docs/objectives';
const INDEX_PATH = 'search-index.json';

/** A word no page has: consonant-vowel syllables, so it tokenises and stems as one term. */
function madeUpWord(): string {
  const consonants = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  let word = 'qu';
  for (let i = 0; i < 5; i++)
    word +=
      consonants[Math.floor(Math.random() * consonants.length)] + vowels[Math.floor(Math.random() * vowels.length)];
  return word;
}

const server = devServerForFile();
const original = fs.readFileSync(PAGE_FILE, 'utf8');
after(() => fs.writeFileSync(PAGE_FILE, original));

const indexText = async () => {
  const response = await fetch(server.url(INDEX_PATH), {cache: 'no-store'});
  return response.ok ? response.text() : '';
};

/** How many client builds the dev server has reported so far. */
const builds = (): number => server.log().split('compiled successfully').length - 1;

test(
  'the dev server indexes a page again when it changes, and the modal and the search page find it',
  {timeout: 300_000},
  async () => {
    const word = madeUpWord();
    await waitFor(
      "the dev server's first index",
      async () => (await indexText()).includes(`/ceems/${PAGE_PATH}`),
      120_000,
    );
    assert.ok(!(await indexText()).includes(word), 'the word is in the index before the page has it');

    const buildsBefore = builds();
    fs.writeFileSync(
      PAGE_FILE,
      `${original.trimEnd()}\n\nThe word ${word} marks this page for the dev-server search test.\n`,
    );
    try {
      await waitFor(`an index with "${word}"`, async () => (await indexText()).includes(word), 120_000);
      // The edit also rebuilds the client: the page is opened once that build is done, so that no update of the
      // running page (a reload) comes while the modal is open.
      await waitFor('the client build of the edited page', async () => builds() > buildsBefore, 120_000);
      server.assertRunning();
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        await page.goto(server.url('docs/intro'));
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
          timeout: 60_000,
        });
        // On the dev server the modal is compiled when first asked for (lazy compilation): allow for that.
        await page.locator('.DocSearch-Button').click();
        await page.locator('.DocSearch-Input').fill(word, {timeout: 90_000});
        const hit = page.locator(`.DocSearch-Hit a[href*="/${PAGE_PATH}"]`).first();
        await hit.waitFor({timeout: 30_000});
        assert.match((await hit.textContent()) ?? '', new RegExp(word));

        await page.goto(server.url(`search?q=${word}`));
        await page.locator(`article h2 a[href*="/${PAGE_PATH}"]`).first().waitFor({timeout: 60_000});
      } finally {
        await browser.close();
      }
    } catch (error) {
      throw server.withLog(error);
    } finally {
      fs.writeFileSync(PAGE_FILE, original);
    }
  },
);
