// Islands marked client:interact load no framework code until the visitor touches them, and the
// first interaction is not lost: it is replayed once the island has hydrated. Each test holds the
// island's code back until the interaction is done, so it proves the replay, not a race.
import type { Page } from '@playwright/test';
import { expect, holdIslandCode, test } from '../fixtures';

const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((s) => document.querySelector(`${s} astro-island:not([ssr]), astro-island:not([ssr]) ${s}`) !== null, selector);

test('an island below the fold loads no framework code when scrolled into view', async ({ page, api: _api }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/product/ichra/rules-and-regulations');
  await page.locator('summary', { hasText: 'Allowances' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const islandCode = await page
    .locator('astro-island')
    .evaluateAll((islands) => islands.flatMap((i) => [i.getAttribute('component-url'), i.getAttribute('renderer-url')]));
  expect(islandCode.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => islandCode.includes(s))).toEqual([]);
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
});

test('the first click on a poster plays the video', async ({ page, api }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>stub player</title>' }));
  await page.goto('/product/gchra');
  const code = await holdIslandCode(page);
  await page.getByRole('button', { name: /^Play video:/ }).click();
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  code.release();
  await expect(page.locator('iframe[src*="autoplay=1"]')).toBeAttached();
  await expect.poll(() => api.bodiesTo('webpage/video').length).toBe(1);
});

test('the first click on an accordion item opens it', async ({ page, api: _api }) => {
  await page.goto('/');
  const code = await holdIslandCode(page);
  const item = page.locator('details', { has: page.getByText('Reimbursements', { exact: true }) });
  await item.locator('summary').click();
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  code.release();
  await hydrated(page, 'details');
  await expect(item).toHaveAttribute('open');
  await expect(item.getByText('bank transfer (ACH)')).toBeVisible();
});
