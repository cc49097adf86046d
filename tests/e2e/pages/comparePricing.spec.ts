import { expect, test } from '../fixtures';

test('the comparison table shows Salusion against both competitors', async ({ page }) => {
  await page.goto('/product/ichra/compare-pricing');
  const table = page.getByRole('table', { name: 'ICHRA administration fees compared' });
  await expect(table.locator('tbody tr')).toHaveText([
    /Per participant per month\s*\$14\s*\$20\s*\$19/,
    /Monthly platform fee\s*\$0\s*\$40\s*\$35/,
    /Setup fee\s*\$0\s*\$0\s*\$150/,
  ]);
  await page.getByRole('link', { name: 'Speak with an HRA Expert' }).first().click();
  await expect(page).toHaveURL(/#start_hra$/);
});
