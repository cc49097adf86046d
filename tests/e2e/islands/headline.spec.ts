import type { Page } from '@playwright/test';
import { expect, pauseClock, test } from '../fixtures';

/** Loads /pricing on a fake clock, waits for hydration, then stops time so only runFor moves it. */
async function openPaused(page: Page) {
  await page.clock.install();
  await page.goto('/pricing');
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  await pauseClock(page);
}

const PHRASES = ['plan documents', 'no setup cost', 'no minimum usage', 'no platform fee'];

test('the pricing headline changes phrase every 3 seconds and pauses on hover', async ({ page, api: _api }) => {
  await openPaused(page);
  const phrase = page.locator('.rotating-headline .phrase');
  await expect(phrase).toHaveText(PHRASES[0]!);
  await page.clock.runFor(3000);
  await expect(phrase).toHaveClass(/fading/);
  await page.clock.runFor(500);
  await expect(phrase).toHaveText(PHRASES[1]!);
  await page.clock.runFor(3500);
  await expect(phrase).toHaveText(PHRASES[2]!);

  await phrase.hover();
  await page.clock.runFor(7000);
  await expect(phrase).toHaveText(PHRASES[2]!);
  await page.mouse.move(0, 0);
  await page.clock.runFor(3500);
  await expect(phrase).toHaveText(PHRASES[3]!);
});

test('the pause button stops the rotation and screen readers get every phrase once', async ({ page, api: _api }) => {
  await openPaused(page);
  const hidden = page.locator('.rotating-headline .visually-hidden');
  await expect(hidden).toHaveText(`Every plan includes ${PHRASES.join(', ')}`);
  const pause = page.getByRole('button', { name: 'Pause' });
  await pause.click();
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await page.clock.runFor(10_000);
  await expect(page.locator('.rotating-headline .phrase')).toHaveText(PHRASES[0]!);
  await expect(page.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
});

test('under reduced motion the phrase changes without fading', async ({ page, api: _api }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPaused(page);
  const phrase = page.locator('.rotating-headline .phrase');
  await page.clock.runFor(3100);
  await expect(phrase).toHaveClass(/fading/);
  expect(await phrase.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await page.clock.runFor(500);
  await expect(phrase).toHaveText(PHRASES[1]!);
});
