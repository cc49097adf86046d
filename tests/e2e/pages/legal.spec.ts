// The legal pages carry the facts of the spec, end with the addresses for privacy requests and
// written notices, and the privacy policy's claim that the site sets no cookies holds.
import { page as pageWords, site } from '../../support/words';
import { expect, hydrateAll, test } from '../fixtures';

const { legalContact } = site;

test.describe('Terms of Use', () => {
  test('has sections 1–5 and 7–13 and no section 6', async ({ page }) => {
    await page.goto('/terms-of-service');
    const numbers = await page.locator('main h2:not(#legal-contact)').evaluateAll((hs) => hs.map((h) => Number.parseInt(h.textContent ?? '', 10)));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13]);
  });

  test('states the facts of the spec', async ({ page }) => {
    await page.goto('/terms-of-service');
    const main = page.locator('main');
    // Each fact as the few words that carry it, so the Terms may be reworded around them.
    for (const fact of [
      'State of New York',
      'Southern District',
      '$250,000',
      '$10,000',
      'Alabama',
      'Nebraska',
      'Mississippi',
      'Puerto Rico',
      '18 years old',
      '13 years old',
      '90 days',
      '30 days',
      '(HSA)',
      'App store',
      'beneficiaries',
    ]) {
      await expect(main).toContainText(fact);
    }
  });
});

// Its version and date are the spec's, which the content check holds (scripts/lib/specFacts.ts).
test('the privacy policy shows the version and revision date its file sets, minimum age 13', async ({ page }) => {
  const { version, updated } = pageWords('/privacy-policy') as { version?: unknown; updated?: unknown };
  const revised = new Date(updated instanceof Date ? updated : `${String(updated)}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  await page.goto('/privacy-policy');
  const main = page.locator('main');
  await expect(main).toContainText(`${site.labels.version} ${String(version)}`);
  await expect(main).toContainText(`${site.labels.updated} ${revised}`);
  await expect(main).toContainText('children under 13');
});

for (const path of ['/privacy-policy', '/terms-of-service']) {
  test(`${path} ends with the email and postal addresses to write to`, async ({ page }) => {
    await page.goto(path);
    const box = page.getByRole('region', { name: legalContact.heading });
    await expect(box.getByRole('link', { name: legalContact.email.address })).toHaveAttribute('href', `mailto:${legalContact.email.address}`);
    await expect(box).toContainText(legalContact.postal.address);
  });
}

test('the site itself sets no cookies and stores nothing, on pages with every kind of part', async ({ page, context }) => {
  for (const path of ['/', '/pricing', '/contact-us', '/product/qsehra/compare-pricing', '/product/ichra/large-business', '/product/ichra/rules-and-regulations', '/referral-program']) {
    await page.goto(path);
    await hydrateAll(page);
    expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual(['', 0, 0]);
  }
  expect(await context.cookies()).toEqual([]);
});
