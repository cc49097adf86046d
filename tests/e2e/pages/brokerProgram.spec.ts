import { expect, test } from '../fixtures';

test('the broker program button opens the application host', async ({ page, api: _api }) => {
  await page.goto('/broker-program');
  await expect(page.getByRole('link', { name: 'Create A Broker Account' })).toHaveAttribute('href', 'http://localhost:8080/create-broker-account');
});
