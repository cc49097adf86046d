// The four product pages in a phone-sized window: a FAQ answer opens from the keyboard with no
// script, and the new sections (cards, steps, price, FAQ) never make the page scroll sideways.
import { PRODUCT_CODES } from '~/lib/products';
import { capabilities } from '../../support/words';
import { expect, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 } });

for (const code of PRODUCT_CODES) {
  test(`/product/${code} opens a FAQ answer from the keyboard and fits 390 px`, async ({ page }) => {
    await page.goto(`/product/${code}`);
    const question = page.locator('details[data-question]').first();
    const answer = question.locator('.accordion-body');
    await expect(answer).toBeHidden();
    await question.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expect(page.locator('[data-capabilities] li')).toHaveCount(capabilities.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
}
