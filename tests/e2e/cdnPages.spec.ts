// What a visitor's browser gets from the CDN: dist/ served by Cloudflare's Pages runtime, each page
// with its policy as a header (from _headers), as production serves it. `astro preview` sends no
// policy header, so only here does the browser enforce the deployed policy: every route, on a phone
// and a laptop, raises no policy violation and logs nothing, and a link the visitor points at is
// fetched ahead, which the policy once blocked on every page.
import type { Server } from '../../scripts/lib/servers';
import { PATHS } from '../../scripts/lib/routes';
import { site } from '../support/words';
import { cdnFixture } from './cdnServer';
import { deliveryType, fetchAhead } from './fetchAhead';
import { expect, test as base } from './fixtures';
import { expectQuietPage } from './quietPage';

const test = base.extend<object, { cdn: Server }>(cdnFixture);

// Its 63 tests spread over both workers, each with a wrangler of its own (a worker fixture, started
// once): run in one worker, they were the last minute of the suite, with the other worker idle.

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1000 ? 844 : 800 } });

    for (const path of PATHS) {
      test(`${path}: no policy violation and a quiet console under the deployed headers`, async ({ page, cdn }) => {
        await expectQuietPage(page, cdn.origin + path);
      });
    }
  });
}

test('a link the visitor points at is fetched ahead, and opened from what was fetched', async ({ page, cdn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const [first] = site.header.links;
  const ahead = await fetchAhead(page, first!.href);
  const response = await page.goto(`${cdn.origin}/`);
  expect(response!.headers()['content-security-policy']).toContain('script-src ');
  const link = page.getByRole('navigation', { name: site.header.navLabel }).getByRole('link', { name: first!.label, exact: true });
  await link.hover();
  await ahead.ready;
  await link.click();
  await page.waitForURL(`**${first!.href}`);
  expect(await deliveryType(page)).toBe('navigational-prefetch');
});
