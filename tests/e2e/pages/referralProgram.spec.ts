import { FIXED_HEADINGS } from '../../../scripts/lib/specFacts';
import { buttonTo } from '../../support/words';
import { expect, test } from '../fixtures';

test('the referral program explains how it works and its button opens the application host', async ({ page }) => {
  await page.goto('/referral-program');
  // The hero's button, and the closing band's again.
  const buttons = page.getByRole('link', { name: buttonTo('/referral-program', '/create-referral-account') });
  await expect(buttons).toHaveCount(2);
  for (const button of await buttons.all()) await expect(button).toHaveAttribute('href', 'http://localhost:8080/create-referral-account');
  // The section headings the spec fixes, which the content check holds.
  for (const heading of FIXED_HEADINGS['referral-program']!) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
});
