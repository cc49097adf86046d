// The home page's claims and product cards, each figure from content/data/numbers.yaml and each
// word from the content.
import { formatNumber } from '~/lib/format';
import { productPath, type ProductCode } from '~/lib/products';
import { numbers } from '../../support/numbers';
import { buttonTo, links, products, tagAttribute } from '../../support/words';
import { expect, test } from '../fixtures';

const cardWords = (name: string) => tagAttribute('/', 'ProductCards', name);
/** The products in the order of content/data/products.yaml, which the cards keep. */
const codes = Object.keys(products) as ProductCode[];

test('the home page shows the claims and a priced card for each product', async ({ page }) => {
  await page.goto('/');
  const main = page.locator('main');
  await expect(main).toContainText(formatNumber(numbers.claims.employers));
  await expect(main).toContainText(formatNumber(numbers.claims.employees));
  const cards = main.locator('.card');
  await expect(cards).toHaveCount(codes.length);
  await expect(cards.locator('.price')).toHaveText(codes.map((code) => `${formatNumber(numbers.prices[code], 'usd')} ${cardWords('unit')}`));
  for (const code of codes) {
    await expect(main.getByRole('link', { name: `${cardWords('learnLabel')} ${products[code].short}`, exact: true })).toHaveAttribute('href', productPath(code));
  }
  // Each button of the page's file to /create-account (the hero's, and the closing band's again).
  const start = buttonTo('/', '/create-account');
  const buttons = main.getByRole('link', { name: start, exact: true });
  await expect(buttons).toHaveCount(links('/').filter((link) => link.to === '/create-account' && link.label === start).length);
  for (const link of await buttons.all()) await expect(link).toHaveAttribute('href', '/create-account');
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
