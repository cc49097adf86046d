// Every accordion (the home capabilities, guide sections, FAQ questions) is a native <details>: it
// opens with no script at all, each item on its own, and its collapse is a CSS transition of
// duration.collapse, with none under reduced motion.
import type { Locator } from '@playwright/test';
import { duration } from '~/lib/design';
import { capabilities, titledBlocks } from '../support/words';
import { expect, test } from './fixtures';
import { WITHOUT_SCRIPTS } from './withoutScripts';

/**
 * Clicks the item's summary and reads the height of its content box in every frame until the box
 * has reached its end (the body's full height, or 0 when closing): the heights it went through and
 * the time that took on the frames' own clock. The transition starts at the time of the first frame
 * after the click and ends on the frame clock too, so a busy machine that delays frames cannot make
 * it look shorter than it is.
 */
function toggleAndTrace(item: Locator) {
  return item.evaluate(async (el) => {
    const box = () => parseFloat(getComputedStyle(el, '::details-content').blockSize);
    const body = el.querySelector<HTMLElement>('.accordion-body')!;
    el.querySelector('summary')!.click();
    const end = el.hasAttribute('open') ? body.offsetHeight : 0;
    const heights: number[] = [];
    const frames: number[] = [];
    while (heights.at(-1) !== end) {
      frames.push(await new Promise<number>(requestAnimationFrame));
      heights.push(Math.round(box()));
    }
    return { heights, end, elapsed: frames.at(-1)! - frames[0]! };
  });
}

/** The first guide section of the rules guide at `path`, as its file writes it. */
const firstSection = (path: string) => titledBlocks(path, 'Section')[0]!;

test('accordion items open and close independently', async ({ page }) => {
  await page.goto('/');
  // The home page's first two capabilities, in the order of content/data/capabilities.yaml.
  const [first, second] = capabilities;
  const item = (title: string) => page.locator('details', { has: page.getByText(title, { exact: true }) });
  const one = item(first!.title);
  const other = item(second!.title);
  await one.locator('summary').click();
  await other.locator('summary').click();
  await expect(one).toHaveAttribute('open');
  await expect(other).toHaveAttribute('open');
  await one.locator('summary').click();
  await expect(one).not.toHaveAttribute('open');
  await expect(one.locator('.accordion-body')).toBeHidden();
  await expect(other).toHaveAttribute('open');
  await expect(other.locator('.accordion-body')).toBeVisible();
  await expect(other.locator('.accordion-body')).toContainText(second!.text);
});

test('accordion items work from the keyboard', async ({ page }) => {
  const path = '/product/qsehra/rules-and-regulations';
  const { title } = firstSection(path);
  await page.goto(path);
  const summary = page.locator('summary', { hasText: title });
  // The + and − signs are decoration, not part of the name a screen reader announces.
  await expect(summary).toHaveAccessibleName(title);
  await summary.focus();
  await page.keyboard.press('Enter');
  const body = page.locator('details', { has: summary }).locator('.accordion-body');
  await expect(body).toBeVisible();
  await page.keyboard.press('Space');
  await expect(body).toBeHidden();
});

const ICHRA_RULES = '/product/ichra/rules-and-regulations';

test('opening and closing run a height transition of the collapse duration', async ({ page }) => {
  await page.goto(ICHRA_RULES);
  const item = page.locator('details', { has: page.locator('summary', { hasText: firstSection(ICHRA_RULES).title }) });
  const seconds = `${duration.collapse / 1000}s`;
  expect(await item.evaluate((el) => getComputedStyle(el, '::details-content').transitionDuration)).toBe(`${seconds}, ${seconds}`);
  // The trace runs on a collapse ten times as long, set on this item, since a busy machine's
  // frames can come further apart than 300 ms and skip the box's way between its ends. (Chromium
  // shows script no transition of ::details-content, neither as an event nor as an Animation, and
  // DevTools' playback rate does not reach it.)
  const traced = duration.collapse * 10;
  await item.evaluate((el, ms) => el.style.setProperty('--duration-collapse', `${ms}ms`), traced);
  // The ease curve's last tenth or so moves the box by under half a pixel, which the trace reads as
  // its end; a box that jumped, or ran the 300 ms, ends far sooner.
  const nearlyAll = 0.8 * traced;
  const opening = await toggleAndTrace(item);
  expect(opening.end).toBeGreaterThan(0);
  expect(opening.heights.some((h) => h > 0 && h < opening.end)).toBe(true);
  expect(opening.elapsed).toBeGreaterThanOrEqual(nearlyAll);
  await expect(item.locator('.accordion-body')).toBeVisible();
  const closing = await toggleAndTrace(item);
  expect(closing.heights.some((h) => h > 0 && h < opening.end)).toBe(true);
  expect(closing.elapsed).toBeGreaterThanOrEqual(nearlyAll);
  await expect(item.locator('.accordion-body')).toBeHidden();
});

test('under reduced motion an item opens and closes at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(ICHRA_RULES);
  const item = page.locator('details', { has: page.locator('summary', { hasText: firstSection(ICHRA_RULES).title }) });
  const opening = await toggleAndTrace(item);
  expect(opening.heights).toEqual([opening.end]);
  const closing = await toggleAndTrace(item);
  expect(closing.heights).toEqual([0]);
});

for (const mode of WITHOUT_SCRIPTS) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled });

    // The first capability, guide section and FAQ question, as the content writes them.
    const [capability] = capabilities;
    const section = firstSection('/product/ichra/large-business');
    const [question] = titledBlocks('/product/qsehra', 'Question');
    for (const [path, title, text] of [
      ['/', capability!.title, capability!.text],
      ['/product/ichra/large-business', section.title, section.opening],
      ['/product/qsehra', question!.title, question!.opening],
    ] as const) {
      test(`${path}: "${title}" opens and closes`, async ({ page }) => {
        await mode.prepare(page);
        await page.goto(path);
        const item = page.locator('details', { has: page.locator('summary', { hasText: title }) });
        const body = item.locator('.accordion-body');
        await expect(body).toBeHidden();
        await item.locator('summary').click();
        await expect(body).toBeVisible();
        await expect(body).toContainText(text);
        await item.locator('summary').click();
        await expect(body).toBeHidden();
      });
    }
  });
}
