import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';

async function openSlider(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await page.locator('.testimonials').scrollIntoViewIfNeeded();
  await hydrated(page, '.testimonials');
  await page.waitForFunction(() => document.querySelector('.testimonials .swiper-initialized') !== null);
}

/** Slides per view from geometry: container = n × slide + (n − 1) × 32px. */
function slidesPerView(page: Page) {
  return page.evaluate(() => {
    const swiper = document.querySelector('.testimonials .swiper')!.getBoundingClientRect().width;
    const slide = document.querySelector('.testimonials .swiper-slide')!.getBoundingClientRect().width;
    return Math.round(((swiper + 32) / (slide + 32)) * 10) / 10;
  });
}

test('the slider does not shift the page when it hydrates', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  const section = page.locator('.testimonials');
  const before = await section.evaluate((el) => el.getBoundingClientRect().height);
  await section.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.testimonials .swiper-initialized') !== null);
  const after = await section.evaluate((el) => el.getBoundingClientRect().height);
  expect(Math.abs(after - before)).toBeLessThan(4);
});

test('the slider holds twelve distinct reviews', async ({ page }) => {
  await openSlider(page, 1300);
  const texts = await page.locator('.testimonials .swiper-slide blockquote').allInnerTexts();
  expect(new Set(texts).size).toBe(12);
});

for (const [width, expected] of [
  [500, 1],
  [900, 2.5],
  [1300, 4.5],
] as const) {
  test(`at ${width}px wide it shows ${expected} slides per view`, async ({ page }) => {
    await openSlider(page, width);
    expect(await slidesPerView(page)).toBe(expected);
  });
}

/** Swiper ignores clicks while a slide transition runs, as a person would wait for it to settle. */
function settled(page: Page) {
  return page.waitForFunction(() => !(document.querySelector('.testimonials .swiper') as HTMLElement & { swiper: { animating: boolean } }).swiper.animating);
}

test('next and previous move the slider', async ({ page }) => {
  await openSlider(page, 500);
  const active = page.locator('.testimonials .swiper-slide-active blockquote');
  const first = await active.innerText();
  await page.getByRole('button', { name: 'Next testimonials' }).click();
  await expect(active).not.toHaveText(first);
  await settled(page);
  const second = await active.innerText();
  await page.getByRole('button', { name: 'Previous testimonials' }).click();
  await expect(active).toHaveText(first);
  await settled(page);
  await page.getByRole('button', { name: 'Previous testimonials' }).click();
  await expect(active).not.toHaveText(first);
  await expect(active).not.toHaveText(second);
});

test('Read More appears only on overflowing text and toggles to Read Less', async ({ page }) => {
  await openSlider(page, 500);
  const long = page.locator('.testimonials .review', { hasText: 'Marcus Bell' });
  const short = page.locator('.testimonials .review', { hasText: 'Priya Natarajan' });
  await expect(short.getByRole('button')).toHaveCount(0);
  const more = long.getByRole('button', { name: 'Read More' });
  await expect(more).toHaveCount(1);
  const clamped = await long.locator('.text').evaluate((el) => el.clientHeight);
  await more.click({ force: true });
  const less = long.getByRole('button', { name: 'Read Less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  expect(await long.locator('.text').evaluate((el) => el.clientHeight)).toBeGreaterThan(clamped);
  await less.click({ force: true });
  await expect(long.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
});
