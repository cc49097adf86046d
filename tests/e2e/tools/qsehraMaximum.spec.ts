// The QSEHRA planner on /product/qsehra/compare-pricing names the most a monthly allowance may be
// before the visitor reaches it: each allowance field is described by its coverage's monthly
// maximum (the yearly limit over the months of a year, down to the cent) for the year of the limits
// the plan is checked against, while the allowance is still within it, at the most itself, and for
// a start in another plan year; the line naming those limits names their source. At 390 and
// 1280 px, and without JavaScript. Words come from content/site/ui.json, figures from numbers.yaml
// through the planner's own rules (~/lib/qsehraPlanner).
import type { Page } from '@playwright/test';
import { formatMoney } from '~/lib/format';
import { MONTH_NAMES } from '~/lib/monthNames';
import { COVERAGES, monthlyLimit, plannerYear, type Coverage } from '~/lib/qsehraPlanner';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { ui } from '../../support/words';
import { expect, hydrated, test } from '../fixtures';

const PATH = '/product/qsehra/compare-pricing';
const words = ui.qsehraPlanner;
const { planYears, plan } = numbers;
// The site is built today, so its plan year is this year, and the planner starts with January of the next.
const YEAR = new Date().getUTCFullYear();
const NEXT = YEAR + 1;
const [JANUARY] = MONTH_NAMES;

/** The most a `coverage` allowance may be a month for a plan starting in `year`, as the planner writes it. */
function maximum(coverage: Coverage, year: number): { text: string; most: number } {
  const { limits, limitsYear } = plannerYear(planYears, year);
  const monthly = monthlyLimit(limits[coverage], plan.planYearMonths);
  return { text: fill(words.allowanceMax, { monthlyLimit: formatMoney(monthly), year: limitsYear }), most: Math.floor(monthly) };
}

const tool = (page: Page) => page.locator('.qsehra-planner');
const allowance = (page: Page, coverage: Coverage) => tool(page).getByRole('group', { name: words[coverage] }).getByLabel(words.allowance);
const check = (page: Page, coverage: Coverage) => tool(page).locator('.checks li').nth(COVERAGES.indexOf(coverage));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each allowance field names its monthly maximum, and the limits line their source', async ({ page }) => {
    await page.goto(PATH);
    for (const coverage of COVERAGES) await expect(allowance(page, coverage)).toHaveAccessibleDescription(maximum(coverage, NEXT).text);
    await expect(tool(page).locator('.limits-year')).toContainText(plannerYear(planYears, NEXT).source);
  });
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the monthly maximum shows before the allowance reaches it, and follows the plan year', async ({ page }) => {
      await page.goto(PATH);
      // The planner hydrates as it nears the viewport.
      await tool(page).scrollIntoViewIfNeeded();
      await hydrated(page, '.qsehra-planner');
      for (const coverage of COVERAGES) {
        const { text, most } = maximum(coverage, NEXT);
        const field = allowance(page, coverage);
        // The starting allowance is within the limit, and the field already names the most.
        await expect(check(page, coverage)).toHaveClass('within');
        await expect(field).toHaveAccessibleDescription(text);
        await expect(tool(page).getByText(text, { exact: true })).toBeVisible();
        // At the most itself: still within, still named.
        await field.fill(String(most));
        await expect(check(page, coverage)).toHaveClass('within');
        await expect(field).toHaveAccessibleDescription(text);
      }
      // A plan starting this plan year is checked against this year's limits, and the fields say so.
      await tool(page).getByLabel(words.start).selectOption({ label: `${JANUARY} ${YEAR}` });
      for (const coverage of COVERAGES) await expect(allowance(page, coverage)).toHaveAccessibleDescription(maximum(coverage, YEAR).text);
      await expect(tool(page).locator('.limits-year')).toContainText(plannerYear(planYears, YEAR).source);
    });
  });
}
