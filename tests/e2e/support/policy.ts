import type {BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {openPage, type PageProblems, type Site} from './browser';

/**
 * Watching a page for Content Security Policy violations (src/plugins/content-security-policy). The
 * browser reports each blocked script, eval, style sheet, image or request as a `securitypolicyviolation`
 * event and a console error; both are collected.
 */
export interface Watched {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  /** Every violation and policy error so far, on every page the tab showed, each with its page's URL. */
  violations: () => Promise<string[]>;
  /** The violations and policy errors of the page now shown, since the last call; no fixed wait. */
  takePageViolations: () => Promise<string[]>;
}

interface ViolationWindow {
  __cspViolation: (text: string) => void;
  __cspViolations: string[];
}

const isPolicyError = (text: string): boolean => /Content Security Policy|Refused to/i.test(text);

/** A page that records policy violations from its first script on, whatever page it navigates to. */
export async function watchedPage(
  site: Site,
  options: BrowserContextOptions = {viewport: {width: 1280, height: 900}},
): Promise<Watched> {
  const {context, page, problems} = await openPage(site, options);
  const seen: string[] = [];
  await context.exposeBinding('__cspViolation', ({page: source}, text: string) => {
    seen.push(`${source.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    const own = window as unknown as ViolationWindow;
    own.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const text =
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ` +
        `${event.sourceFile}:${event.lineNumber} ${event.sample}`;
      // Kept in the page for takePageViolations, and sent out for violations(), which outlives the page.
      own.__cspViolations.push(text);
      void own.__cspViolation(text);
    });
  });
  let consoleSeen = 0;
  return {
    context,
    page,
    problems,
    violations: async () => {
      // Events are delivered through the binding asynchronously: let them arrive.
      await page.waitForTimeout(100);
      const policyErrors = problems.consoleErrors.filter(isPolicyError);
      return [...seen, ...policyErrors.map((text) => `console: ${text}`)];
    },
    takePageViolations: async () => {
      // A task later, every violation event queued so far has been dispatched.
      const events = await page.evaluate(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        const own = window as unknown as ViolationWindow;
        return own.__cspViolations.splice(0);
      });
      const policyErrors = problems.consoleErrors.slice(consoleSeen).filter(isPolicyError);
      consoleSeen = problems.consoleErrors.length;
      return [...events, ...policyErrors.map((text) => `console: ${text}`)];
    },
  };
}
