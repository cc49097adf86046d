// Chrome fetching a page ahead on the speculation rules (src/lib/speculationRules.ts), as a test can
// see it: Chrome turns prerendering off for a browser driven through DevTools, as the tests are (it
// reports PrerenderingDisabledByDevTools), so what shows is the document requested ahead, which a
// prerender starts with (docs/testing.md).
import type { Page } from '@playwright/test';

/** Watches for Chrome fetching ahead a URL whose path is `path`; `ready` resolves once it has. */
export async function fetchAhead(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  const ready = new Promise<void>((resolve) => {
    cdp.on('Preload.prefetchStatusUpdated', (event: { prefetchUrl: string; status: string }) => {
      if (event.status === 'Ready' && new URL(event.prefetchUrl).pathname === path) resolve();
    });
  });
  await cdp.send('Preload.enable');
  return { ready };
}

/** How the page now shown came: 'navigational-prefetch' when it was opened from what was fetched ahead. */
export function deliveryType(page: Page): Promise<string> {
  return page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType);
}
