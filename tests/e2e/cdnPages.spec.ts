// What a visitor's browser gets from the CDN: dist/ served by Cloudflare's Pages runtime, each page
// with its policy as a header (from _headers), as production serves it. `astro preview` sends no
// policy header, so only here does the browser enforce the deployed policy: every route, loaded on a
// laptop and on a phone, raises no policy violation and logs nothing, and a link the visitor points
// at is fetched ahead, which the policy once blocked on every page. Each route is visited once, and
// the visit checks, in turn:
// - loaded on the laptop (1280×800), no React at load unless an island is on the first screen;
// - loaded again on the phone (390×844), the JavaScript budgets (scripts/lib/budgets.ts): what loads
//   at load and after scrolling, printed as a table, and no sideways scroll; then, hydrated and
//   narrowed to 320 px (WCAG 2.2's reflow, 1.4.10: a large screen zoomed to 400%, which narrows the
//   window as this does), still none;
// - widened to the laptop again, every island hydrated, no axe violation (WCAG 2.0 to 2.2, A and
//   AA, and axe's best practices).
// One visit where there were two, one per width: the hydration, the third parties' frames and the
// quiet console they share were checked twice for nothing a width changes (about 1 s a route).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { atLoadProblems, budgetProblems, budgetTable, PHONE, sizeOf, type RouteWeight } from '../../scripts/lib/budgets';
import { frameworkAtLoad, measureRoute } from '../../scripts/lib/pageWeight';
import type { Server } from '../../scripts/lib/servers';
import { PATHS } from '../../scripts/lib/routes';
import { site } from '../support/words';
import { cdnFixture } from './cdnServer';
import { deliveryType, fetchAhead } from './fetchAhead';
import { expect, test as base, twoFrames } from './fixtures';
import { expectQuietPage, policyViolations } from './quietPage';

const test = base.extend<object, { cdn: Server }>(cdnFixture);

// Its tests spread over both workers, each with a wrangler of its own (a worker fixture, started
// once): run in one worker, they were the last minute of the suite, with the other worker idle.

const LAPTOP = { width: 1280, height: 800 };
/** The width at which WCAG's reflow asks for no sideways scroll. */
const REFLOW = { width: 320, height: 640 };

const rows: RouteWeight[] = [];

test.afterAll(() => {
  if (rows.length > 0) console.log(`\nJavaScript budgets (at load and after scrolling, at ${sizeOf(PHONE)})\n${budgetTable(rows)}\n`);
});

/** How far the page is wider than the window: what the visitor would scroll sideways to read. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Axe's violations on the page as it is, one line each: the rule and the elements that break it. */
async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are read, so axe details nothing else (its passes take much of its time).
  // options() replaces what withTags() set, so it comes first. Axe runs in the page itself (legacy
  // mode) and not inside frames: the only frames here are third parties' (the scheduler's, where it
  // loads with the page), stubbed, so their real documents are never in a test, while their frame
  // elements, in the page, still are. Otherwise axe finishes each run in a blank page it opens and
  // fills with axe again: about 1.4 s of the 2.4 s a route took, idle (0.9 s now).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], iframes: false })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const path of PATHS) {
  test(`${path}: under the deployed headers, no policy violation and a quiet console; no React at load on a laptop without an island in view; its JavaScript budget and no sideways scroll on a phone, at ${PHONE.width} and ${REFLOW.width} px; no axe violation at ${LAPTOP.width} px`, async ({ page, cdn }) => {
    await expectQuietPage(page, cdn.origin + path, {
      open: async () => {
        await page.setViewportSize(LAPTOP);
        expect(atLoadProblems(path, LAPTOP, await frameworkAtLoad(page, cdn.origin, path))).toEqual([]);
        // The next load starts the page's record of violations anew.
        expect(await policyViolations(page)).toEqual([]);
        await page.setViewportSize(PHONE);
        const weight = await measureRoute(page, cdn.origin, path);
        rows.push(weight);
        expect(budgetProblems(weight)).toEqual([]);
        expect(await sidewaysScroll(page)).toBe(0);
      },
      hydrated: async () => {
        await page.setViewportSize(REFLOW);
        // What lays itself out in script (the slider) does so on the resize, within a frame.
        await twoFrames(page);
        expect(await sidewaysScroll(page)).toBe(0);
        await page.setViewportSize(LAPTOP);
        await twoFrames(page);
        expect(await axeViolations(page)).toEqual([]);
      },
    });
  });
}

test('a link the visitor points at is fetched ahead, and opened from what was fetched', async ({ page, cdn }) => {
  await page.setViewportSize(LAPTOP);
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
