// The ICHRA class-size checker on /product/ichra/employer-calculator, driven
// through its labels at 390 and 1280 px: the minimum at every boundary, class verdicts, classes over
// the headcount, adding and removing classes, refused input (what to fix in place of the verdicts,
// no stale address or link), JavaScript off, and what it loads and sends.
import type { Page } from '@playwright/test';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { tagAttribute, ui } from '../../support/words';
import { expect, failIslandCode, failed, holdIslandCode, test } from '../fixtures';
import { expectOnlyPageViews, expectWithinWindow, refusedCounts } from './toolChecks';
import { standInClipboard } from './toolFooter';

const PATH = '/product/ichra/employer-calculator';
const words = ui.classSize;
const GROUP_PLAN = words.groupPlan;
const NO_SCRIPT = ui.tools.noScript;
const [FULL_TIME, PART_TIME] = words.defaultClasses as [string, string];
const limits = numbers.plan.minimumClassSize;
/** The verdict on a class of `size` named `name`, as the checker words it. */
const verdict = (name: string, size: number, meets = true) => fill(meets ? words.meets : words.below, { name, size });
const minimum = (size: number) => fill(words.minimum, { size });
/** The rule a count of employees falls under, as the checker words it, with the minimum `size` it gives. */
function rule(employees: number, size: number): string {
  if (employees < limits.smallEmployerLimit) return fill(words.rules.small, { limit: limits.smallEmployerLimit, size });
  if (employees > limits.midEmployerLimit) return fill(words.rules.large, { limit: limits.midEmployerLimit, size });
  return fill(words.rules.mid, { low: limits.smallEmployerLimit, high: limits.midEmployerLimit, percent: limits.midEmployerPercent, size });
}
/** The message shown when the classes add up to more than the employees. */
const overTotal = (total: number, employees: number) => fill(words.overTotal, { total, employees });
const checker = (page: Page) => page.locator('.class-size-checker');
const classGroup = (page: Page, n: number) => checker(page).getByRole('group', { name: `Class ${n}`, exact: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the default result above the upload section', async ({ page }) => {
    await page.goto(PATH);
    await expect(checker(page).locator('.minimum')).toHaveText(minimum(10));
    await expect(checker(page).locator('.verdicts .verdict')).toHaveText([verdict(FULL_TIME, 40), verdict(PART_TIME, 10)]);
    const order = await page.locator('h2').allTextContents();
    expect(order.indexOf(tagAttribute(PATH, 'ClassSizeChecker', 'heading'))).toBeLessThan(order.indexOf(tagAttribute(PATH, 'EmployeeUpload', 'heading')));
    await expect(checker(page).getByText(NO_SCRIPT)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a class' })).toBeDisabled();
  });
});

test('before hydration the box and the counts change at once, and the hydrated checker decides from what they hold', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(PATH);
  await page.getByLabel('Number of employees').fill('150');
  await page.getByLabel(GROUP_PLAN).uncheck();
  await classGroup(page, 2).getByLabel('Class size').fill('3');
  await classGroup(page, 2).getByLabel('Class name').fill('Seasonal');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(page.getByLabel(GROUP_PLAN)).not.toBeChecked();
  await expect(checker(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(checker(page).locator('.minimum')).toHaveText(words.noMinimum);
  await expect(checker(page).locator('.verdicts .verdict')).toHaveText([verdict(FULL_TIME, 40), verdict('Seasonal', 3)]);
  await page.getByLabel(GROUP_PLAN).check();
  await expect(checker(page).locator('.verdicts .verdict').nth(1)).toHaveText(verdict('Seasonal', 3, false));
  await expect(page.getByLabel('Number of employees')).toHaveValue('150');
});

test('when its code fails to load, the checker keeps the visitor\'s input and says its result does not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(PATH);
  await page.getByLabel('Number of employees').fill('150');
  await failed(page, '.class-size-checker');
  await expect(checker(page).getByText(NO_SCRIPT)).toBeVisible();
  await expect(page.getByLabel('Number of employees')).toHaveValue('150');
});

test('a huge count is refused with the largest number accepted, and one employee reads in the singular', async ({ page }) => {
  await page.goto(PATH);
  const employees = page.getByLabel('Number of employees');
  await employees.fill('99999999999999999999');
  await expect(employees).toHaveAccessibleDescription(`${words.employeesHint} ${fill(ui.count.tooLarge, { max: '1,000,000' })}`);
  await employees.fill('1');
  await expect(checker(page).locator('.over')).toHaveText(overTotal(50, 1));
});

test('the minimum follows the rule at every boundary', async ({ page, api }) => {
  await page.goto(PATH);
  const employees = page.getByLabel('Number of employees');
  // 150 first: its minimum differs from the default's, so the steps after it run hydrated.
  const boundaries = [
    [150, 15],
    [99, 10],
    [100, 10],
    [150, 15],
    [199, 19],
    [200, 20],
    [201, 20],
  ];
  for (const [count, size] of boundaries) {
    await employees.fill(String(count));
    await expect(checker(page).locator('.minimum')).toHaveText(minimum(size!));
    await expect(checker(page).locator('.verdicts .rule')).toHaveText([rule(count!, size!), rule(count!, size!)]);
  }
  await expectOnlyPageViews(api);
});

test('at 150 employees a class of 15 meets the minimum and a class of 14 is below it', async ({ page }) => {
  await page.goto(PATH);
  await page.getByLabel('Number of employees').fill('150');
  await classGroup(page, 1).getByLabel('Class size').fill('15');
  await classGroup(page, 2).getByLabel('Class size').fill('14');
  await expect(checker(page).locator('.verdicts .verdict')).toHaveText([verdict(FULL_TIME, 15), verdict(PART_TIME, 14, false)]);
});

test('without a group plan no minimum applies', async ({ page }) => {
  await page.goto(PATH);
  await page.getByLabel('Number of employees').fill('150');
  await classGroup(page, 2).getByLabel('Class size').fill('3');
  // uncheck() expects the change at once, so the checker must have hydrated (it has once it answers).
  await expect(checker(page).locator('.minimum')).toHaveText(minimum(15));
  await page.getByLabel(GROUP_PLAN).uncheck();
  await expect(checker(page).locator('.minimum')).toHaveText(words.noMinimum);
  await expect(checker(page).locator('.verdicts .rule').nth(1)).toHaveText(words.rules.none);
  await expect(checker(page).locator('.verdicts .verdict').nth(1)).toHaveText(verdict(PART_TIME, 3));
});

test('classes that add up to more than the employees get a clear message', async ({ page }) => {
  await page.goto(PATH);
  await classGroup(page, 1).getByLabel('Class size').fill('41');
  await expect(checker(page).locator('.over')).toHaveText(overTotal(51, 50));
  await page.getByLabel('Number of employees').fill('51');
  await expect(checker(page).locator('.over')).toHaveCount(0);
});

test('classes can be added, named and removed from the keyboard, and focus follows', async ({ page }) => {
  await page.goto(PATH);
  // The buttons need the hydrated checker, and are disabled until then.
  await expect(page.getByRole('button', { name: 'Add a class' })).toBeEnabled();
  await page.getByRole('button', { name: 'Add a class' }).focus();
  await page.keyboard.press('Enter');
  const third = classGroup(page, 3);
  await expect(third.getByLabel('Class name')).toBeFocused();
  await expect(third.getByLabel('Class name')).toHaveValue('Class 3');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Seasonal');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await expect(checker(page).locator('.verdicts .verdict').nth(2)).toHaveText(verdict('Seasonal', 12));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove class 3' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(classGroup(page, 3)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a class' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove class 2' }).click();
  await expect(page.getByRole('button', { name: /^Remove class/ })).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a refused count shows what to fix in place of the verdicts, and the address and Copy link hold nothing stale', async ({ page }) => {
      await standInClipboard(page);
      await page.goto(PATH);
      const employees = page.getByLabel('Number of employees');
      await employees.fill('150');
      await expect(checker(page).locator('.minimum')).toHaveText(minimum(15));
      await expect(page).toHaveURL(/employees=150/);
      for (const [typed, message] of refusedCounts(1_000_000)) {
        await employees.fill(typed);
        await expect(employees).toHaveAccessibleDescription(`${words.employeesHint} ${message}`);
        await expect(employees).toHaveAttribute('aria-invalid', 'true');
        await expect(checker(page).locator('.fix-list')).toContainText(`${ui.classSize.employees}: ${message}`);
        await expect(checker(page).locator('.minimum, .verdicts')).toHaveCount(0);
        await expect(page).not.toHaveURL(/employees=|class-sizes=/);
      }
      await checker(page).getByRole('button', { name: ui.tools.copyLink }).click();
      await expect(checker(page).locator('.tool-footer').getByRole('status')).toHaveText(ui.tools.fixFirst);
      expect(await page.evaluate(() => window.copied)).toEqual([]);
      await employees.fill('150');
      const size = classGroup(page, 1).getByLabel('Class size');
      await size.fill('x');
      const sizeField = `${fill(words.classLegend, { number: 1 })}, ${words.classSize}`;
      await expect(size).toHaveAccessibleDescription(ui.count.notNumber);
      await expect(checker(page).locator('.fix-list')).toContainText(`${sizeField}: ${ui.count.notNumber}`);
      await size.fill('9'.repeat(309));
      await expect(checker(page).locator('.fix-list')).toContainText(`${sizeField}: ${fill(ui.count.tooLarge, { max: '1,000,000' })}`);
      await size.fill('40');
      await expect(checker(page).locator('.verdicts .verdict').first()).toHaveText(verdict(FULL_TIME, 40));
      await expect(page).toHaveURL(/employees=150/);
      await expect(checker(page)).not.toContainText(/NaN|Infinity/);
      await expectWithinWindow(checker(page));
    });
  });
}
