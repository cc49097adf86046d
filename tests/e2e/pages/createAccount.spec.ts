import { ui } from '../../support/words';
import { expect, test } from '../fixtures';

const words = ui.createAccount;

test('the create-account form posts the five fields to the application host', async ({ page }) => {
  await page.goto('/create-account');
  const form = page.locator('form.create-account');
  await expect(form).toHaveAttribute('action', 'http://localhost:8080/create-account');
  await expect(page.getByLabel(words.email)).toHaveAttribute('type', 'email');
  await expect(page.getByLabel(words.phone)).toHaveAttribute('type', 'tel');
  const names = await form.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).name));
  expect(names).toEqual(['company', 'first_name', 'last_name', 'email', 'phone']);
  await expect(page.getByRole('button', { name: words.submit })).toBeVisible();
});
