import { expect, test } from '../fixtures';

test('accordion items open and close independently', async ({ page, api: _api }) => {
  await page.goto('/');
  const compliance = page.locator('details', { has: page.getByText('Compliance', { exact: true }) });
  const reimbursements = page.locator('details', { has: page.getByText('Reimbursements', { exact: true }) });
  await compliance.locator('summary').click();
  await reimbursements.locator('summary').click();
  await expect(compliance).toHaveAttribute('open');
  await expect(reimbursements).toHaveAttribute('open');
  await compliance.locator('summary').click();
  await expect(compliance).not.toHaveAttribute('open');
  await expect(reimbursements).toHaveAttribute('open');
  await expect(reimbursements.getByText('bank transfer (ACH)')).toBeVisible();
});

test('accordion items work from the keyboard', async ({ page, api: _api }) => {
  await page.goto('/product/qsehra/rules-and-regulations');
  const summary = page.locator('summary', { hasText: 'Annual limits' });
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('for self-only coverage')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('for self-only coverage')).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('accordion items are still working disclosures', async ({ page, api: _api }) => {
    await page.goto('/product/ichra/large-business');
    await page.locator('summary', { hasText: 'ALE status and workforce calculation' }).click();
    await expect(page.getByText('applicable large employer (ALE)')).toBeVisible();
  });
});
