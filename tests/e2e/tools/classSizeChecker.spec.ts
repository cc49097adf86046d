// The ICHRA class-size checker on /product/ichra/employer-calculator, driven
// through its labels at 390 and 1280 px: the minimum at every boundary, class verdicts, classes over
// the headcount, adding and removing classes, refused input (what to fix in place of the verdicts,
// no stale address or link), JavaScript off, and what it loads and sends.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, failIslandCode, failed, holdIslandCode, test } from '../fixtures';
import { expectOnlyPageViews, expectWithinWindow, refusedCounts } from './toolChecks';
import { standInClipboard } from './toolFooter';

const ui = JSON.parse(readFileSync('content/site/ui.json', 'utf8')).ui;

const PATH = '/product/ichra/employer-calculator';
const checker = (page: Page) => page.locator('.class-size-checker');
const classGroup = (page: Page, n: number) => checker(page).getByRole('group', { name: `Class ${n}`, exact: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the default result above the upload section', async ({ page }) => {
    await page.goto(PATH);
    await expect(checker(page).locator('.minimum')).toHaveText('Minimum class size: 10');
    await expect(checker(page).locator('.verdicts .verdict')).toHaveText(['Full-time employees (40): meets the minimum.', 'Part-time employees (10): meets the minimum.']);
    const order = await page.locator('h2').allTextContents();
    expect(order.indexOf('Check your class sizes')).toBeLessThan(order.indexOf('Your employee file'));
    await expect(checker(page).getByText(NO_SCRIPT)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a class' })).toBeDisabled();
  });
});

const NO_SCRIPT = 'This tool works out its result with JavaScript, which is off or did not load in your browser, so the result shown does not follow your changes.';

test('before hydration the box and the counts change at once, and the hydrated checker decides from what they hold', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(PATH);
  await page.getByLabel('Number of employees').fill('150');
  await page.getByLabel('A group plan is offered to another class').uncheck();
  await classGroup(page, 2).getByLabel('Class size').fill('3');
  await classGroup(page, 2).getByLabel('Class name').fill('Seasonal');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(page.getByLabel('A group plan is offered to another class')).not.toBeChecked();
  await expect(checker(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(checker(page).locator('.minimum')).toHaveText('No minimum class size applies');
  await expect(checker(page).locator('.verdicts .verdict')).toHaveText(['Full-time employees (40): meets the minimum.', 'Seasonal (3): meets the minimum.']);
  await page.getByLabel('A group plan is offered to another class').check();
  await expect(checker(page).locator('.verdicts .verdict').nth(1)).toHaveText('Seasonal (3): below the minimum.');
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
  await expect(employees).toHaveAccessibleDescription('Count the employees you expect on the first day of the plan year. Please enter 1,000,000 or fewer.');
  await employees.fill('1');
  await expect(checker(page).locator('.over')).toHaveText(
    'Your classes add up to 50 people, more than the 1 employee you entered. Check the class sizes or the number of employees.',
  );
});

test('the minimum follows the rule at every boundary', async ({ page, api }) => {
  await page.goto(PATH);
  const employees = page.getByLabel('Number of employees');
  // 150 first: its minimum differs from the default's, so the steps after it run hydrated.
  const boundaries = [
    ['150', 'Minimum class size: 15', 'With 100 to 200 employees, each class needs 10% of employees, rounded down: 15.'],
    ['99', 'Minimum class size: 10', 'With fewer than 100 employees, each class needs at least 10.'],
    ['100', 'Minimum class size: 10', 'With 100 to 200 employees, each class needs 10% of employees, rounded down: 10.'],
    ['150', 'Minimum class size: 15', 'With 100 to 200 employees, each class needs 10% of employees, rounded down: 15.'],
    ['199', 'Minimum class size: 19', 'With 100 to 200 employees, each class needs 10% of employees, rounded down: 19.'],
    ['200', 'Minimum class size: 20', 'With 100 to 200 employees, each class needs 10% of employees, rounded down: 20.'],
    ['201', 'Minimum class size: 20', 'With more than 200 employees, each class needs at least 20.'],
  ];
  for (const [count, minimum, rule] of boundaries) {
    await employees.fill(count!);
    await expect(checker(page).locator('.minimum')).toHaveText(minimum!);
    await expect(checker(page).locator('.verdicts .rule')).toHaveText([rule!, rule!]);
  }
  await expectOnlyPageViews(api);
});

test('at 150 employees a class of 15 meets the minimum and a class of 14 is below it', async ({ page }) => {
  await page.goto(PATH);
  await page.getByLabel('Number of employees').fill('150');
  await classGroup(page, 1).getByLabel('Class size').fill('15');
  await classGroup(page, 2).getByLabel('Class size').fill('14');
  await expect(checker(page).locator('.verdicts .verdict')).toHaveText(['Full-time employees (15): meets the minimum.', 'Part-time employees (14): below the minimum.']);
});

test('without a group plan no minimum applies', async ({ page }) => {
  await page.goto(PATH);
  await page.getByLabel('Number of employees').fill('150');
  await classGroup(page, 2).getByLabel('Class size').fill('3');
  // uncheck() expects the change at once, so the checker must have hydrated (it has once it answers).
  await expect(checker(page).locator('.minimum')).toHaveText('Minimum class size: 15');
  await page.getByLabel('A group plan is offered to another class').uncheck();
  await expect(checker(page).locator('.minimum')).toHaveText('No minimum class size applies');
  await expect(checker(page).locator('.verdicts .rule').nth(1)).toHaveText('No group plan is offered to another class, so ICHRA classes need no minimum size.');
  await expect(checker(page).locator('.verdicts .verdict').nth(1)).toHaveText('Part-time employees (3): meets the minimum.');
});

test('classes that add up to more than the employees get a clear message', async ({ page }) => {
  await page.goto(PATH);
  await classGroup(page, 1).getByLabel('Class size').fill('41');
  await expect(checker(page).locator('.over')).toHaveText(
    'Your classes add up to 51 people, more than the 50 employees you entered. Check the class sizes or the number of employees.',
  );
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
  await expect(checker(page).locator('.verdicts .verdict').nth(2)).toHaveText('Seasonal (12): meets the minimum.');
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
      await expect(checker(page).locator('.minimum')).toHaveText('Minimum class size: 15');
      await expect(page).toHaveURL(/employees=150/);
      for (const [typed, message] of refusedCounts(1_000_000)) {
        await employees.fill(typed);
        await expect(employees).toHaveAccessibleDescription(`Count the employees you expect on the first day of the plan year. ${message}`);
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
      await expect(size).toHaveAccessibleDescription('Please enter digits only, for example 25.');
      await expect(checker(page).locator('.fix-list')).toContainText('Class 1, Class size: Please enter digits only, for example 25.');
      await size.fill('9'.repeat(309));
      await expect(checker(page).locator('.fix-list')).toContainText('Class 1, Class size: Please enter 1,000,000 or fewer.');
      await size.fill('40');
      await expect(checker(page).locator('.verdicts .verdict').first()).toHaveText('Full-time employees (40): meets the minimum.');
      await expect(page).toHaveURL(/employees=150/);
      await expect(checker(page)).not.toContainText(/NaN|Infinity/);
      await expectWithinWindow(checker(page));
    });
  });
}
