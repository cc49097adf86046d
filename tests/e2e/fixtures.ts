// Shared test setup: no request may leave the machine, and API calls are captured for assertions.
import { test as base, type Request } from '@playwright/test';

/** Requests the page sent to the API (any host under /v1/). */
export interface ApiLog {
  requests: Request[];
  bodiesTo(path: string): Record<string, unknown>[];
}

export const test = base.extend<{ api: ApiLog }>({
  api: async ({ page }, use) => {
    const requests: Request[] = [];
    await page.route(/^https?:\/\/(?!localhost[:/])/, async (route) => {
      const request = route.request();
      if (/\/v1\//.test(request.url())) {
        requests.push(request);
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
      } else {
        await route.abort('blockedbyclient');
      }
    });
    await use({
      requests,
      bodiesTo: (path) =>
        requests.filter((r) => new URL(r.url()).pathname.endsWith(`/v1/${path}`)).map((r) => r.postDataJSON()),
    });
  },
});

export { expect } from '@playwright/test';

/** Scrolls the page through so every client:visible island hydrates, and waits until all have. */
export async function hydrateAll(page: import('@playwright/test').Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += Math.max(200, innerHeight / 2)) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    scrollTo(0, 0);
  });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/**
 * Stops the page's fake clock (installed with page.clock.install) a moment from now, so only
 * runFor moves time afterwards. The installed clock keeps flowing until then, so on a loaded
 * machine the target can slip into the past; then it simply tries again a moment later.
 */
export async function pauseClock(page: import('@playwright/test').Page) {
  for (;;) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
      return;
    } catch (error) {
      if (!String(error).includes('fast-forward to the past')) throw error;
    }
  }
}
