// The print stylesheet (src/styles/print.css) is not in the page's HTML: the site script links it
// once the page has painted, and with scripting off a <noscript> link does.
import { expect, test } from './fixtures';
import { requestTimes } from './laterFiles';

const PRINT_SHEET = 'link[rel="stylesheet"][media="print"]';

test('the print stylesheet is requested only once the page has loaded and painted, and then applies', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.waitForFunction((selector) => document.querySelector<HTMLLinkElement>(selector)?.sheet, PRINT_SHEET);
  const times = await requestTimes(page, /\/_astro\/print\.\w+\.css$/);
  expect(times.requested).toHaveLength(1);
  expect(times.requested[0]).toBeGreaterThan(times.painted);
  expect(times.requested[0]).toBeGreaterThanOrEqual(times.loaded);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page prints without the header and footer all the same', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
