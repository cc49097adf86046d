// What a visitor's browser gets from the CDN: dist/ served by Cloudflare's Pages runtime, each page
// with its policy as a header (from _headers), as production serves it. `astro preview` sends no
// policy header, so only here does the browser enforce the deployed policy: every route, on a phone
// and a laptop, raises no policy violation and logs nothing, and a link the visitor points at is
// fetched ahead, which the policy once blocked on every page. Each route is hydrated once per width
// and also checked there for what the accessibility statement promises: on the phone, 320 px wide
// (WCAG 2.2's reflow, 1.4.10: a large screen zoomed to 400%), no sideways scroll; on the laptop, no
// axe violation (WCAG 2.0 to 2.2, A and AA, and axe's best practices) with every island hydrated.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Server } from '../../scripts/lib/servers';
import { PATHS } from '../../scripts/lib/routes';
import { site } from '../support/words';
import { cdnFixture } from './cdnServer';
import { deliveryType, fetchAhead } from './fetchAhead';
import { expect, test as base } from './fixtures';
import { expectQuietPage } from './quietPage';

const test = base.extend<object, { cdn: Server }>(cdnFixture);

// Its tests spread over both workers, each with a wrangler of its own (a worker fixture, started
// once): run in one worker, they were the last minute of the suite, with the other worker idle.

/** How far the page is wider than the window: what the visitor would scroll sideways to read. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Axe's violations on the page as it is, one line each: the rule and the elements that break it. */
async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are read, so axe details nothing else (its passes take much of its time).
  // options() replaces what withTags() set, so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('on a phone 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of PATHS) {
    test(`${path}: no policy violation and a quiet console under the deployed headers, and no sideways scroll`, async ({ page, cdn }) => {
      await expectQuietPage(page, cdn.origin + path, async () => expect(await sidewaysScroll(page)).toBe(0));
    });
  }
});

test.describe('on a laptop 1280 px wide', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of PATHS) {
    test(`${path}: no policy violation and a quiet console under the deployed headers, and no axe violation`, async ({ page, cdn }) => {
      await expectQuietPage(page, cdn.origin + path, async () => expect(await axeViolations(page)).toEqual([]));
    });
  }
});

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
