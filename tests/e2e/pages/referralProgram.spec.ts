import { expect, test } from '../fixtures';

test('the referral program explains how it works and its button opens the application host', async ({ page, api: _api }) => {
  await page.goto('/referral-program');
  await expect(page.getByRole('link', { name: 'Create A Referral Account' })).toHaveAttribute('href', 'http://localhost:8080/create-referral-account');
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
});
