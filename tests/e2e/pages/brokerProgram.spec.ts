import { buttonTo } from '../../support/words';
import { expect, test } from '../fixtures';

test('the broker program button opens the application host', async ({ page }) => {
  await page.goto('/broker-program');
  // The hero's button, and the closing band's again.
  const buttons = page.getByRole('link', { name: buttonTo('/broker-program', '/create-broker-account') });
  await expect(buttons).toHaveCount(2);
  for (const button of await buttons.all()) await expect(button).toHaveAttribute('href', 'http://localhost:8080/create-broker-account');
});
