// The pricing page's cards as a buyer sees them: one card per price (two with the prices the
// specification states), each with its title, price and two sub-headings; side by side at 1280 px
// they end at one height.
import { expect, test } from '../fixtures';
import { numbers } from '../../support/numbers';

const { prices } = numbers;

test('the pricing page shows one card per price: ICHRA & QSEHRA, then GCHRA & EBHRA', async ({ page }) => {
  await page.goto('/pricing');
  const cards = page.locator('.price-card');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['ICHRA & QSEHRA', 'GCHRA & EBHRA']);
  await expect(cards.locator('.price strong')).toHaveText([`$${prices.ichra}`, `$${prices.gchra}`]);
  for (const card of await cards.all()) await expect(card.getByRole('heading', { level: 3 })).toHaveCount(2);
});

test('side by side at 1280 px, the cards end at one height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pricing');
  const boxes = await Promise.all((await page.locator('.price-card').all()).map((card) => card.boundingBox()));
  expect(boxes).toHaveLength(2);
  const [first, second] = boxes.map((box) => box!);
  expect(second!.y).toBe(first!.y);
  expect(second!.height).toBe(first!.height);
});
