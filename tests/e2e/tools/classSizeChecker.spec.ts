// The ICHRA class-size checker on /product/ichra/employer-calculator, driven
// through its labels at 390 and 1280 px: the minimum at every boundary, class verdicts, classes over
// the headcount, adding and removing classes, refused input (what to fix in place of the verdicts,
// no stale address or link), JavaScript off, and what it loads and sends.
import type { Page } from '@playwright/test';
import { minimumClassSize } from '~/lib/classSize';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { startingWith, tagAttribute, ui, wordsBefore } from '../../support/words';
import { expect, failIslandCode, failed, holdIslandCode, test } from '../fixtures';
import { expectOnlyPageViews, expectWithinWindow, refusedCounts } from './toolChecks';
import { standInClipboard } from './toolFooter';

const PATH = '/product/ichra/employer-calculator';
const words = ui.classSize;
const GROUP_PLAN = words.groupPlan;
const NO_SCRIPT = ui.tools.noScript;
const [FULL_TIME, PART_TIME] = words.defaultClasses as [string, string];
const limits = numbers.plan.minimumClassSize;
const { checkerEmployees: EMPLOYEES, employeesMax: MAX } = numbers.tools;
const [FULL_TIME_SIZE, PART_TIME_SIZE] = numbers.tools.checkerClassSizes as [number, number];
/** The minimum class size the rule gives for `employees` when a group plan is offered. */
const minimumFor = (employees: number) => minimumClassSize(employees, true, limits).size;
/** A count of employees under the percentage rule, halfway between its limits, whose minimum differs from the default count's. */
const MID = Math.round((limits.smallEmployerLimit + limits.midEmployerLimit) / 2);
const MID_MINIMUM = minimumFor(MID);
/** A class size under MID_MINIMUM, so it falls below it whenever a minimum applies. */
const SMALL_CLASS = MID_MINIMUM - 1;
/** The message of a count over the largest accepted. */
const TOO_LARGE = fill(ui.count.tooLarge, { max: formatNumber(MAX) });
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
const classGroup = (page: Page, n: number) => checker(page).getByRole('group', { name: fill(words.classLegend, { number: n }), exact: true });
const employeesField = (page: Page) => page.getByLabel(words.employees);
const addClass = (page: Page) => page.getByRole('button', { name: words.addClass });
const removeClass = (page: Page, n: number) => page.getByRole('button', { name: fill(words.removeClass, { number: n }) });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the default result above the upload section', async ({ page }) => {
    await page.goto(PATH);
    await expect(checker(page).locator('.minimum')).toHaveText(minimum(minimumFor(EMPLOYEES)));
    await expect(checker(page).locator('.verdicts .verdict')).toHaveText([
      verdict(FULL_TIME, FULL_TIME_SIZE, FULL_TIME_SIZE >= minimumFor(EMPLOYEES)),
      verdict(PART_TIME, PART_TIME_SIZE, PART_TIME_SIZE >= minimumFor(EMPLOYEES)),
    ]);
    const order = await page.locator('h2').allTextContents();
    expect(order.indexOf(tagAttribute(PATH, 'ClassSizeChecker', 'heading'))).toBeLessThan(order.indexOf(tagAttribute(PATH, 'EmployeeUpload', 'heading')));
    await expect(checker(page).getByText(NO_SCRIPT)).toBeVisible();
    await expect(addClass(page)).toBeDisabled();
  });
});

test('before hydration the box and the counts change at once, and the hydrated checker decides from what they hold', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(PATH);
  await employeesField(page).fill(String(MID));
  await page.getByLabel(GROUP_PLAN).uncheck();
  await classGroup(page, 2).getByLabel(words.classSize).fill(String(SMALL_CLASS));
  await classGroup(page, 2).getByLabel(words.className).fill('Seasonal');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(page.getByLabel(GROUP_PLAN)).not.toBeChecked();
  await expect(checker(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(checker(page).locator('.minimum')).toHaveText(words.noMinimum);
  await expect(checker(page).locator('.verdicts .verdict')).toHaveText([verdict(FULL_TIME, FULL_TIME_SIZE), verdict('Seasonal', SMALL_CLASS)]);
  await page.getByLabel(GROUP_PLAN).check();
  await expect(checker(page).locator('.verdicts .verdict').nth(1)).toHaveText(verdict('Seasonal', SMALL_CLASS, false));
  await expect(employeesField(page)).toHaveValue(String(MID));
});

test('when its code fails to load, the checker keeps the visitor\'s input and says its result does not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(PATH);
  await employeesField(page).fill(String(MID));
  await failed(page, '.class-size-checker');
  await expect(checker(page).getByText(NO_SCRIPT)).toBeVisible();
  await expect(employeesField(page)).toHaveValue(String(MID));
});

test('a huge count is refused with the largest number accepted, and one employee reads in the singular', async ({ page }) => {
  await page.goto(PATH);
  const employees = employeesField(page);
  await employees.fill('99999999999999999999');
  await expect(employees).toHaveAccessibleDescription(`${words.employeesHint} ${TOO_LARGE}`);
  await employees.fill('1');
  await expect(checker(page).locator('.over')).toHaveText(overTotal(FULL_TIME_SIZE + PART_TIME_SIZE, 1));
});

test('the minimum follows the rule at every boundary', async ({ page, api }) => {
  await page.goto(PATH);
  const employees = employeesField(page);
  // MID first: its minimum differs from the default's, so the steps after it run hydrated.
  const { smallEmployerLimit: small, midEmployerLimit: mid } = limits;
  for (const count of [MID, small - 1, small, MID, mid - 1, mid, mid + 1]) {
    const size = minimumFor(count);
    await employees.fill(String(count));
    await expect(checker(page).locator('.minimum')).toHaveText(minimum(size));
    await expect(checker(page).locator('.verdicts .rule')).toHaveText([rule(count, size), rule(count, size)]);
  }
  await expectOnlyPageViews(api);
});

test('a class of the minimum meets it and a class of one fewer is below it', async ({ page }) => {
  await page.goto(PATH);
  await employeesField(page).fill(String(MID));
  await classGroup(page, 1).getByLabel(words.classSize).fill(String(MID_MINIMUM));
  await classGroup(page, 2).getByLabel(words.classSize).fill(String(MID_MINIMUM - 1));
  await expect(checker(page).locator('.verdicts .verdict')).toHaveText([verdict(FULL_TIME, MID_MINIMUM), verdict(PART_TIME, MID_MINIMUM - 1, false)]);
});

test('without a group plan no minimum applies', async ({ page }) => {
  await page.goto(PATH);
  await employeesField(page).fill(String(MID));
  await classGroup(page, 2).getByLabel(words.classSize).fill(String(SMALL_CLASS));
  // uncheck() expects the change at once, so the checker must have hydrated (it has once it answers).
  await expect(checker(page).locator('.minimum')).toHaveText(minimum(MID_MINIMUM));
  await page.getByLabel(GROUP_PLAN).uncheck();
  await expect(checker(page).locator('.minimum')).toHaveText(words.noMinimum);
  await expect(checker(page).locator('.verdicts .rule').nth(1)).toHaveText(words.rules.none);
  await expect(checker(page).locator('.verdicts .verdict').nth(1)).toHaveText(verdict(PART_TIME, SMALL_CLASS));
});

test('classes that add up to more than the employees get a clear message', async ({ page }) => {
  await page.goto(PATH);
  // One more in the first class than the employees leave beside the second.
  await classGroup(page, 1).getByLabel(words.classSize).fill(String(EMPLOYEES - PART_TIME_SIZE + 1));
  await expect(checker(page).locator('.over')).toHaveText(overTotal(EMPLOYEES + 1, EMPLOYEES));
  await employeesField(page).fill(String(EMPLOYEES + 1));
  await expect(checker(page).locator('.over')).toHaveCount(0);
});

test('classes can be added, named and removed from the keyboard, and focus follows', async ({ page }) => {
  await page.goto(PATH);
  // The buttons need the checker hydrated, which it is once near the screen, and are disabled until then.
  await addClass(page).scrollIntoViewIfNeeded();
  await expect(addClass(page)).toBeEnabled();
  await addClass(page).focus();
  await page.keyboard.press('Enter');
  const third = classGroup(page, 3);
  await expect(third.getByLabel(words.className)).toBeFocused();
  await expect(third.getByLabel(words.className)).toHaveValue(fill(words.newClass, { number: 3 }));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Seasonal');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await expect(checker(page).locator('.verdicts .verdict').nth(2)).toHaveText(verdict('Seasonal', 12, 12 >= minimumFor(EMPLOYEES)));
  await page.keyboard.press('Tab');
  await expect(removeClass(page, 3)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(classGroup(page, 3)).toHaveCount(0);
  await expect(addClass(page)).toBeFocused();
  await removeClass(page, 2).click();
  await expect(page.getByRole('button', { name: startingWith(wordsBefore(words.removeClass, 'number')) })).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a refused count shows what to fix in place of the verdicts, and the address and Copy link hold nothing stale', async ({ page }) => {
      await standInClipboard(page);
      await page.goto(PATH);
      const employees = employeesField(page);
      await employees.fill(String(MID));
      await expect(checker(page).locator('.minimum')).toHaveText(minimum(MID_MINIMUM));
      await expect(page).toHaveURL(new RegExp(`employees=${MID}`));
      for (const [typed, message] of refusedCounts(MAX)) {
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
      await employees.fill(String(MID));
      const size = classGroup(page, 1).getByLabel(words.classSize);
      await size.fill('x');
      const sizeField = `${fill(words.classLegend, { number: 1 })}, ${words.classSize}`;
      await expect(size).toHaveAccessibleDescription(ui.count.notNumber);
      await expect(checker(page).locator('.fix-list')).toContainText(`${sizeField}: ${ui.count.notNumber}`);
      await size.fill('9'.repeat(309));
      await expect(checker(page).locator('.fix-list')).toContainText(`${sizeField}: ${TOO_LARGE}`);
      await size.fill(String(MID_MINIMUM));
      await expect(checker(page).locator('.verdicts .verdict').first()).toHaveText(verdict(FULL_TIME, MID_MINIMUM));
      await expect(page).toHaveURL(new RegExp(`employees=${MID}`));
      await expect(checker(page)).not.toContainText(/NaN|Infinity/);
      await expectWithinWindow(checker(page));
    });
  });
}
