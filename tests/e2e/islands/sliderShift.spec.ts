import { expect, test } from '../fixtures';

test('the slider does not shift the page when it hydrates', async ({ page, api: _api }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  const section = page.locator('.testimonials');
  const before = await section.evaluate((el) => el.getBoundingClientRect().height);
  await section.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.testimonials .swiper-initialized') !== null);
  const after = await section.evaluate((el) => el.getBoundingClientRect().height);
  expect(Math.abs(after - before)).toBeLessThan(4);
});
