import { expect, test } from '../fixtures';

test('the pricing page shows two cards at $14 and $5', async ({ page }) => {
  await page.goto('/pricing');
  const cards = page.locator('.price-card');
  await expect(cards.locator('h2')).toHaveText(['ICHRA & QSEHRA', 'GCHRA & EBHRA']);
  await expect(cards.locator('.price strong')).toHaveText(['$14', '$5']);
  await expect(cards.nth(0).locator('h3')).toHaveCount(2);
  await expect(cards.nth(1).locator('h3')).toHaveCount(2);
});
