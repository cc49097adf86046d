// The FTE and ALE calculator on /product/qsehra and /product/ichra/large-business, driven through
// its labels at 390 and 1280 px: the thresholds at 49.9, 50 and 50.1, the part-time cap, refused
// input, a shared link, the count carried into the HRA chooser and back, JavaScript off and code
// that fails to load.
import type { Page } from '@playwright/test';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews, refusals } from './toolChecks';

const PATH = '/product/qsehra';
const tool = (page: Page) => page.locator('.fte-calculator');
const fullTime = (page: Page) => page.getByLabel('Full-time employees');
const each = (page: Page) => page.getByLabel('Monthly hours of each part-time employee');
const total = (page: Page) => page.getByLabel('Total monthly hours of all part-time employees');
const totalMode = (page: Page) => page.getByRole('radio', { name: 'Their total' });
const result = (page: Page) => tool(page).locator('.result');
const NO_SCRIPT = 'This tool works out its result with JavaScript, which is off or did not load in your browser, so the result shown does not follow your changes.';
const NOT_ALE = 'Not an applicable large employer: fewer than 50 full-time equivalent employees.';
const ALE = 'An applicable large employer (ALE): 50 or more full-time equivalent employees.';
const QSEHRA = 'A QSEHRA is possible: fewer than 50 full-time equivalent employees, provided you offer no group health plan.';
const NO_QSEHRA = 'A QSEHRA is not possible with 50 or more full-time equivalent employees; an ICHRA works at any size.';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both pages show the default result, and the choice of total hours shows its field', async ({ page }) => {
    for (const path of [PATH, '/product/ichra/large-business']) {
      await page.goto(path);
      await expect(result(page).locator('.fte-total')).toHaveText('Full-time equivalent employees: 47.75');
      await expect(result(page).locator('.verdicts li')).toHaveText([NOT_ALE, QSEHRA]);
      await expect(tool(page).getByText(NO_SCRIPT)).toBeVisible();
      await expect(tool(page).locator('.tool-footer')).toContainText('count up to 120');
    }
    await expect(total(page)).toBeHidden();
    await totalMode(page).check();
    await expect(total(page)).toBeVisible();
    await expect(each(page)).toBeHidden();
  });
});

test('before hydration the fields take typing, and the hydrated calculator counts from them', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(PATH);
  await fullTime(page).fill('49');
  await each(page).fill('120');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(tool(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(result(page).locator('.fte-total')).toHaveText('Full-time equivalent employees: 50');
  await expect(page).toHaveURL(/\?fte-full=49&fte-hours=120$/);
});

test('when its code fails to load, the calculator keeps the input and says its result does not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(PATH);
  await fullTime(page).fill('60');
  await failed(page, '.fte-calculator');
  await expect(tool(page).getByText(NO_SCRIPT)).toBeVisible();
  await expect(fullTime(page)).toHaveValue('60');
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the thresholds at 49.9, 50 and 50.1 decide ALE status and QSEHRA', async ({ page, api }) => {
      await page.goto(PATH);
      const cases: [string, 'each' | 'total', string, string, string, string, number][] = [
        // full-time, how, hours, total shown, ALE, QSEHRA, count carried to the chooser
        ['49', 'total', '108', '49.9', NOT_ALE, QSEHRA, 49],
        ['49', 'each', '120', '50', ALE, NO_QSEHRA, 50],
        ['49', 'each', '119', '49.99', NOT_ALE, QSEHRA, 49],
        ['50', 'total', '12', '50.1', ALE, NO_QSEHRA, 50],
      ];
      for (const [full, how, hours, shown, ale, qsehra, carried] of cases) {
        await fullTime(page).fill(full);
        if (how === 'total') {
          await totalMode(page).check();
          await total(page).fill(hours);
        } else {
          await page.getByRole('radio', { name: 'Each part-time employee’s hours' }).check();
          await each(page).fill(hours);
        }
        await expect(result(page).locator('.fte-total')).toHaveText(`Full-time equivalent employees: ${shown}`);
        await expect(result(page).locator('.verdicts li')).toHaveText([ale, qsehra]);
        await expect(result(page).getByRole('link', { name: /to the HRA chooser$/ })).toHaveAttribute('href', `/?hra-group-plan=no&hra-employees=${carried}#hra-chooser`);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expectOnlyPageViews(api);
    });

    test('each part-timer counts at most 120 hours, and one over 130 is flagged as full-time', async ({ page }) => {
      await page.goto(PATH);
      await fullTime(page).fill('0');
      await each(page).fill('200, 60 30');
      await expect(result(page).locator('.fte-total')).toHaveText('Full-time equivalent employees: 1.75');
      await expect(result(page).locator('.breakdown')).toHaveText('0 full-time employees plus 1.75 from 210 part-time hours (210 ÷ 120).');
      await expect(result(page).locator('.warning')).toHaveText('1 person you listed works 130 or more hours a month, which makes them full-time: add them to the full-time employees instead.');
      await each(page).fill('');
      await expect(result(page).locator('.fte-total')).toHaveText('Full-time equivalent employees: 0');
      await expect(result(page).getByRole('link', { name: /to the HRA chooser$/ })).toHaveCount(0);
    });

    test('refused numbers get their message beside the field, and the last valid result stays', async ({ page }) => {
      await page.goto(PATH);
      await fullTime(page).fill('49');
      await expect(result(page).locator('.fte-total')).toHaveText('Full-time equivalent employees: 51.75');
      const hint = 'Employees who work 30 or more hours a week, or 130 or more hours a month.';
      for (const [typed, message] of refusals('1000001', '1,000,000', { zeroAccepted: true })) {
        await fullTime(page).fill(typed);
        await expect(fullTime(page)).toHaveAccessibleDescription(`${hint} ${message}`);
        await expect(fullTime(page)).toHaveAttribute('aria-invalid', 'true');
        await expect(result(page).locator('.fte-total')).toHaveText('Full-time equivalent employees: 51.75');
      }
      await fullTime(page).fill('0');
      await expect(fullTime(page)).not.toHaveAttribute('aria-invalid');

      await each(page).fill('80, 0, -1, 2.5, abc, 745');
      await expect(each(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(tool(page).locator('.each .error')).toHaveText(
        'Entry 2 (0): Please enter a number greater than 0. Entry 3 (-1): Please enter a positive number, not a negative one. Entry 4 (2.5): Please enter a whole number, without decimals. Entry 5 (abc): Please enter digits only, for example 25. Entry 6 (745): Please enter 744 or fewer.',
      );
      await expect(result(page).locator('.fte-total')).toHaveText('Full-time equivalent employees: 2.75');

      await totalMode(page).check();
      await total(page).fill('');
      await expect(total(page)).toHaveAccessibleDescription('Count at most 120 hours for each person. Please enter a number.');
      await total(page).fill('x');
      await expect(total(page)).toHaveAccessibleDescription('Count at most 120 hours for each person. Please enter digits only, for example 25.');
      await total(page).fill('60');
      await expect(result(page).locator('.fte-total')).toHaveText('Full-time equivalent employees: 0.5');
      await expect(result(page)).not.toContainText(/NaN|Infinity/);
    });
  });
}

test('a shared link restores the inputs and hydrates the calculator at load', async ({ page }) => {
  await page.goto(`${PATH}?fte-full=50&fte-total=12`);
  await hydrated(page, '.fte-calculator');
  await expect(fullTime(page)).toHaveValue('50');
  await expect(totalMode(page)).toBeChecked();
  await expect(total(page)).toHaveValue('12');
  await expect(result(page).locator('.fte-total')).toHaveText('Full-time equivalent employees: 50.1');
  await fullTime(page).fill('40');
  await expect(page).toHaveURL(/\?fte-full=40&fte-total=12$/);

  await page.goto('/product/ichra/large-business?fte-full=3&fte-hours=60,60,120');
  await hydrated(page, '.fte-calculator');
  await expect(each(page)).toHaveValue('60,60,120');
  await expect(result(page).locator('.fte-total')).toHaveText('Full-time equivalent employees: 5');
});

test('a count is carried into the HRA chooser, whose employees question links back to the calculator', async ({ page }) => {
  await page.goto(`${PATH}?fte-full=49&fte-total=108`);
  await hydrated(page, '.fte-calculator');
  await result(page).getByRole('link', { name: 'Take 49 full-time equivalents to the HRA chooser' }).click();
  await expect(page).toHaveURL(/\/\?hra-group-plan=no&hra-employees=49#hra-chooser$/);
  const chooser = page.locator('.hra-chooser');
  await expect(chooser.getByRole('group', { name: 'Do you offer a group health plan?' }).getByLabel('No')).toBeChecked();
  const employees = chooser.getByRole('group', { name: 'How many full-time equivalent employees do you have?' });
  await expect(employees.getByRole('textbox')).toHaveValue('49');
  await expect(chooser.getByRole('group', { name: 'Do you want different allowances for different groups of employees?' })).toBeVisible();

  await employees.getByRole('link', { name: 'Not sure? Work it out with the FTE calculator.' }).click();
  await expect(page).toHaveURL(/\/product\/qsehra#fte-calculator$/);
  await expect(tool(page).getByRole('heading', { name: 'Count your full-time equivalent employees' })).toBeInViewport();

  await page.goto('/?hra-group-plan=no&hra-employees=50#hra-chooser');
  await expect(page.locator('.hra-chooser .recommend')).toHaveText('We recommend: Individual Coverage HRA (ICHRA)');
});
