// The pricing headline rotates with CSS from the first paint: its animations are read and stepped
// through the Web Animations API, so each test sets the moment it checks instead of waiting for it.
// Its Pause button is a few lines of inline script, so no script file has to load for either.
import type { Page } from '@playwright/test';
import { duration } from '~/lib/design';
import { listItems } from '~/schemas/components';
import { tagAttribute, ui } from '../support/words';
import { expect, test } from './fixtures';
import { WITHOUT_SCRIPTS } from './withoutScripts';

/** The headline's words, as the pricing page's file writes them, and its button's. */
const PHRASES = listItems(tagAttribute('/pricing', 'RotatingHeadline', 'phrases'));
const LEAD = tagAttribute('/pricing', 'RotatingHeadline', 'lead');
const { pause, play } = ui.headline;

/** What the headline shows at `time` ms into its rotation: the phrase in view and its opacity. */
function showsAt(page: Page, time: number) {
  return page.evaluate((t) => {
    const headline = document.querySelector('.rotating-headline')!;
    const box = headline.querySelector('.phrases')!;
    for (const animation of headline.getAnimations({ subtree: true })) {
      animation.pause();
      animation.currentTime = t;
    }
    const top = box.getBoundingClientRect().top;
    const phrase = [...headline.querySelectorAll('.phrase')].find((p) => Math.abs(p.getBoundingClientRect().top - top) < 1);
    return { phrase: phrase?.textContent ?? '', opacity: 1 - Number(getComputedStyle(box, '::after').opacity) };
  }, time);
}

/** The play state of each of the headline's animations. */
const playStates = (page: Page) =>
  page.evaluate(() => document.querySelector('.rotating-headline')!.getAnimations({ subtree: true }).map((a) => a.playState));

test('it rotates, and pauses, with every script file failing to load', async ({ page }) => {
  await WITHOUT_SCRIPTS.find((mode) => mode.javaScriptEnabled)!.prepare(page);
  await page.goto('/pricing');
  expect(await playStates(page)).toEqual(['running', 'running']);
  await page.getByRole('button', { name: pause }).click();
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await expect.poll(() => playStates(page)).toEqual(['paused', 'paused']);
});

test('one phrase per rotation, with a fade at its end', async ({ page }) => {
  await page.goto('/pricing');
  expect(await playStates(page)).toEqual(['running', 'running']);
  const { rotate, fade } = duration;
  // The first rotation and its fade, then a moment into each later one, up to the first phrase again.
  const later = PHRASES.map((_, i) => [(i + 1) * rotate + 10, false] as const).slice(1);
  for (const [time, fading] of [[0, false], [rotate - fade - 1, false], [rotate - fade / 2, true], [rotate, false], ...later] as const) {
    const shown = await showsAt(page, time);
    expect(shown.phrase, `at ${time} ms`).toBe(PHRASES[Math.floor(time / rotate) % PHRASES.length]);
    if (fading) expect(shown.opacity, `at ${time} ms`).toBeLessThan(1);
    else expect(shown.opacity, `at ${time} ms`).toBe(1);
  }
});

test('it pauses while hovered and resumes after', async ({ page }) => {
  await page.goto('/pricing');
  await page.locator('.rotating-headline .phrases').hover();
  await expect.poll(() => playStates(page)).toEqual(['paused', 'paused']);
  await page.mouse.move(0, 0);
  await expect.poll(() => playStates(page)).toEqual(['running', 'running']);
});

test('the pause button stops the rotation for good, and screen readers get every phrase once', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.locator('.rotating-headline .visually-hidden')).toHaveText(`${LEAD} ${PHRASES.join(', ')}`);
  await page.getByRole('button', { name: pause }).click();
  await expect(page.getByRole('button', { name: pause })).toHaveCount(0);
  // Neither leaving the headline nor its focus leaving starts it again.
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await expect.poll(() => playStates(page)).toEqual(['paused', 'paused']);
  await page.getByRole('button', { name: play }).click();
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await expect.poll(() => playStates(page)).toEqual(['running', 'running']);
  await expect(page.getByRole('button', { name: pause })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the headline stands still on its first phrase, with no button that could not work', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('.rotating-headline .toggle')).toBeHidden();
    await expect(page.locator('.rotating-headline .phrase').first()).toBeVisible();
    const moving = await page.locator('.rotating-headline .track').evaluate((track) => getComputedStyle(track).animationName);
    expect(moving).toBe('none');
  });
});

test('under reduced motion the phrase still changes, without fading', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/pricing');
  expect(await playStates(page)).toEqual(['running']);
  expect(await showsAt(page, duration.rotate - duration.fade / 2)).toEqual({ phrase: PHRASES[0], opacity: 1 });
  expect(await showsAt(page, duration.rotate + 10)).toEqual({ phrase: PHRASES[1 % PHRASES.length], opacity: 1 });
});
