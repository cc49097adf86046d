// The QSEHRA allowance planner on /product/qsehra/compare-pricing (linked from /product/qsehra), driven through its
// labels at 390 px (the allowances' checks again at 1280 px, for the layout): January of the next
// plan year first, allowances at the limit, a short first plan year, the budget and fee with an
// over-limit allowance counted at the limit, the year of the limits and why, refused input (what to
// fix in place of the result, no stale address or link), a shared link, JavaScript off and code
// that fails to load. Words come from content/site/ui.json.
import type { Page } from '@playwright/test';
import { formatMoney, formatNumber } from '~/lib/format';
import { COVERAGES, monthlyLimit, planQsehra, plannerYear, type Coverage } from '~/lib/qsehraPlanner';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { ui, wordsBefore } from '../../support/words';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews, expectWithinWindow, refusals, refusedCounts } from './toolChecks';
import { standInClipboard } from './toolFooter';

const PATH = '/product/qsehra/compare-pricing';
const words = ui.qsehraPlanner;
const { planYears, plan, prices, fees, tools } = numbers;
// The site is built today, so its plan year is this year, and the planner starts with January of the next.
const YEAR = new Date().getUTCFullYear();
const NEXT = YEAR + 1;
const LIMITS = plannerYear(planYears, NEXT).limits;
/** The hint an allowance field carries first: its coverage's monthly maximum for January of the next plan year. */
const maximumHint = (coverage: Coverage) =>
  fill(words.allowanceMax, { monthlyLimit: formatMoney(monthlyLimit(LIMITS[coverage], plan.planYearMonths)), year: plannerYear(planYears, NEXT).limitsYear });
const [SELF_ONLY, FAMILY] = COVERAGES;
/** The planner's sentence on the limits it used for a plan starting in `year`, and why. */
const limitsSentence = (year: number) => {
  const { limitsYear: used, source } = plannerYear(planYears, year);
  return used === year ? fill(words.limitsYear, { year, source }) : fill(words.limitsFallback, { year: used, startYear: year, source });
};
/** What a test changes of the planner's starting allowances, participants and month (January). */
interface PlanInput {
  allowance?: Partial<Record<Coverage, number>>;
  participants?: Partial<Record<Coverage, number>>;
  startMonth?: number;
}
/** The budget table's rows for `input` starting in `year`, by the planner's rule (~/lib/qsehraPlanner, unit-tested) and the fees in numbers.yaml. */
function budgetRows({ allowance, participants, startMonth = 1 }: PlanInput, year = NEXT) {
  const { allowances, fee } = planQsehra(
    { allowance: { ...tools.qsehraAllowances, ...allowance }, participants: { ...tools.qsehraParticipants, ...participants }, startMonth },
    plannerYear(planYears, year).limits,
    { perParticipant: prices.qsehra, platformFee: fees.platform, setupFee: fees.setup },
    plan.planYearMonths,
  );
  return [
    [words.allowances, formatMoney(allowances.firstYear), formatMoney(allowances.fullYear)],
    [words.fee, formatMoney(fee.firstYear), formatMoney(fee.fullYear)],
    [words.total, formatMoney(allowances.firstYear + fee.firstYear), formatMoney(allowances.fullYear + fee.fullYear)],
  ];
}
/** How a check opens, within the limit or over it: the coverage and its monthly allowance. */
const checkOpening = (coverage: Coverage, monthly: number) => `${fill(wordsBefore(words.within, 'monthly'), { coverage: words.coverage[coverage] })}${formatMoney(monthly)}`;
const tool = (page: Page) => page.locator('.qsehra-planner');
const group = (page: Page, coverage: Coverage) => tool(page).getByRole('group', { name: words[coverage] });
const allowance = (page: Page, coverage: Coverage) => group(page, coverage).getByLabel(words.allowance);
const employees = (page: Page, coverage: Coverage) => group(page, coverage).getByLabel(words.participants);
/** The check of an allowance within the limit: `monthly` a month, `firstYear` over `months` months, at most `limit`. */
const within = (coverage: Coverage, monthly: string, firstYear: string, months: number, limit: string) =>
  fill(words.within, { coverage: words.coverage[coverage], monthly, firstYear, months, limit });
const start = (page: Page) => tool(page).getByLabel(words.start);
const checks = (page: Page) => tool(page).locator('.checks li');
const rows = (page: Page) => tool(page).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
const NO_SCRIPT = ui.tools.noScript;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('its page shows the default checks and budget for January of the next plan year, and the year of the limits', async ({ page }) => {
    await page.goto(PATH);
    await expect(start(page)).toHaveValue(`${NEXT}-01`);
    await expect(tool(page).locator('.limits-year')).toHaveText(limitsSentence(NEXT));
    const months = plan.planYearMonths;
    await expect(checks(page)).toHaveText(
      COVERAGES.map((c) => {
        const monthly = tools.qsehraAllowances[c];
        return within(c, formatMoney(monthly), formatMoney(monthly * months), months, formatMoney(LIMITS[c]));
      }),
    );
    await expect.poll(() => rows(page)).toEqual(budgetRows({}));
    await expect(tool(page).getByText(NO_SCRIPT)).toBeVisible();
    const method = fill(words.method, { yearMonths: plan.planYearMonths, price: formatMoney(prices.qsehra), platform: formatMoney(fees.platform), setup: formatMoney(fees.setup) });
    await expect(tool(page).locator('.tool-footer')).toContainText(method);
  });
});

test('before hydration the fields take typing, and the hydrated planner plans from them', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(PATH);
  await employees(page, FAMILY).fill('0');
  await start(page).selectOption(`${NEXT}-07`);
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(tool(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(tool(page).locator('caption')).toHaveText(fill(words.caption, { participants: formatNumber(tools.qsehraParticipants.selfOnly) }));
  await expect.poll(() => rows(page)).toEqual(budgetRows({ participants: { family: 0 }, startMonth: 7 }));
  await expect(page).toHaveURL(new RegExp(`qp-family-count=0&qp-start=${NEXT}-07$`));
});

test('when its code fails to load, the planner keeps the input and says its result does not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(PATH);
  await allowance(page, SELF_ONLY).fill('450');
  await failed(page, '.qsehra-planner');
  await expect(tool(page).getByText(NO_SCRIPT)).toBeVisible();
  await expect(allowance(page, SELF_ONLY)).toHaveValue('450');
});

// The width changes the layout, not what the planner computes: every flow runs at the phone's
// width, and the laptop repeats only the first, for its layout (nothing past the window).
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('each allowance is checked against the year’s limit, prorated for a short first plan year', async ({ page, api }) => {
      await page.goto(PATH);
      // The most a month is the yearly limit over 12, down to the cent; one dollar more is over.
      const most = Math.floor(LIMITS.selfOnly / 12);
      const monthly = formatMoney(Math.floor((LIMITS.selfOnly * 100) / 12) / 100);
      const self = allowance(page, SELF_ONLY);
      await self.fill(String(most));
      await expect(checks(page).first()).toHaveClass('within');
      await self.fill(String(most + 1));
      const over = { coverage: words.coverage.selfOnly, monthly: formatMoney(most + 1), monthlyLimit: monthly, yearLimit: formatMoney(LIMITS.selfOnly) };
      // A full first year names the yearly limit once: the check is its sentence and the budget's cap, nothing of a short year.
      const capped = fill(words.capped, { ...over, limit: formatMoney(LIMITS.selfOnly) });
      await expect(checks(page).first()).toHaveText(`${fill(words.over, over)} ${capped}`);
      await start(page).selectOption({ label: `July ${NEXT}` });
      const july = { ...over, limit: formatMoney(Math.floor((LIMITS.selfOnly * 600) / 12) / 100), months: 6 };
      await expect(checks(page).first()).toContainText(fill(words.overShort, july));
      const starting = tools.qsehraAllowances.selfOnly;
      await self.fill(String(starting));
      await expect(checks(page).first()).toHaveText(within(SELF_ONLY, formatMoney(starting), formatMoney(starting * 6), 6, july.limit));
      await expect(tool(page).locator('thead th')).toHaveText([words.item, fill(words.firstYear, { months: 6 }), words.fullYear]);
      await expect.poll(() => rows(page)).toEqual(budgetRows({ startMonth: 7 }));
      await start(page).selectOption({ label: `December ${NEXT}` });
      await expect(tool(page).locator('thead th').nth(1)).toHaveText(fill(words.firstYear, { months: 1 }));
      await expectWithinWindow(tool(page));
      await expectOnlyPageViews(api);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an allowance over the limit counts at the limit in the budget, and the result says so', async ({ page }) => {
    await page.goto(PATH);
    // Two family participants at $2,000 a month, far over the family limit.
    await allowance(page, FAMILY).fill('2000');
    const values = { coverage: words.coverage.family, limit: formatMoney(LIMITS.family), yearLimit: formatMoney(LIMITS.family) };
    await expect(checks(page).nth(1)).toContainText(fill(words.capped, values));
    const { selfOnly: selfAllowance } = tools.qsehraAllowances;
    const { selfOnly: selfCount, family: familyCount } = tools.qsehraParticipants;
    // Each family participant's allowance counts at the yearly limit, not at $2,000 a month.
    const allowances = selfAllowance * selfCount * 12 + familyCount * LIMITS.family;
    const fee = ((selfCount + familyCount) * prices.qsehra + fees.platform) * 12;
    await expect.poll(() => rows(page)).toEqual([
      [words.allowances, formatMoney(allowances), formatMoney(allowances)],
      [words.fee, formatMoney(fee + fees.setup), formatMoney(fee)],
      [words.total, formatMoney(allowances + fee + fees.setup), formatMoney(allowances + fee)],
    ]);
    await allowance(page, FAMILY).fill(String(tools.qsehraAllowances.family));
    await expect(checks(page).nth(1)).not.toContainText(fill(words.capped, values));
  });

  test('a refused number shows what to fix in place of the result, and the address and Copy link hold nothing stale', async ({ page }) => {
    await standInClipboard(page);
    await page.goto(PATH);
    const family = allowance(page, FAMILY);
    await family.fill('$1,000');
    await expect(checks(page).nth(1)).toContainText(checkOpening(FAMILY, 1000));
    await expect(page).toHaveURL(/qp-family=1000/);
    for (const [typed, message] of refusedCounts(tools.qsehraAllowanceMax)) {
      await family.fill(typed);
      // The field's hint, then why the typed allowance is refused.
      await expect(family).toHaveAccessibleDescription(`${maximumHint(FAMILY)} ${message}`);
      await expect(family).toHaveAttribute('aria-invalid', 'true');
      await expect(tool(page).locator('.fix-list')).toContainText(`${words.family}: ${words.allowance}: ${message}`);
      await expect(tool(page).locator('.checks, table')).toHaveCount(0);
      await expect(page).not.toHaveURL(/qp-/);
    }
    await tool(page).getByRole('button', { name: ui.tools.copyLink }).click();
    await expect(tool(page).locator('.tool-footer').getByRole('status')).toHaveText(ui.tools.fixFirst);
    expect(await page.evaluate(() => window.copied)).toEqual([]);
    await family.fill('9'.repeat(320));
    await expect(tool(page).locator('.fix-list')).toContainText(fill(ui.count.tooLarge, { max: formatNumber(tools.qsehraAllowanceMax) }));
    await family.fill('900');
    await expect(checks(page).nth(1)).toContainText(checkOpening(FAMILY, 900));
    const count = employees(page, SELF_ONLY);
    for (const [typed, message] of refusals(String(tools.participantsMax + 1), formatNumber(tools.participantsMax), { zeroAccepted: true })) {
      await count.fill(typed);
      await expect(count).toHaveAccessibleDescription(message);
    }
    await count.fill('0');
    await employees(page, FAMILY).fill('0');
    await expect(tool(page).locator('.none')).toHaveText(words.noParticipants);
    await expect(tool(page).locator('table')).toHaveCount(0);
    await expect(tool(page)).not.toContainText(/NaN|Infinity/);
  });
});

test('a shared link restores the inputs and hydrates the planner at load', async ({ page }) => {
  await page.goto(`/product/qsehra/compare-pricing?qp-self=500&qp-self-count=3&qp-family=1000&qp-family-count=1&qp-start=${NEXT}-10`);
  await hydrated(page, '.qsehra-planner');
  await expect(allowance(page, SELF_ONLY)).toHaveValue('500');
  await expect(employees(page, SELF_ONLY)).toHaveValue('3');
  await expect(allowance(page, FAMILY)).toHaveValue('1000');
  await expect(employees(page, FAMILY)).toHaveValue('1');
  await expect(start(page)).toHaveValue(`${NEXT}-10`);
  await expect.poll(() => rows(page)).toEqual(budgetRows({ allowance: { selfOnly: 500, family: 1000 }, participants: { selfOnly: 3, family: 1 }, startMonth: 10 }));
  // The cost calculator on the same page keeps its own parameters.
  await expect(page.getByLabel(ui.calculator.participants, { exact: true })).toHaveValue(String(tools.participantsDefault));
  await employees(page, FAMILY).fill('2');
  await expect(page).toHaveURL(new RegExp(`\\?qp-self=500&qp-self-count=3&qp-family=1000&qp-family-count=2&qp-start=${NEXT}-10$`));
});

for (const year of [YEAR, NEXT]) {
  test(`a start in ${year} names the year of the limits it uses, and why`, async ({ page }) => {
    await page.goto(`${PATH}?qp-start=${year}-03`);
    await hydrated(page, '.qsehra-planner');
    await expect(tool(page).locator('.limits-year')).toHaveText(limitsSentence(year));
    await expect(tool(page).locator('.limits-year')).not.toContainText('IRS');
    await expect(tool(page).locator('thead th').nth(1)).toHaveText(fill(words.firstYear, { months: 10 }));
  });
}
