// Shared test setup: no request may leave the machine, and API calls are captured for assertions.
import { test as base, type Page, type Request } from '@playwright/test';

/** One call the page handed to fetch, as recorded inside the page. */
export interface FetchCall {
  url: string;
  /** The JSON body, parsed; undefined for a call without one. */
  body: Record<string, unknown> | undefined;
  /** How the call ended, once it has. */
  outcome?: 'resolved' | 'rejected';
}

/** Requests the page sent to the API (any host under /v1/). */
export interface ApiLog {
  requests: Request[];
  bodiesTo(path: string): Record<string, unknown>[];
  /**
   * The calls the page has made to /v1/{path} so far (every call without a path), recorded
   * synchronously in the page's fetch: read right after the handler that would make a call has
   * run, it proves no call was made without waiting for one.
   */
  fetched(path?: string): Promise<FetchCall[]>;
}

declare global {
  interface Window {
    /** Each fetch call as made: its URL, its body when that is text, and its outcome. */
    fetchLog: (Omit<FetchCall, 'body'> & { body: string | undefined })[];
  }
}

/** Wraps the page's fetch to log each call when it is made and how it ends; a rejection still reaches the caller. */
function recordFetches() {
  const original = window.fetch.bind(window);
  window.fetchLog = [];
  window.fetch = (input, init) => {
    const call: Window['fetchLog'][number] = {
      url: String(input instanceof Request ? input.url : input),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    window.fetchLog.push(call);
    return original(input, init).then(
      (response) => {
        call.outcome = 'resolved';
        return response;
      },
      (error: unknown) => {
        call.outcome = 'rejected';
        throw error;
      },
    );
  };
}

// Automatic: every test runs with it, so no page ever reaches the network, whether the test reads
// the log or not.
export const test = base.extend<{ api: ApiLog }>({
  api: [
    async ({ page }, use) => {
      const requests: Request[] = [];
      await page.addInitScript(recordFetches);
      // The site's own servers: astro preview on localhost, the CDN runtime on 127.0.0.1.
      await page.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, async (route) => {
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
        bodiesTo: (path) => requests.filter((r) => new URL(r.url()).pathname.endsWith(`/v1/${path}`)).map((r) => r.postDataJSON()),
        fetched: async (path) => {
          const calls = (await page.evaluate(() => window.fetchLog)).map((c) => ({
            ...c,
            body: c.body === undefined ? undefined : JSON.parse(c.body),
          }));
          return path === undefined ? calls : calls.filter((c) => new URL(c.url).pathname.endsWith(`/v1/${path}`));
        },
      });
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

/** The site's bundled code: the islands, their framework and the component scripts (Astro may retry a failed one with a query). */
const BUNDLED = '**/_astro/*.js*';

/** Holds every request for the site's bundled code until release() is called; `held` lists what waits. */
export async function holdIslandCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(BUNDLED, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

/** Answers every request for the site's bundled code with a 404, as after a deploy removed the files. */
export async function failIslandCode(page: Page) {
  await page.route(BUNDLED, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
}

/** Two rendering updates: what lays itself out on a resize, and an intersection observer, have by then run. */
export async function twoFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Resolves once every island inside `selector` has hydrated. */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (s) => document.querySelector(`${s} astro-island[ssr]`) === null && document.querySelector(`${s} astro-island`) !== null,
    selector,
  );
}

/** Resolves once the island inside `selector` has been marked as failed to load. */
export async function failed(page: Page, selector: string) {
  await page.locator(`${selector} astro-island[data-failed]`).waitFor({ state: 'attached' });
}

/**
 * Scrolls the page through and touches every island, so every island hydrates, and waits until
 * React has hydrated all and the testimonial slider, if the page has one, has started.
 */
export async function hydrateAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += Math.max(200, innerHeight / 2)) {
      scrollTo(0, y);
      // Intersection observers run in the frame after the scroll is rendered.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    scrollTo(0, 0);
    // A client:near island also hydrates on the first touch: give each one, should any still wait.
    for (const island of document.querySelectorAll('astro-island[client="near"]')) island.dispatchEvent(new Event('pointerdown'));
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].every(
      (island) => !island.hasAttribute('ssr') && Object.keys(island.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber$')),
    ),
  );
  await page.waitForFunction(() => [...document.querySelectorAll('swiper-container')].every((el) => el.swiper?.initialized));
}

/** The fake clock's start: any fixed moment works, since only differences matter. */
const T0 = Date.UTC(2025, 0, 6, 9);

/** Installs a fake clock that starts at T0 and, until pauseClock, runs in real time. */
export async function installClock(page: Page) {
  await page.clock.install({ time: T0 });
}

/**
 * Stops the fake clock so only runFor moves time afterwards. Called before the page opens, it starts
 * with time stopped. Called later, it stops at T0 plus the test's timeout: the clock has run in real
 * time since installClock, within this test, so that moment is always ahead of it, and the jump
 * fires each due timer once, as when a sleeping laptop wakes.
 */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(T0 + base.info().timeout);
}
