import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

/*
 * A journey fails on anything a shopper's browser reports as gone wrong, even when the page still
 * looks right: an error in the console (React's hydration mismatches included, which it reports
 * there and as an uncaught error), an uncaught exception, a request that failed, or an answer of
 * 400 or more.
 */

/** Collects what goes wrong in a page's browser; read it at the end. */
function watchBrowser(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // The browser cancels what a navigation makes needless (a preload, the old page's requests).
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/** Playwright's `test` whose page fails the test on any browser problem. */
export const journeyTest = base.extend({
  page: async ({ page }, use) => {
    const problems = watchBrowser(page);
    await use(page);
    expect(problems, 'what the browser reported').toEqual([]);
  },
});
