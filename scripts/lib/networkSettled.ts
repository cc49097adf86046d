// When a page has fetched all it is going to fetch for now. Playwright's `networkidle` (discouraged
// in its own docs) can lose its state for good: a request that starts and ends while the event is
// recorded arms no new idle timer, and the frame's next DOMContentLoaded then clears the event, so
// a test waiting on it hangs until its timeout. This counts the page's own request events instead
// (subframes included).
import type { Page, Request } from 'playwright-core';

/** Two idle periods in a row: any directive waiting on an idle callback or an observer has run by then. */
const mainThreadIdle = () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve())));

/**
 * Starts counting `page`'s requests; call before `goto`. `settled()` resolves once no request is in
 * flight and the page's main thread has gone idle without starting another one.
 */
export function watchRequests(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let started = 0;
  let onEmpty: (() => void) | undefined;
  page.on('request', (request) => {
    inFlight.add(request);
    started += 1;
  });
  const finish = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) onEmpty?.();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);

  return {
    async settled() {
      for (;;) {
        if (inFlight.size > 0) await new Promise<void>((resolve) => (onEmpty = resolve));
        const before = started;
        await page.evaluate(mainThreadIdle);
        if (started === before && inFlight.size === 0) return;
      }
    },
  };
}
