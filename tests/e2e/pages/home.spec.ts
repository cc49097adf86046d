import { expect, test } from '../fixtures';

test('the home page shows the claims and four priced product cards', async ({ page, api: _api }) => {
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
  await expect(main.getByRole('link', { name: /Start Your Company.s HRA Now/ })).toHaveAttribute('href', '/create-account');
});
