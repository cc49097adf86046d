// The QSEHRA allowance planner on /product/qsehra and its compare-pricing page, driven through its
// labels at 390 and 1280 px: allowances at the limit, a short first plan year, the budget and fee,
// the year of the limits, refused input, a shared link, JavaScript off and code that fails to load.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import type { Numbers } from '~/data/numbers';
import { formatMoney } from '~/lib/format';
import { planYearEntry } from '~/lib/planYear';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews, refusals } from './toolChecks';

const PATH = '/product/qsehra';
const { planYears } = (parse(readFileSync('content/data/numbers.yaml', 'utf8')) as { numbers: Numbers }).numbers;
// The site is built today, so its plan year is this year.
const YEAR = new Date().getUTCFullYear();
const LIMITS = planYearEntry(planYears, YEAR).qsehraLimits;
const tool = (page: Page) => page.locator('.qsehra-planner');
const group = (page: Page, name: 'Self-only participants' | 'Family participants') => tool(page).getByRole('group', { name });
const allowance = (page: Page, name: 'Self-only participants' | 'Family participants') => group(page, name).getByLabel('Monthly allowance, in dollars');
const employees = (page: Page, name: 'Self-only participants' | 'Family participants') => group(page, name).getByLabel('Number of employees');
const start = (page: Page) => tool(page).getByLabel('Plan start month');
const checks = (page: Page) => tool(page).locator('.checks li');
const rows = (page: Page) => tool(page).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
const NO_SCRIPT = 'This tool works out its result with JavaScript, which is off or did not load in your browser, so the result shown does not follow your changes.';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both pages show the default checks and budget for a January start', async ({ page }) => {
    for (const path of [PATH, '/product/qsehra/compare-pricing']) {
      await page.goto(path);
      await expect(start(page)).toHaveValue(`${YEAR}-01`);
      await expect(tool(page).locator('.limits-year')).toHaveText(`Checked against the IRS’s QSEHRA limits for ${YEAR}, the year your plan starts.`);
      await expect(checks(page)).toHaveText([
        `Self-only: $400 a month is within the limit: $4,800 over 12 months, at most ${formatMoney(LIMITS.selfOnly)}.`,
        `Family: $900 a month is within the limit: $10,800 over 12 months, at most ${formatMoney(LIMITS.family)}.`,
      ]);
      await expect.poll(() => rows(page)).toEqual([
        ['Allowances, if all are used', '$60,000', '$60,000'],
        ['Salusion’s fee', '$1,680', '$1,680'],
        ['Total', '$61,680', '$61,680'],
      ]);
      await expect(tool(page).getByText(NO_SCRIPT)).toBeVisible();
      await expect(tool(page).locator('.tool-footer')).toContainText('$14 per participant per month');
    }
  });
});

test('before hydration the fields take typing, and the hydrated planner plans from them', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(PATH);
  await employees(page, 'Family participants').fill('0');
  await start(page).selectOption(`${YEAR}-07`);
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(tool(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(tool(page).locator('caption')).toHaveText('Your QSEHRA budget for 8 participants');
  await expect.poll(() => rows(page)).toEqual([
    ['Allowances, if all are used', '$19,200', '$38,400'],
    ['Salusion’s fee', '$672', '$1,344'],
    ['Total', '$19,872', '$39,744'],
  ]);
  await expect(page).toHaveURL(new RegExp(`qp-family-count=0&qp-start=${YEAR}-07$`));
});

test('when its code fails to load, the planner keeps the input and says its result does not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(PATH);
  await allowance(page, 'Self-only participants').fill('450');
  await failed(page, '.qsehra-planner');
  await expect(tool(page).getByText(NO_SCRIPT)).toBeVisible();
  await expect(allowance(page, 'Self-only participants')).toHaveValue('450');
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('each allowance is checked against the year’s limit, prorated for a short first plan year', async ({ page, api }) => {
      await page.goto(PATH);
      // The most a month is the yearly limit over 12, down to the cent; one dollar more is over.
      const most = Math.floor(LIMITS.selfOnly / 12);
      const self = allowance(page, 'Self-only participants');
      await self.fill(String(most));
      await expect(checks(page).first()).toHaveClass('within');
      await self.fill(String(most + 1));
      await expect(checks(page).first()).toHaveText(
        `Self-only: ${formatMoney(most + 1)} a month is over the limit. The most is ${formatMoney(Math.floor((LIMITS.selfOnly * 100) / 12) / 100)} a month, ${formatMoney(LIMITS.selfOnly)} over 12 months (${formatMoney(LIMITS.selfOnly)} a year).`,
      );
      await start(page).selectOption({ label: `July ${YEAR}` });
      await expect(checks(page).first()).toHaveText(
        `Self-only: ${formatMoney(most + 1)} a month is over the limit. The most is ${formatMoney(Math.floor((LIMITS.selfOnly * 100) / 12) / 100)} a month, ${formatMoney(Math.floor((LIMITS.selfOnly * 600) / 12) / 100)} over 6 months (${formatMoney(LIMITS.selfOnly)} a year).`,
      );
      await self.fill('400');
      await expect(checks(page).first()).toHaveText(`Self-only: $400 a month is within the limit: $2,400 over 6 months, at most ${formatMoney(Math.floor((LIMITS.selfOnly * 600) / 12) / 100)}.`);
      await expect(tool(page).locator('thead th')).toHaveText(['Cost', 'First plan year (6 months)', 'Each full year after']);
      await expect.poll(() => rows(page)).toEqual([
        ['Allowances, if all are used', '$30,000', '$60,000'],
        ['Salusion’s fee', '$840', '$1,680'],
        ['Total', '$30,840', '$61,680'],
      ]);
      await start(page).selectOption({ label: `December ${YEAR}` });
      await expect(tool(page).locator('thead th').nth(1)).toHaveText('First plan year (1 month)');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expectOnlyPageViews(api);
    });

    test('refused numbers get their message beside the field, and the last valid result stays', async ({ page }) => {
      await page.goto(PATH);
      const family = allowance(page, 'Family participants');
      await family.fill('$1,000');
      await expect(checks(page).nth(1)).toContainText('Family: $1,000 a month');
      for (const [typed, message] of refusals('10001', '10,000')) {
        await family.fill(typed);
        await expect(family).toHaveAccessibleDescription(message);
        await expect(family).toHaveAttribute('aria-invalid', 'true');
        await expect(checks(page).nth(1)).toContainText('Family: $1,000 a month');
      }
      const count = employees(page, 'Self-only participants');
      for (const [typed, message] of refusals('10001', '10,000', { zeroAccepted: true })) {
        await count.fill(typed);
        await expect(count).toHaveAccessibleDescription(message);
      }
      await count.fill('0');
      await employees(page, 'Family participants').fill('0');
      await expect(tool(page).locator('.none')).toHaveText('Enter at least one participant to see a budget.');
      await expect(tool(page).locator('table')).toHaveCount(0);
      await expect(tool(page)).not.toContainText(/NaN|Infinity/);
    });
  });
}

test('a shared link restores the inputs and hydrates the planner at load', async ({ page }) => {
  await page.goto(`/product/qsehra/compare-pricing?qp-self=500&qp-self-count=3&qp-family=1000&qp-family-count=1&qp-start=${YEAR}-10`);
  await hydrated(page, '.qsehra-planner');
  await expect(allowance(page, 'Self-only participants')).toHaveValue('500');
  await expect(employees(page, 'Self-only participants')).toHaveValue('3');
  await expect(allowance(page, 'Family participants')).toHaveValue('1000');
  await expect(employees(page, 'Family participants')).toHaveValue('1');
  await expect(start(page)).toHaveValue(`${YEAR}-10`);
  await expect.poll(() => rows(page)).toEqual([
    ['Allowances, if all are used', '$7,500', '$30,000'],
    ['Salusion’s fee', '$168', '$672'],
    ['Total', '$7,668', '$30,672'],
  ]);
  // The cost calculator on the same page keeps its own parameters.
  await expect(page.getByLabel('Participants', { exact: true })).toHaveValue('10');
  await employees(page, 'Family participants').fill('2');
  await expect(page).toHaveURL(new RegExp(`\\?qp-self=500&qp-self-count=3&qp-family=1000&qp-family-count=2&qp-start=${YEAR}-10$`));
});

test('a start next year names the year of the limits it uses', async ({ page }) => {
  await page.goto(`${PATH}?qp-start=${YEAR + 1}-03`);
  await hydrated(page, '.qsehra-planner');
  const used = planYearEntry(planYears, YEAR + 1).year;
  const expected =
    used === YEAR + 1
      ? `Checked against the IRS’s QSEHRA limits for ${used}, the year your plan starts.`
      : `Checked against the IRS’s QSEHRA limits for ${used}, the year your plan starts. The IRS has not yet published the QSEHRA limits for ${YEAR + 1}, so these checks use ${used}’s.`;
  await expect(tool(page).locator('.limits-year')).toHaveText(expected);
  await expect(tool(page).locator('thead th').nth(1)).toHaveText('First plan year (10 months)');
});
