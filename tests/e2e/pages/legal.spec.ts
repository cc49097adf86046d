// The legal pages carry the facts of the spec.
import { expect, test } from '../fixtures';

test.describe('Terms of Use', () => {
  test('has sections 1–5 and 7–13 and no section 6', async ({ page }) => {
    await page.goto('/terms-of-service');
    const numbers = await page.locator('main h2').evaluateAll((hs) => hs.map((h) => Number.parseInt(h.textContent ?? '', 10)));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13]);
  });

  test('states the facts of the spec', async ({ page }) => {
    await page.goto('/terms-of-service');
    const main = page.locator('main');
    for (const fact of [
      'laws of the State of New York',
      'Southern District of New York',
      'less than $250,000',
      'less than $10,000',
      '19 in Alabama and Nebraska, 21 in Mississippi and Puerto Rico',
      'at least 18 years old',
      'at least 13 years old',
      '90 days from your first use',
      'within 30 days',
      'at least 30 days’ prior notice',
      'health savings account (HSA) platform',
      'App store providers are third-party beneficiaries',
    ]) {
      await expect(main).toContainText(fact);
    }
  });
});

test('the privacy policy is version 2.3, last revised July 20, 2021, minimum age 13', async ({ page }) => {
  await page.goto('/privacy-policy');
  const main = page.locator('main');
  await expect(main).toContainText('Version 2.3');
  await expect(main).toContainText('Last revised July 20, 2021');
  await expect(main).toContainText('children under 13');
});
