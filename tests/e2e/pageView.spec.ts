import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe('page views', () => {
  test('a product page with a query string sends url, every parameter and the product', async ({ page, api }) => {
    await page.goto('/product/ichra/compare-pricing?utm_source=newsletter&ref=42');
    await expect.poll(() => api.bodiesTo('webpage').length).toBe(1);
    const [request] = api.requests;
    expect(request!.url()).toBe('https://api-staging.salusion.com/v1/webpage');
    expect(request!.method()).toBe('POST');
    expect(api.bodiesTo('webpage')[0]).toEqual({
      url: '/product/ichra/compare-pricing',
      utm_source: 'newsletter',
      ref: '42',
      // The product code of the path, upper-cased (src/lib/pageView.ts).
      product: 'ichra'.toUpperCase(),
    });
  });

  test('the page view waits for the first paint', async ({ page, api }) => {
    await page.goto('/pricing');
    await expect.poll(() => api.bodiesTo('webpage').length).toBe(1);
    // The route answers the call before the page records its timing entry, at the response's end.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/v1/webpage')))).toBe(true);
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const view = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/v1/webpage'));
      return { paint, view: view?.startTime ?? Number.NaN };
    });
    expect(order.view).toBeGreaterThanOrEqual(order.paint);
  });

  /**
   * Opens /product/ichra-vs-qsehra on Lighthouse's phone, where its video poster is in the first
   * screen and the largest paint, with the poster held back from painting until `showPoster` (a
   * slow paint after the load event, as on a busy machine, made a dependable one). The page's
   * calls to the API are timed in the page: the test's own record of a request can arrive after
   * the test has looked.
   */
  async function openWithPosterHeld(page: Page, { elementTiming }: { elementTiming: boolean }) {
    await page.addInitScript((elementTiming) => {
      if (!elementTiming) {
        // As in Firefox and Safari.
        const types = PerformanceObserver.supportedEntryTypes.filter((type) => type !== 'element');
        Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => types });
      }
      // A constructed sheet, which the page's CSP (hashes only) lets in, unlike a <style>.
      const held = new CSSStyleSheet();
      held.replaceSync('img[elementtiming] { visibility: hidden }');
      document.adoptedStyleSheets = [held];
      const calls: number[] = [];
      Object.assign(window, { viewCalls: calls });
      const send = window.fetch;
      window.fetch = (input, init) => {
        if (String(input).endsWith('/v1/webpage')) calls.push(performance.now());
        return send(input, init);
      };
    }, elementTiming);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/product/ichra-vs-qsehra');
    return {
      viewCalls: () => page.evaluate(() => (window as unknown as { viewCalls: number[] }).viewCalls),
      showPoster: () => page.evaluate(() => (document.adoptedStyleSheets = [])),
    };
  }

  test('the page view waits for a first-screen video poster to be painted', async ({ page }) => {
    const { viewCalls, showPoster } = await openWithPosterHeld(page, { elementTiming: true });
    // Past the load, the first paint, two frames and an idle moment: when the view went out before.
    const twoFramesAndIdle = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(done)))));
    await twoFramesAndIdle();
    await twoFramesAndIdle();
    expect(await viewCalls()).toEqual([]);
    await showPoster();
    await expect.poll(async () => (await viewCalls()).length).toBe(1);
    const posterPainted = await page.evaluate(
      // Element Timing entries are read from an observer only.
      () =>
        new Promise<number>((done) =>
          new PerformanceObserver((entries, observer) => {
            observer.disconnect();
            done(entries.getEntries().find((e) => (e as PerformanceEntry & { identifier: string }).identifier === 'video-poster')?.startTime ?? Number.NaN);
          }).observe({ type: 'element', buffered: true }),
        ),
    );
    expect((await viewCalls())[0]).toBeGreaterThanOrEqual(posterPainted);
  });

  test('a browser without Element Timing sends the view without waiting for the poster', async ({ page }) => {
    const { viewCalls } = await openWithPosterHeld(page, { elementTiming: false });
    await expect.poll(async () => (await viewCalls()).length).toBe(1);
    // Not at the wait's 3 s limit (src/client/afterFirstPaint.ts), which a poster that never paints ends.
    expect((await viewCalls())[0]).toBeLessThan(3_000);
  });

  test('/pricing sends no product field', async ({ page, api }) => {
    await page.goto('/pricing');
    await expect.poll(() => api.bodiesTo('webpage').length).toBe(1);
    expect(api.bodiesTo('webpage')[0]).toEqual({ url: '/pricing' });
  });

  for (const waitUntil of ['domcontentloaded', 'load'] as const) {
    test(`three quick navigations send three page views, exactly one each (each left at ${waitUntil})`, async ({ page, api }) => {
      // Each page is left as soon as its scripts have run (or it has loaded), before its view would
      // go out on its own: the view goes out as the page is left.
      for (const path of ['/', '/pricing', '/broker-program']) await page.goto(path, { waitUntil });
      // The fourth page stays until its view has gone out on its own, after the three sent on
      // leaving and any second one the first three might wrongly send.
      await page.goto('/terms-of-service');
      await expect.poll(() => api.bodiesTo('webpage').map((body) => body.url)).toContain('/terms-of-service');
      expect(api.bodiesTo('webpage')).toEqual([{ url: '/' }, { url: '/pricing' }, { url: '/broker-program' }, { url: '/terms-of-service' }]);
    });
  }

  test('a page whose view has gone out sends none when left', async ({ page, api }) => {
    await page.goto('/pricing');
    await expect.poll(() => api.bodiesTo('webpage').length).toBe(1);
    await page.goto('/terms-of-service');
    await expect.poll(() => api.bodiesTo('webpage').map((body) => body.url)).toContain('/terms-of-service');
    expect(api.bodiesTo('webpage')).toEqual([{ url: '/pricing' }, { url: '/terms-of-service' }]);
  });

  test('under Global Privacy Control, pages left at once send nothing either', async ({ page, api }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    for (const path of ['/', '/pricing', '/broker-program']) await page.goto(path, { waitUntil: 'domcontentloaded' });
    // The last page sends nothing on its own either; by the time it has loaded, anything the pages
    // before it sent on leaving has reached the route.
    await page.goto('/terms-of-service');
    expect(api.requests).toEqual([]);
  });

  test('no page view is sent under Global Privacy Control', async ({ page, api }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    // The view would be sent in the first idle callback two frames after both load and the first
    // contentful paint: wait for the same, queue an idle callback of our own, which runs after the
    // page's, and the log is final.
    await page.goto('/pricing', { waitUntil: 'load' });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new PerformanceObserver((entries, observer) => {
            if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
            observer.disconnect();
            setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))));
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    expect(await api.fetched('webpage')).toEqual([]);
  });

  test('a failing page-view call stays invisible', async ({ page, api }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(/\/v1\/webpage/, (route) => route.abort('failed'));
    await page.goto('/pricing');
    await expect.poll(async () => (await api.fetched('webpage')).map((call) => call.outcome)).toEqual(['rejected']);
    expect(errors).toEqual([]);
  });
});
