// Islands marked client:near hydrate ahead of the visitor: on the first screen once the page has
// loaded and painted, within a screen of the viewport once the visitor scrolls, or on the first
// touch. Nothing is held or replayed: the native form takes the visitor's input meanwhile, and the
// hydrated island reads it from the page. Tests that hold the island's code back prove the
// hand-over, not a race.
import { fill } from '~/lib/template';
import { frameworkAtLoad } from '../../../scripts/lib/pageWeight';
import { ui, wordsBefore } from '../../support/words';
import { expect, holdIslandCode, hydrated, test } from '../fixtures';

const { contactForm: form, calculator } = ui;

test('an island below the first screen loads no framework code at load, and hydrates before it scrolls into view', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await frameworkAtLoad(page, baseURL!, '/pricing')).frameworkLoaded).toBe(false);
  await expect(page.locator('.cost-calculator astro-island[ssr]')).toBeAttached();
  // Scroll until the calculator is a little under a screen below the viewport.
  const top = await page.locator('.cost-calculator').evaluate((el) => el.getBoundingClientRect().top + scrollY);
  await page.evaluate((y) => scrollTo(0, y), top - 2 * 844 + 100);
  await hydrated(page, '.cost-calculator');
  expect(await page.locator('.cost-calculator').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(844);
});

// A small page often fires load before its first frame; Lighthouse's simulation counts a script
// that ended before the observed paint as if the paint waited for it.
test('an island on the first screen hydrates once the page has loaded and painted, untouched', async ({ page }) => {
  // The HRA chooser opens the page, above its message form.
  await page.goto('/speak-with-an-hra-expert');
  await expect(page.locator('.hra-chooser')).toBeInViewport();
  await hydrated(page, '.hra-chooser');
  const times = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    code: performance.getEntriesByType('resource').filter((r) => r.name.includes('/_astro/') && r.name.endsWith('.js')).map((r) => r.startTime),
  }));
  expect(times.loaded).toBeGreaterThan(0);
  expect(times.code.length).toBeGreaterThan(0);
  expect(Math.min(...times.code)).toBeGreaterThan(times.paint);
  expect(Math.min(...times.code)).toBeGreaterThan(times.loaded);
});

test('text typed before the contact form hydrates stays, and is what gets sent', async ({ page, api }) => {
  const code = await holdIslandCode(page);
  // The held code includes the scheduler's module script, which the load event waits for.
  await page.goto('/contact-us', { waitUntil: 'commit' });
  await page.getByLabel(form.name, { exact: true }).fill('Ada Lovelace');
  await page.getByLabel(form.email, { exact: true }).fill('ada@example.com');
  await page.getByLabel(form.message, { exact: true }).fill('Typed before the form was ready.');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: form.submit })).toBeDisabled();
  code.release();
  await hydrated(page, '.contact-form');
  await expect(page.getByLabel(form.name, { exact: true })).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel(form.message, { exact: true })).toHaveValue('Typed before the form was ready.');
  await page.getByRole('button', { name: form.submit }).click();
  await expect.poll(() => api.bodiesTo('send/webContact')).toEqual([
    { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Typed before the form was ready.' },
  ]);
});

test('text selected while an island loads is still selected once it hydrates, so typing replaces it', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto('/pricing');
  const participants = page.getByLabel(calculator.participants);
  await participants.fill('99');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await participants.selectText();
  code.release();
  await hydrated(page, '.cost-calculator');
  await page.keyboard.type('25');
  await expect(participants).toHaveValue('25');
  await expect(page.locator('.cost-calculator caption')).toContainText(wordsBefore(fill(calculator.caption, { participants: 25 }), 'product').trim());
});
