// The home page's testimonial slider: Swiper's web component, started as the section nears the
// screen, laid out before that as it will be, and readable with no script at all.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { breakpoint, slider } from '~/lib/design';
import { testimonials, ui as uiWords } from '../../support/words';

const ui = uiWords.slider;

/** The quotes of content/testimonials/testimonials.yaml by length: the longest overflows its five lines, the shortest fits them. */
const byLength = [...testimonials].sort((a, b) => a.text.length - b.text.length);
const shortest = byLength[0]!;
const longest = byLength.at(-1)!;

/** Resolves once Swiper runs the slider. */
function started(page: Page) {
  return page.waitForFunction(() => document.querySelector('swiper-container')?.swiper?.initialized === true);
}

async function openSlider(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await page.locator('.testimonials').scrollIntoViewIfNeeded();
  await started(page);
}

/** Slides per view from geometry: container = n × slide + (n − 1) × gap. */
function slidesPerView(page: Page) {
  return page.evaluate((gap) => {
    const container = document.querySelector('swiper-container')!.getBoundingClientRect().width;
    const slide = document.querySelector('swiper-slide')!.getBoundingClientRect().width;
    return Math.round(((container + gap) / (slide + gap)) * 10) / 10;
  }, slider.gap);
}

/**
 * Starts summing the page's layout shifts that no input caused, as Cumulative Layout Shift counts
 * them, from this moment on; the function it resolves to reads the sum two frames later. Shifts
 * from before (a first paint made mid-parse on a busy machine) are the page load's, not Swiper's.
 */
async function shiftsFromNow(page: Page) {
  await page.evaluate(() => {
    const counted = window as Window & { shifts?: number };
    counted.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) counted.shifts! += e.value;
    }).observe({ type: 'layout-shift' });
  });
  return () =>
    page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as Window & { shifts?: number }).shifts!)))),
    );
}

for (const width of [390, 900, 1300]) {
  test(`at ${width}px nothing moves when Swiper starts`, async ({ page }) => {
    // Swiper's code waits until the row, laid out by the page's CSS alone, has been measured.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/_astro/swiperElement*.js', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.testimonials, swiper-slide .review')].flatMap((el) => {
          const { x, y, width, height } = el.getBoundingClientRect();
          return [x, y, width, height];
        }),
      );
    await page.locator('testimonial-slider.ready').scrollIntoViewIfNeeded();
    await expect.poll(() => asked).toBe(true);
    const before = await boxes();
    const shifts = await shiftsFromNow(page);
    release();
    await started(page);
    // Within a pixel: Swiper sets the row's height from the cards' whole-pixel offsetHeight.
    const after = await boxes();
    expect(after.map((value, i) => Math.abs(value - before[i]!)).filter((moved) => moved >= 1)).toEqual([]);
    expect(await shifts()).toBe(0);
  });
}

test('the slider holds every review, each once', async ({ page }) => {
  await openSlider(page, 1300);
  const texts = await page.locator('swiper-slide blockquote').allInnerTexts();
  expect(new Set(texts).size).toBe(testimonials.length);
});

for (const [width, expected] of [
  [breakpoint.sliderMid - 1, slider.perView.narrow],
  [breakpoint.sliderMid, slider.perView.mid],
  [breakpoint.sliderWide, slider.perView.wide],
] as const) {
  test(`at ${width}px wide it shows ${expected} slides per view`, async ({ page }) => {
    await openSlider(page, width);
    expect(await slidesPerView(page)).toBe(expected);
  });
}

test('each card is as tall as its own text, and the slider as tall as the cards in view', async ({ page }) => {
  await openSlider(page, 390);
  const [card, row] = await page.evaluate(() => {
    const active = document.querySelector('swiper-slide.swiper-slide-active .review')!;
    return [active.getBoundingClientRect().height, document.querySelector('swiper-container')!.getBoundingClientRect().height];
  });
  expect(Math.abs(row - card)).toBeLessThan(1);
  const blank = await page.evaluate(() => {
    // The space inside each card below its last line of text.
    return [...document.querySelectorAll('.review')].map((review) => review.getBoundingClientRect().bottom - review.lastElementChild!.getBoundingClientRect().bottom);
  });
  expect(Math.max(...blank)).toBeLessThan(30);
});

/** Swiper ignores clicks while a slide transition runs, as a person would wait for it to settle. */
function settled(page: Page) {
  return page.waitForFunction(() => !document.querySelector('swiper-container')!.swiper.animating);
}

test('next and previous move the slider, and it loops', async ({ page }) => {
  await openSlider(page, 500);
  const active = page.locator('swiper-slide.swiper-slide-active blockquote');
  const first = await active.innerText();
  await page.getByRole('button', { name: ui.next }).click();
  await expect(active).not.toHaveText(first);
  await settled(page);
  const second = await active.innerText();
  await page.getByRole('button', { name: ui.previous }).click();
  await expect(active).toHaveText(first);
  await settled(page);
  await page.getByRole('button', { name: ui.previous }).click();
  await expect(active).not.toHaveText(first);
  await expect(active).not.toHaveText(second);
});

test('cards out of view take no focus, so Tab never pulls the slider out of line', async ({ page }) => {
  await openSlider(page, 500);
  expect(await page.locator('swiper-slide:not([inert])').count()).toBe(1);
  await expect(page.locator('swiper-slide.swiper-slide-active')).not.toHaveAttribute('inert');
});

test('Read More appears only on overflowing text and toggles to Read Less, the slider growing with it', async ({ page }) => {
  await openSlider(page, 500);
  const long = page.locator('.review', { hasText: longest.name });
  const short = page.locator('.review', { hasText: shortest.name });
  await expect(short.getByRole('button')).toBeHidden();
  // One card in view at this width: on to the long quote's.
  for (let i = 0; i < testimonials.indexOf(longest); i++) {
    await page.getByRole('button', { name: ui.next }).click();
    await settled(page);
  }
  const more = long.getByRole('button', { name: ui.readMore });
  await expect(more).toBeVisible();
  const clamped = await long.locator('.text').evaluate((el) => el.clientHeight);
  await more.click();
  const less = long.getByRole('button', { name: ui.readLess });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  expect(await long.locator('.text').evaluate((el) => el.clientHeight)).toBeGreaterThan(clamped);
  await expect
    .poll(() => page.evaluate(() => document.querySelector('swiper-container')!.getBoundingClientRect().bottom - document.querySelector('swiper-slide.swiper-slide-active')!.getBoundingClientRect().bottom))
    .toBeGreaterThanOrEqual(0);
  await less.click();
  await expect(long.getByRole('button', { name: ui.readMore })).toHaveAttribute('aria-expanded', 'false');
});

test('under reduced motion a slide changes at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSlider(page, 500);
  expect(await page.evaluate(() => document.querySelector('swiper-container')!.swiper.params.speed)).toBe(0);
});

test('when Swiper cannot load, every card shows in columns, with its Read More', async ({ page }) => {
  await page.route('**/_astro/swiperElement*.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto('/');
  await page.locator('.testimonials').scrollIntoViewIfNeeded();
  await expect(page.locator('testimonial-slider[data-failed]')).toHaveCount(1);
  // Two columns at this width, every card with its full height.
  const boxes = await page.locator('swiper-slide').evaluateAll((slides) => slides.map((s) => s.getBoundingClientRect()).map((r) => ({ left: Math.round(r.left), height: r.height })));
  expect(new Set(boxes.map((b) => b.left)).size).toBe(2);
  expect(boxes.every((b) => b.height > 50)).toBe(true);
  await expect(page.getByRole('button', { name: ui.next })).toBeHidden();
  const long = page.locator('.review', { hasText: longest.name });
  await long.getByRole('button', { name: ui.readMore }).click();
  await expect(long.getByRole('button', { name: ui.readLess })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every testimonial is shown in full, with no Read More and no arrows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/');
    const texts = page.locator('.review .text');
    await expect(texts).toHaveCount(testimonials.length);
    for (const text of await texts.all()) {
      await expect(text).toBeVisible();
      expect(await text.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    }
    await expect(page.getByRole('button', { name: ui.readMore })).toHaveCount(0);
    await expect(page.getByRole('button', { name: ui.next })).toBeHidden();
  });
});
