// The next page ready before the click (the page's speculation rules, src/lib/speculationRules.ts):
// a link the visitor points at is fetched before the click and opened from what was fetched. Chrome
// turns prerendering off for any browser driven through DevTools, as the tests are (it reports
// PrerenderingDisabledByDevTools), so what a test can see is the document requested ahead, which
// the prerender starts with. A prerendered page counts its view only once shown; the test plays
// the browser's part by holding the page in the prerendering state, then showing it.
import { watchRequests } from '../../scripts/lib/networkSettled';
import { deliveryType, fetchAhead } from './fetchAhead';
import { site } from '../support/words';
import { expect, test } from './fixtures';

test('a link the visitor points at is requested before the click, and opened from that answer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const ahead = await fetchAhead(page, '/pricing');
  await page.goto('/');
  const { label } = site.header.links.find((link) => link.href === '/pricing')!;
  const link = page.getByRole('navigation', { name: site.header.navLabel }).getByRole('link', { name: label, exact: true });
  await link.hover();
  await ahead.ready;
  await link.click();
  await page.waitForURL('**/pricing');
  expect(await deliveryType(page)).toBe('navigational-prefetch');
});

test('nothing is fetched ahead before the visitor points at a link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  const started: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', (event: { prefetchUrl: string }) => started.push(event.prefetchUrl));
  cdp.on('Preload.prerenderStatusUpdated', (event: { key: { url: string } }) => started.push(event.key.url));
  await cdp.send('Preload.enable');
  const network = watchRequests(page);
  await page.goto('/');
  await network.settled();
  // The rules are read (the browser lists the page's links as candidates), and none is fetched.
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('script[type="speculationrules"]').length)).toBe(1);
  expect(started).toEqual([]);
});

test('a prerendered page counts its view only once it is shown', async ({ page, api }) => {
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(Document.prototype, 'prerendering', { get: () => prerendering, configurable: true });
    (window as Window & { show?: () => void }).show = () => {
      prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
    };
  });
  await page.goto('/pricing');
  // Loaded and painted while prerendering, and left idle: still no view.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  expect(await api.fetched('webpage')).toEqual([]);
  await page.evaluate(() => (window as Window & { show?: () => void }).show!());
  await expect.poll(async () => (await api.fetched('webpage')).map((call) => call.body)).toEqual([{ url: '/pricing' }]);
});
