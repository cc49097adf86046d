// What needs the server: every route answers, redirects land, and an unknown path falls back home.
// That no route scrolls sideways on a phone is checked where each is opened on one (cdnPages.spec.ts).
// What the built HTML alone shows (headings, titles, descriptions) is checked in tests/built/builtPages.test.ts.
import { REDIRECTS } from '../../src/lib/redirects';
import { page as pageWords } from '../support/words';
import { expect, test } from './fixtures';
import { PATHS } from '../../scripts/lib/routes';

test('every route answers 200', async ({ request }) => {
  const statuses: [string, number][] = [];
  for (const path of PATHS) statuses.push([path, (await request.get(path, { maxRedirects: 0 })).status()]);
  expect(statuses).toEqual(PATHS.map((path) => [path, 200]));
});

test.describe('redirects', () => {
  for (const [from, to] of Object.entries(REDIRECTS)) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      expect(new URL(page.url()).pathname).toBe(to);
    });
  }

  test('an unknown path answers 404 and ends on the home page', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('main h1')).toHaveText(pageWords('/').heading);
  });
});
