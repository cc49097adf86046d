import { REDIRECTS } from '../../src/lib/redirects';
import { expect, test } from './fixtures';
import { ROUTES } from '../routes';

test.describe('every route', () => {
  for (const { path, heading } of ROUTES) {
    test(`${path} answers 200 with its heading inside main`, async ({ page, api: _api }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{15,}/);
    });
  }

  test('titles and descriptions are unique', async ({ page, api: _api }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { path } of ROUTES) {
      await page.goto(path);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });

  test('the Terms of Use page is titled Terms of Service in the browser', async ({ page, api: _api }) => {
    await page.goto('/terms-of-service');
    await expect(page).toHaveTitle(/^Terms of Service/);
  });
});

test.describe('redirects', () => {
  for (const [from, to] of Object.entries(REDIRECTS)) {
    test(`${from} lands on ${to}`, async ({ page, api: _api }) => {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      expect(new URL(page.url()).pathname).toBe(to);
    });
  }

  test('an unknown path answers 404 and ends on the home page', async ({ page, api: _api }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('main h1')).toHaveText('Lower the Cost of Healthcare');
  });
});
