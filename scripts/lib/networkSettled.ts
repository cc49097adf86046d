// When a page has fetched all it is going to fetch for now. Playwright's `networkidle` (discouraged
// in its own docs) can lose its state for good: a request that starts and ends while the event is
// recorded arms no new idle timer, and the frame's next DOMContentLoaded then clears the event, so
// a test waiting on it hangs until its timeout. This counts the page's own request events instead
// (subframes included).
import type { Page, Request } from 'playwright-core';

/**
 * How long one idle callback may wait for the browser to give the page idle time. Now and then
 * (about one page in thirty in the JavaScript budgets, on a busy two-core machine) Chromium stops
 * producing frames for a page that has nothing in flight and runs no script: its animation frames
 * and idle callbacks never come, though the page still runs a task. The bound ends the wait for
 * such a page, which is then measured as it stands, and says so.
 */
const IDLE_BOUND_MS = 2000;

/**
 * Two idle periods in a row: any directive waiting on an idle callback or an observer has run by
 * then. True when the browser gave the page no idle time within the bound.
 */
const mainThreadIdle = (bound: number) =>
  new Promise<boolean>((resolve) =>
    requestIdleCallback((first) => requestIdleCallback((second) => resolve(first.didTimeout || second.didTimeout), { timeout: bound }), { timeout: bound }),
  );

/**
 * The page's first contentful paint, and two frames after it: by then whatever waits for the first
 * paint (src/client/afterFirstPaint.ts: the header's script, the page view) has queued its idle
 * callback, ahead of the two that follow. True when the browser gave no paint or frame within the bound.
 */
const paintedTwoFramesAgo = (bound: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), bound);
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(timer), resolve(false))));
    }).observe({ type: 'paint', buffered: true });
  });

/**
 * Starts counting `page`'s requests; call before `goto`. `settled()` resolves once the page has
 * painted, no request is in flight and the page's main thread has gone idle (or the browser has
 * withheld frames or idle time for IDLE_BOUND_MS) without starting another one.
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
      if (await page.evaluate(paintedTwoFramesAgo, IDLE_BOUND_MS)) console.warn(`${page.url()}: the browser painted no frame within ${IDLE_BOUND_MS} ms; measured as it stands`);
      for (;;) {
        if (inFlight.size > 0) await new Promise<void>((resolve) => (onEmpty = resolve));
        const before = started;
        if (await page.evaluate(mainThreadIdle, IDLE_BOUND_MS)) console.warn(`${page.url()}: the browser gave the page no idle time within ${IDLE_BOUND_MS} ms; measured as it stands`);
        if (started === before && inFlight.size === 0) return;
      }
    },
  };
}
