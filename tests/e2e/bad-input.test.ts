import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {openPage, hydrated, useSite} from './support/browser';

/**
 * Addresses a reader (or a link elsewhere) can produce that the site does not expect: each gives the
 * not-found page or shows the input as text, with the app running (hydrated), and never the error
 * screen, a console error, a dialog or a policy violation. Served as GitHub Pages would
 * (scripts/lib/static-server.ts, 404.html with status 404).
 */
const CASES: Array<{path: string; status: number; heading: RegExp}> = [
  {path: 'docs/%E0%A4%A', status: 404, heading: /^Page Not Found$/},
  {path: `docs/${'a'.repeat(10_000)}`, status: 404, heading: /^Page Not Found$/},
  {
    path: 'search?q=<img src=x onerror=alert(1)>',
    status: 200,
    heading: /^Search results for "<img src=x onerror=alert\(1\)>"$/,
  },
  {path: 'docs/?x=<script>alert(1)</script>', status: 200, heading: /^Introduction$/},
  {path: 'docs/%E0%A4%A?q=%E0%A4%A#%E0%A4%A', status: 404, heading: /^Page Not Found$/},
];

describe('bad input in the address', () => {
  const site = useSite();

  for (const {path, status, heading} of CASES) {
    test(`${path.length > 60 ? `${path.slice(0, 40)}... (${path.length} characters)` : path}`, async () => {
      const {context, page, problems} = await openPage(site);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const violations: string[] = [];
      await page.exposeBinding('__cspViolation', (_, text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void (window as unknown as {__cspViolation: (text: string) => void}).__cspViolation(
            `${event.effectiveDirective} ${event.blockedURI}`,
          );
        });
      });
      const url = site.url(path);
      const response = await page.goto(url);
      assert.equal(response?.status(), status);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      assert.match(await page.locator('h1').first().innerText(), heading);
      assert.equal(await page.getByText('This page crashed').count(), 0, 'the error screen shows');
      assert.equal(await page.locator('main img[src="x"]').count(), 0, 'an image from the address became markup');
      assert.equal(
        await page.locator('script:not([src]):not([type])', {hasText: 'alert'}).count(),
        0,
        'a script from the address became markup',
      );
      // The browser reports the not-found document's own status as a console error; nothing else may appear.
      const errors = [...problems.consoleErrors];
      const ownStatus = errors.findIndex((text) => /status of 404/.test(text));
      if (status === 404 && ownStatus >= 0) errors.splice(ownStatus, 1);
      assert.deepEqual({errors, dialogs, violations}, {errors: [], dialogs: [], violations: []});
      await context.close();
    });
  }
});
