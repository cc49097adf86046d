// Islands marked client:interact load no framework code until the visitor touches them, and the
// first interaction is not lost: it is replayed once the island has hydrated. Each test holds the
// island's code back until the interaction is done, so it proves the replay, not a race.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Holds every request for the site's bundled code until release() is called. */
async function holdIslandCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/_astro/*.js', async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((s) => document.querySelector(`${s} astro-island:not([ssr]), astro-island:not([ssr]) ${s}`) !== null, selector);

test('an island below the fold loads no framework code when scrolled into view', async ({ page, api: _api }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/product/ichra/employer-calculator');
  await page.getByRole('heading', { name: 'Your employee file' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const islandCode = await page
    .locator('astro-island')
    .evaluateAll((islands) => islands.flatMap((i) => [i.getAttribute('component-url'), i.getAttribute('renderer-url')]));
  expect(islandCode.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => islandCode.includes(s))).toEqual([]);
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
});

test('text typed before the contact form hydrates stays, and is what gets sent', async ({ page, api }) => {
  await page.goto('/contact-us');
  const code = await holdIslandCode(page);
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Typed before the form was ready.');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  code.release();
  await hydrated(page, '.contact-form-island');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Typed before the form was ready.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => api.bodiesTo('send/webContact')).toEqual([
    { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Typed before the form was ready.' },
  ]);
});

test('text selected while an island loads is still selected once it hydrates, so typing replaces it', async ({ page, api: _api }) => {
  await page.goto('/pricing');
  const code = await holdIslandCode(page);
  const participants = page.getByLabel('Participants');
  await participants.fill('99');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await participants.selectText();
  code.release();
  await hydrated(page, '.cost-calculator');
  await page.keyboard.type('25');
  await expect(participants).toHaveValue('25');
  await expect(page.locator('.cost-calculator caption')).toHaveText(/^Cost for 25 participants/);
});
