// What a visitor, a security researcher and an auditor look for: the accessibility statement,
// linked from every page's footer at phone and desktop widths, with the addresses to write to; and
// /.well-known/security.txt (RFC 9116), served as text/plain with the fields site.json gives.
import { page as pageWords, site } from '../../support/words';
import { expect, test } from '../fixtures';

const STATEMENT = '/accessibility';
const statementLink = site.footer.legal.find((link) => link.href === STATEMENT)!;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the footer links the accessibility statement, which ends with the addresses to write to', async ({ page }) => {
      expect(statementLink).toBeDefined();
      await page.goto('/pricing');
      await page.getByRole('contentinfo').getByRole('navigation', { name: site.footer.legalHeading }).getByRole('link', { name: statementLink.label }).click();
      await expect(page).toHaveURL(STATEMENT);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageWords(STATEMENT).heading);
      const box = page.getByRole('region', { name: site.legalContact.heading });
      await expect(box.getByRole('link', { name: site.legalContact.email.address })).toHaveAttribute('href', `mailto:${site.legalContact.email.address}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  });
}

test('/.well-known/security.txt is text/plain and carries Contact, Expires, Preferred-Languages, Canonical and Policy', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain\b/);
  const fields = Object.fromEntries(
    (await response.text())
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const { security } = site;
  expect(fields).toEqual({
    Contact: `mailto:${security.contact.address}`,
    Expires: `${security.expires}T23:59:59.000Z`,
    'Preferred-Languages': security.preferredLanguages,
    Canonical: expect.stringMatching(/^https:\/\/[^/]+\/\.well-known\/security\.txt$/),
    Policy: security.policy.url,
  });
});
