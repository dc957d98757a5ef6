import fs from 'node:fs';
import type {Page} from 'playwright-core';

const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

/** The WCAG 2.1 A and AA rules: what the site promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core in the page on the element `selector` names (the whole document when omitted) and
 * returns one line per violation: rule id, help text and up to three offending elements.
 */
export async function axeViolations(page: Page, selector?: string, disabledRules: string[] = []): Promise<string[]> {
  // Evaluated by the test harness, not added as an inline <script>: the pages' policy blocks those.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(fs.readFileSync(AXE_SOURCE, 'utf8'));
  return page.evaluate(
    async ({selector, tags, disabledRules}) => {
      type Violation = {id: string; help: string; nodes: Array<{target: string[]}>};
      const axe = (
        window as unknown as {
          axe: {run: (context: Element | Document, options: object) => Promise<{violations: Violation[]}>};
        }
      ).axe;
      const context = selector ? document.querySelector(selector) : document;
      if (!context) return [`nothing matches ${selector}`];
      const result = await axe.run(context, {
        runOnly: {type: 'tag', values: tags},
        // Only violations are read: axe then keeps one node of each other result type, which is faster.
        resultTypes: ['violations'],
        rules: Object.fromEntries(disabledRules.map((id) => [id, {enabled: false}])),
      });
      return result.violations.map(
        (v) =>
          `${v.id}: ${v.help} at ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
    },
    {selector, tags: WCAG_TAGS, disabledRules},
  );
}
