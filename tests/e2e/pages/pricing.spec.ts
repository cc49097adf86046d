// The pricing page's cards as a buyer sees them: one card per price (with the prices the
// specification states, its two), each with its title, price and a sub-heading for each kind of
// product it holds and for what every plan includes; cards side by side at 1280 px end at one height.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { formatNumber } from '~/lib/format';
import { priceCards, type CardProduct } from '~/lib/priceGroup';
import { numbers } from '../../support/numbers';
import { ui } from '../../support/words';
import { expect, test } from '../fixtures';

/** The cards the prices group the products into (src/lib/priceGroup.ts). */
const cards = priceCards((parse(readFileSync('content/data/products.yaml', 'utf8')) as { products: CardProduct[] }).products, numbers.prices);

test('the pricing page shows one card per price, each holding every product at it', async ({ page }) => {
  await page.goto('/pricing');
  const shown = page.locator('.price-card');
  await expect(shown.getByRole('heading', { level: 2 })).toHaveText(cards.map((card) => card.title));
  await expect(shown.locator('.price strong')).toHaveText(cards.map((card) => formatNumber(card.price, 'usd')));
  for (const [i, card] of cards.entries()) {
    const headings = [...card.kinds.map((kind) => ui.priceCards[kind].heading), ui.priceCards.included.heading];
    await expect(shown.nth(i).getByRole('heading', { level: 3 })).toHaveText(headings);
  }
});

test('side by side at 1280 px, the cards of a row end at one height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pricing');
  const boxes = await Promise.all((await page.locator('.price-card').all()).map(async (card) => (await card.boundingBox())!));
  expect(boxes).toHaveLength(cards.length);
  const rows = Map.groupBy(boxes, (box) => box.y);
  expect(Math.max(...[...rows.values()].map((row) => row.length)), 'at least two cards side by side').toBeGreaterThan(1);
  for (const row of rows.values()) expect(new Set(row.map((box) => box.height)).size).toBe(1);
});
