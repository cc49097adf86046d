import type { Locator, Page } from '@playwright/test';
import { expect, installClock, pauseClock, test } from '../fixtures';

const PHRASES = ['plan documents', 'no setup cost', 'no minimum usage', 'no platform fee'];
const LEAD = 'Every plan includes';

/** Loads /pricing on a fake clock, waits for hydration, then stops time so only runFor moves it. */
async function openPaused(page: Page) {
  await installClock(page);
  await page.goto('/pricing');
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  await pauseClock(page);
  return page.locator('.rotating-headline .phrase');
}

/** Steps the clock until the next fade starts, so the test is aligned with the 3 s cycle. */
async function untilFadeStarts(page: Page, phrase: Locator) {
  for (let step = 0; step < 40 && !/fading/.test((await phrase.getAttribute('class')) ?? ''); step++) {
    await page.clock.runFor(100);
  }
  await expect(phrase).toHaveClass(/fading/);
}

const after = (text: string) => PHRASES[(PHRASES.indexOf(text) + 1) % PHRASES.length]!;

test('the pricing headline changes phrase every 3 seconds with a 0.5 s fade', async ({ page, api: _api }) => {
  const phrase = await openPaused(page);
  await untilFadeStarts(page, phrase);
  const first = (await phrase.textContent())!;
  await page.clock.runFor(500);
  await expect(phrase).toHaveText(after(first));
  await expect(phrase).not.toHaveClass(/fading/);
  // The fade was seen up to 100 ms after it began: 2.4 s later the next one has not begun, 0.15 s more and it has.
  await page.clock.runFor(2400);
  await expect(phrase).not.toHaveClass(/fading/);
  await page.clock.runFor(150);
  await expect(phrase).toHaveClass(/fading/);
  await page.clock.runFor(500);
  await expect(phrase).toHaveText(after(after(first)));
});

test('it pauses while hovered and resumes after', async ({ page, api: _api }) => {
  const phrase = await openPaused(page);
  await phrase.hover();
  const held = (await phrase.textContent())!;
  await page.clock.runFor(7000);
  await expect(phrase).toHaveText(held);
  await page.mouse.move(0, 0);
  await untilFadeStarts(page, phrase);
  await page.clock.runFor(500);
  await expect(phrase).toHaveText(after(held));
});

test('the pause button stops the rotation and screen readers get every phrase once', async ({ page, api: _api }) => {
  const phrase = await openPaused(page);
  await expect(page.locator('.rotating-headline .visually-hidden')).toHaveText(`${LEAD} ${PHRASES.join(', ')}`);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  const held = (await phrase.textContent())!;
  await page.clock.runFor(10_000);
  await expect(phrase).toHaveText(held);
  await expect(page.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
});

test('under reduced motion the phrase changes without fading', async ({ page, api: _api }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const phrase = await openPaused(page);
  await untilFadeStarts(page, phrase);
  const before = (await phrase.textContent())!;
  expect(await phrase.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await page.clock.runFor(500);
  await expect(phrase).toHaveText(after(before));
});
