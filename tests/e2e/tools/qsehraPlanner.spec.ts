// The QSEHRA allowance planner on /product/qsehra/compare-pricing (linked from /product/qsehra), driven through its
// labels at 390 and 1280 px: January of the next plan year first, allowances at the limit, a short
// first plan year, the budget and fee with an over-limit allowance counted at the limit, the year of
// the limits and why, refused input (what to fix in place of the result, no stale address or link),
// a shared link, JavaScript off and code that fails to load. Words come from content/site/ui.json.
import type { Page } from '@playwright/test';
import { formatMoney } from '~/lib/format';
import { figureEntry } from '~/lib/planYear';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { ui } from '../../support/words';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews, expectWithinWindow, refusals } from './toolChecks';
import { standInClipboard } from './toolFooter';

const PATH = '/product/qsehra/compare-pricing';
const { planYears } = numbers;
const words = ui.qsehraPlanner;
// The site is built today, so its plan year is this year, and the planner starts with January of the next.
const YEAR = new Date().getUTCFullYear();
const NEXT = YEAR + 1;
const limitsOf = (year: number) => figureEntry(planYears, year, 'qsehraLimits');
const LIMITS = limitsOf(NEXT).qsehraLimits;
/** The planner's sentence on the limits it used for a plan starting in `year`, and why. */
const limitsSentence = (year: number) => {
  const used = limitsOf(year).year;
  return used === year ? fill(words.limitsYear, { year }) : fill(words.limitsFallback, { year: used, startYear: year });
};
const tool = (page: Page) => page.locator('.qsehra-planner');
/** The participants of one coverage: self-only or family. */
type Coverage = 'selfOnly' | 'family';
const group = (page: Page, coverage: Coverage) => tool(page).getByRole('group', { name: words[coverage] });
const allowance = (page: Page, coverage: Coverage) => group(page, coverage).getByLabel(words.allowance);
const employees = (page: Page, coverage: Coverage) => group(page, coverage).getByLabel(words.participants);
/** The check of an allowance within the limit: `monthly` a month, `firstYear` over `months` months, at most `limit`. */
const within = (coverage: Coverage, monthly: string, firstYear: string, months: number, limit: string) =>
  fill(words.within, { coverage: words.coverage[coverage], monthly, firstYear, months, limit });
const start = (page: Page) => tool(page).getByLabel('Plan start month');
const checks = (page: Page) => tool(page).locator('.checks li');
const rows = (page: Page) => tool(page).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
const NO_SCRIPT = ui.tools.noScript;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('its page shows the default checks and budget for January of the next plan year, and the year of the limits', async ({ page }) => {
    await page.goto(PATH);
    await expect(start(page)).toHaveValue(`${NEXT}-01`);
    await expect(tool(page).locator('.limits-year')).toHaveText(limitsSentence(NEXT));
    await expect(checks(page)).toHaveText([
      within('selfOnly', '$400', '$4,800', 12, formatMoney(LIMITS.selfOnly)),
      within('family', '$900', '$10,800', 12, formatMoney(LIMITS.family)),
    ]);
    await expect.poll(() => rows(page)).toEqual([
      [words.allowances, '$60,000', '$60,000'],
      [words.fee, '$1,680', '$1,680'],
      [words.total, '$61,680', '$61,680'],
    ]);
    await expect(tool(page).getByText(NO_SCRIPT)).toBeVisible();
    const { plan, prices, fees } = numbers;
    const method = fill(words.method, { yearMonths: plan.planYearMonths, price: formatMoney(prices.qsehra), platform: formatMoney(fees.platform), setup: formatMoney(fees.setup) });
    await expect(tool(page).locator('.tool-footer')).toContainText(method);
  });
});

test('before hydration the fields take typing, and the hydrated planner plans from them', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(PATH);
  await employees(page, 'family').fill('0');
  await start(page).selectOption(`${NEXT}-07`);
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(tool(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(tool(page).locator('caption')).toHaveText(fill(words.caption, { participants: 8 }));
  await expect.poll(() => rows(page)).toEqual([
    [words.allowances, '$19,200', '$38,400'],
    [words.fee, '$672', '$1,344'],
    [words.total, '$19,872', '$39,744'],
  ]);
  await expect(page).toHaveURL(new RegExp(`qp-family-count=0&qp-start=${NEXT}-07$`));
});

test('when its code fails to load, the planner keeps the input and says its result does not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(PATH);
  await allowance(page, 'selfOnly').fill('450');
  await failed(page, '.qsehra-planner');
  await expect(tool(page).getByText(NO_SCRIPT)).toBeVisible();
  await expect(allowance(page, 'selfOnly')).toHaveValue('450');
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('each allowance is checked against the year’s limit, prorated for a short first plan year', async ({ page, api }) => {
      await page.goto(PATH);
      // The most a month is the yearly limit over 12, down to the cent; one dollar more is over.
      const most = Math.floor(LIMITS.selfOnly / 12);
      const monthly = formatMoney(Math.floor((LIMITS.selfOnly * 100) / 12) / 100);
      const self = allowance(page, 'selfOnly');
      await self.fill(String(most));
      await expect(checks(page).first()).toHaveClass('within');
      await self.fill(String(most + 1));
      const over = { coverage: 'Self-only', monthly: formatMoney(most + 1), monthlyLimit: monthly, yearLimit: formatMoney(LIMITS.selfOnly) };
      // A full first year names the yearly limit once.
      await expect(checks(page).first()).toContainText(fill(words.over, over));
      await expect(checks(page).first()).not.toContainText('over 12 months');
      await start(page).selectOption({ label: `July ${NEXT}` });
      const july = { ...over, limit: formatMoney(Math.floor((LIMITS.selfOnly * 600) / 12) / 100), months: 6 };
      await expect(checks(page).first()).toContainText(fill(words.overShort, july));
      await self.fill('400');
      await expect(checks(page).first()).toHaveText(within('selfOnly', '$400', '$2,400', 6, july.limit));
      await expect(tool(page).locator('thead th')).toHaveText([words.item, fill(words.firstYear, { months: 6 }), words.fullYear]);
      await expect.poll(() => rows(page)).toEqual([
        [words.allowances, '$30,000', '$60,000'],
        [words.fee, '$840', '$1,680'],
        [words.total, '$30,840', '$61,680'],
      ]);
      await start(page).selectOption({ label: `December ${NEXT}` });
      await expect(tool(page).locator('thead th').nth(1)).toHaveText('First plan year (1 month)');
      await expectWithinWindow(tool(page));
      await expectOnlyPageViews(api);
    });

    test('an allowance over the limit counts at the limit in the budget, and the result says so', async ({ page }) => {
      await page.goto(PATH);
      // Two family participants at $2,000 a month, far over the family limit.
      await allowance(page, 'family').fill('2000');
      const values = { coverage: 'Family', limit: formatMoney(LIMITS.family), yearLimit: formatMoney(LIMITS.family) };
      await expect(checks(page).nth(1)).toContainText(fill(words.capped, values));
      await expect.poll(() => rows(page)).toEqual([
        [words.allowances, formatMoney(400 * 8 * 12 + 2 * LIMITS.family), formatMoney(400 * 8 * 12 + 2 * LIMITS.family)],
        [words.fee, '$1,680', '$1,680'],
        [words.total, formatMoney(400 * 8 * 12 + 2 * LIMITS.family + 1680), formatMoney(400 * 8 * 12 + 2 * LIMITS.family + 1680)],
      ]);
      await allowance(page, 'family').fill('900');
      await expect(checks(page).nth(1)).not.toContainText(fill(words.capped, values));
    });

    test('a refused number shows what to fix in place of the result, and the address and Copy link hold nothing stale', async ({ page }) => {
      await standInClipboard(page);
      await page.goto(PATH);
      const family = allowance(page, 'family');
      await family.fill('$1,000');
      await expect(checks(page).nth(1)).toContainText('Family: $1,000 a month');
      await expect(page).toHaveURL(/qp-family=1000/);
      for (const [typed, message] of refusals('10001', '10,000')) {
        await family.fill(typed);
        await expect(family).toHaveAccessibleDescription(message);
        await expect(family).toHaveAttribute('aria-invalid', 'true');
        await expect(tool(page).locator('.fix-list')).toContainText(`${words.family}: ${words.allowance}: ${message}`);
        await expect(tool(page).locator('.checks, table')).toHaveCount(0);
        await expect(page).not.toHaveURL(/qp-/);
      }
      await tool(page).getByRole('button', { name: ui.tools.copyLink }).click();
      await expect(tool(page).locator('.tool-footer').getByRole('status')).toHaveText(ui.tools.fixFirst);
      expect(await page.evaluate(() => window.copied)).toEqual([]);
      await family.fill('9'.repeat(320));
      await expect(tool(page).locator('.fix-list')).toContainText(fill(ui.count.tooLarge, { max: '10,000' }));
      await family.fill('900');
      await expect(checks(page).nth(1)).toContainText('Family: $900 a month');
      const count = employees(page, 'selfOnly');
      for (const [typed, message] of refusals('10001', '10,000', { zeroAccepted: true })) {
        await count.fill(typed);
        await expect(count).toHaveAccessibleDescription(message);
      }
      await count.fill('0');
      await employees(page, 'family').fill('0');
      await expect(tool(page).locator('.none')).toHaveText(words.noParticipants);
      await expect(tool(page).locator('table')).toHaveCount(0);
      await expect(tool(page)).not.toContainText(/NaN|Infinity/);
    });
  });
}

test('a shared link restores the inputs and hydrates the planner at load', async ({ page }) => {
  await page.goto(`/product/qsehra/compare-pricing?qp-self=500&qp-self-count=3&qp-family=1000&qp-family-count=1&qp-start=${NEXT}-10`);
  await hydrated(page, '.qsehra-planner');
  await expect(allowance(page, 'selfOnly')).toHaveValue('500');
  await expect(employees(page, 'selfOnly')).toHaveValue('3');
  await expect(allowance(page, 'family')).toHaveValue('1000');
  await expect(employees(page, 'family')).toHaveValue('1');
  await expect(start(page)).toHaveValue(`${NEXT}-10`);
  await expect.poll(() => rows(page)).toEqual([
    [words.allowances, '$7,500', '$30,000'],
    [words.fee, '$168', '$672'],
    [words.total, '$7,668', '$30,672'],
  ]);
  // The cost calculator on the same page keeps its own parameters.
  await expect(page.getByLabel('Participants', { exact: true })).toHaveValue('10');
  await employees(page, 'family').fill('2');
  await expect(page).toHaveURL(new RegExp(`\\?qp-self=500&qp-self-count=3&qp-family=1000&qp-family-count=2&qp-start=${NEXT}-10$`));
});

for (const year of [YEAR, NEXT]) {
  test(`a start in ${year} names the year of the limits it uses, and why`, async ({ page }) => {
    await page.goto(`${PATH}?qp-start=${year}-03`);
    await hydrated(page, '.qsehra-planner');
    await expect(tool(page).locator('.limits-year')).toHaveText(limitsSentence(year));
    await expect(tool(page).locator('.limits-year')).not.toContainText('IRS');
    await expect(tool(page).locator('thead th').nth(1)).toHaveText('First plan year (10 months)');
  });
}
