import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {highlightLines} from '../../src/plugins/code-highlight/highlight';
import {Prism} from '../../src/plugins/code-highlight/node-prism';
import {useSite, builtFile, loadHydrated, useSharedPage} from './support/browser';

/** A usage page with tab groups, the deployment guide, the configuration reference, an API page and a blog post. */
const SAMPLE = [
  'docs/usage/ceems-exporter',
  'docs/deployments/guide',
  'docs/configuration/config-reference',
  'docs/api/list-clusters',
  'blog/v0-9-0-breaking-changes',
];

/**
 * Parts of a page rendered in the browser only, by design: on API pages the server URL before the endpoint's path;
 * the live status (`<output>`) of interactive controls such as the reference tables' filter.
 */
const BROWSER_ONLY = ['.openapi__method-endpoint-path', 'output'];

function codeBlocksIn(pathBelowBase: string): number {
  const html = fs.readFileSync(builtFile(pathBelowBase), 'utf8');
  return (html.match(/<pre\b[^>]*class="?[^">]*prism-code/g) ?? []).length;
}

/** The text of the page's main content, without the parts the API theme renders in the browser only. */
async function mainText(page: Page): Promise<string> {
  return page.evaluate((browserOnly) => {
    const main = (document.querySelector('main article') ?? document.querySelector('main'))!.cloneNode(
      true,
    ) as HTMLElement;
    main.querySelectorAll(browserOnly.join(',')).forEach((element) => element.remove());
    return (main.textContent ?? '').replace(/\s+/g, ' ').trim();
  }, BROWSER_ONLY);
}

describe('every page complete as plain HTML', () => {
  const site = useSite();
  // Each test loads its pages in these two pages, one running scripts and one not (a new context costs about as much
  // as a page load).
  const scripted = useSharedPage(site);
  const plain = useSharedPage(site, {javaScriptEnabled: false});

  // Streaming boundaries on every built page are the business of `npm run test:html` (tests/lib/built-html.ts).

  for (const pathBelowBase of SAMPLE) {
    test(`/${pathBelowBase} without JavaScript: code in place, each tab panel under its label, same text`, async () => {
      const expectedBlocks = codeBlocksIn(pathBelowBase);
      assert.ok(expectedBlocks > 0, `${pathBelowBase} has no code blocks: pick another page`);

      await scripted.page.goto(site.url(pathBelowBase), {waitUntil: 'networkidle'});
      await scripted.page.locator('html[data-has-hydrated="true"]').waitFor();
      const textWithScripts = await mainText(scripted.page);

      const {page} = plain;
      await page.goto(site.url(pathBelowBase), {waitUntil: 'load'});
      const blocks = await page
        .locator('pre.prism-code')
        .evaluateAll((pres) =>
          pres.map((pre) => ({
            inMain: Boolean(pre.closest('main')),
            visible:
              pre.checkVisibility({visibilityProperty: true, opacityProperty: true}) &&
              pre.getBoundingClientRect().height > 0,
            language: /\blanguage-([\w-]+)/.exec(pre.className)?.[1] ?? '',
            tokens: pre.querySelectorAll('.token').length,
            code: Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent).join('\n'),
            text: (pre.textContent ?? '').trim().length,
          })),
        );
      assert.equal(blocks.length, expectedBlocks, 'every code block of the built page is in the document');
      blocks.forEach((block, i) => {
        assert.ok(
          block.inMain && block.visible && block.text > 0,
          `code block ${i} is not visible in the main content`,
        );
        // Highlighted as Prism highlights its code, with the site's languages.
        const expectedTokens =
          highlightLines(Prism, block.code, block.language).join('\n').split('<span class="token').length - 1;
        assert.equal(block.tokens, expectedTokens, `code block ${i} (${block.language}) is not highlighted`);
      });

      // Tab groups: every panel shows, right under a label that names its tab.
      const panels = await page.locator('main [role="tabpanel"]').evaluateAll((elements) =>
        elements.map((panel) => {
          const label = panel.previousElementSibling;
          // The group: the nearest ancestor with a tab strip outside this panel.
          // (No named helper functions in here: the page cannot see the test's bundler helpers.)
          // The group's strip is the nearest one at the panel's own level of nesting.
          const outer = panel.parentElement?.closest('[role="tabpanel"]') ?? null;
          let lists: Element[] = [];
          for (let group = panel.parentElement; group && lists.length === 0; group = group.parentElement) {
            lists = Array.from(group.querySelectorAll('[role="tablist"]')).filter(
              (list) => (list.parentElement?.closest('[role="tabpanel"]') ?? null) === outer,
            );
          }
          const tabs = lists.flatMap((list) =>
            Array.from(list.querySelectorAll('[role="tab"]'), (tab) => tab.textContent?.trim()),
          );
          return {
            visible: panel.checkVisibility() && panel.getBoundingClientRect().height > 0,
            label:
              label?.classList.contains('tab-panel-label') && label.checkVisibility()
                ? label.textContent?.trim()
                : undefined,
            tabs,
          };
        }),
      );
      panels.forEach((panel, i) => {
        assert.ok(panel.visible, `tab panel ${i} is hidden`);
        assert.ok(panel.label, `tab panel ${i} has no visible label`);
        assert.ok(
          panel.tabs.includes(panel.label),
          `tab panel ${i} is labelled "${panel.label}", not one of its group's tabs ${panel.tabs.join(', ')}`,
        );
      });
      assert.equal(
        await page.locator('main [role="tablist"]:visible').count(),
        0,
        'tab strips that cannot switch are hidden',
      );

      assert.equal(await mainText(page), textWithScripts, 'the main content reads the same with and without scripts');
    });
  }

  test('with JavaScript, tab labels stay out of sight and only the selected panel shows', async () => {
    const {page, problems} = scripted;
    await loadHydrated(page, site.url(SAMPLE[0]));
    assert.ok((await page.locator('.tab-panel-label').count()) > 0);
    assert.equal(await page.locator('.tab-panel-label:visible').count(), 0);
    assert.ok((await page.locator('[role="tabpanel"][hidden]').count()) > 0);
    assert.equal(await page.locator('[role="tabpanel"][hidden]:visible').count(), 0);
    assert.deepEqual(problems, {consoleErrors: [], offSiteRequests: []});
  });
});
