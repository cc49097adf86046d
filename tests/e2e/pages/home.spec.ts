import { expect, test } from '../fixtures';

test('the home page shows the claims and four priced product cards', async ({ page }) => {
  await page.goto('/');
  const main = page.locator('main');
  await expect(main).toContainText('1,100');
  await expect(main).toContainText('19,000');
  const cards = main.locator('.card');
  await expect(cards).toHaveCount(4);
  await expect(cards.locator('.price')).toHaveText(['$14 pepm', '$14 pepm', '$5 pepm', '$5 pepm']);
  for (const [code, href] of [['ICHRA', '/product/ichra'], ['QSEHRA', '/product/qsehra'], ['GCHRA', '/product/gchra'], ['EBHRA', '/product/ebhra']]) {
    await expect(main.getByRole('link', { name: `Learn about ${code}` })).toHaveAttribute('href', href!);
  }
  // The hero's button, and the closing band's again.
  for (const link of await main.getByRole('link', { name: /Start Your Company.s HRA Now/ }).all()) {
    await expect(link).toHaveAttribute('href', '/create-account');
  }
});

test.describe('on a 1280×800 window', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the hero shows its illustration beside the headline, in the first screen', async ({ page }) => {
    await page.goto('/');
    const headline = (await page.locator('[data-hero] h1').boundingBox())!;
    const art = (await page.locator('[data-hero] svg.art').boundingBox())!;
    expect(art.width).toBeGreaterThan(300);
    expect(art.x).toBeGreaterThanOrEqual(headline.x + headline.width);
    expect(art.y).toBeLessThan(headline.y + headline.height);
    expect(art.y + art.height).toBeGreaterThan(headline.y);
    expect(art.y + art.height).toBeLessThanOrEqual(800);
  });
});
