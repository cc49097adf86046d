import { watchRequests } from '../../scripts/lib/networkSettled';
import { expect, test } from './fixtures';

// The wait the budget and framework tests use: it follows the page's requests by their events and
// ends on the page's idle time, and for a page the browser gives none, it still ends.

test('a page the browser gives no idle time is taken as it stands, not waited on until the test times out', async ({ page }) => {
  // Every frame's work outlasts the frame, so no idle period ever starts.
  const busy = '<!doctype html><title>busy</title><script>const spin = () => { const end = performance.now() + 40; while (performance.now() < end); requestAnimationFrame(spin); }; requestAnimationFrame(spin);</script>';
  await page.route('**/busy', (route) => route.fulfill({ contentType: 'text/html', body: busy }));
  const network = watchRequests(page);
  await page.goto('/busy');
  await network.settled();
  await expect(page).toHaveTitle('busy');
});

test('the wait lasts until a request the page starts when idle has ended', async ({ page }) => {
  await page.route('**/idle-fetch', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><script>requestIdleCallback(() => fetch("/late"))</script>' }),
  );
  await page.route('**/late', (route) => route.fulfill({ body: 'late' }));
  let finished = false;
  page.on('requestfinished', (r) => (finished ||= r.url().endsWith('/late')));
  const network = watchRequests(page);
  await page.goto('/idle-fetch');
  await network.settled();
  expect(finished).toBe(true);
});
