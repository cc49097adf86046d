// The HRA chooser on the home page, driven through its questions: every way to a
// product, its cost and next steps, questions that hide when no longer needed, refused input (which
// leaves no stale result or link), JavaScript off, and what it sends.
import type { Page } from '@playwright/test';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';
import { firstYearCost, monthlyCost } from '~/lib/totalCost';
import { numbers } from '../../support/numbers';
import { ui } from '../../support/ui';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews } from './toolChecks';

const chooser = (page: Page) => page.locator('.hra-chooser');
const question = (page: Page, legend: string) => chooser(page).getByRole('group', { name: legend });
const GROUP_PLAN = 'Do you offer a group health plan?';
const PAYS_FOR = 'What should the HRA pay for?';
const EMPLOYEES = 'How many full-time equivalent employees do you have?';
const ALLOWANCES = 'Do you want different allowances for different groups of employees?';

const NO_SCRIPT = 'This tool works out its result with JavaScript, which is off or did not load in your browser, so the result shown does not follow your changes.';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the first question and a prompt in its HRA section', async ({ page }) => {
    await page.goto('/');
    await expect(question(page, GROUP_PLAN).getByRole('radio')).toHaveCount(2);
    await expect(chooser(page).locator('.result')).toHaveText('Answer the questions to see which HRA fits your company.');
    await expect(chooser(page).getByText(NO_SCRIPT)).toBeVisible();
  });
});

test('the first answer is taken before hydration, and the hydrated chooser goes on from it', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto('/');
  const no = question(page, GROUP_PLAN).getByLabel('No');
  await no.check();
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(no).toBeChecked();
  await expect(chooser(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(question(page, EMPLOYEES)).toBeVisible();
  await expect(no).toBeChecked();
  await question(page, EMPLOYEES).getByRole('textbox').fill('12');
  await question(page, ALLOWANCES).getByLabel('No').check();
  await expect(chooser(page).locator('.recommend')).toHaveText('We recommend: Qualified Small Employer HRA (QSEHRA)');
});

test('when its code fails to load, the chooser keeps the answer and says it cannot go on', async ({ page }) => {
  await failIslandCode(page);
  await page.goto('/');
  await question(page, GROUP_PLAN).getByLabel('Yes').check();
  await failed(page, '.hra-chooser');
  await expect(chooser(page).getByText(NO_SCRIPT)).toBeVisible();
  await expect(question(page, GROUP_PLAN).getByLabel('Yes')).toBeChecked();
});

test('with a group plan, what the HRA pays for decides the product', async ({ page, api }) => {
  await page.goto('/');
  await question(page, GROUP_PLAN).getByLabel('Yes').check();
  const result = chooser(page).locator('.result');
  const cases = [
    ['Deductibles and copays of our group plan', 'We recommend: Group Coverage HRA (GCHRA)', '$5 per participant per month', '/product/gchra'],
    ['Dental, vision and other excepted benefits', 'We recommend: Excepted Benefit HRA (EBHRA)', '$5 per participant per month', '/product/ebhra'],
    ['Individual health insurance for some employee classes', 'We recommend: Individual Coverage HRA (ICHRA)', '$14 per participant per month', '/product/ichra'],
  ];
  for (const [answer, recommendation, price, href] of cases) {
    await question(page, PAYS_FOR).getByLabel(answer!).check();
    await expect(result.locator('.recommend')).toHaveText(recommendation!);
    await expect(result).toContainText(price!);
    await expect(result.getByRole('link', { name: /^Learn about/ })).toHaveAttribute('href', href!);
    await expect(result.getByRole('link', { name: 'Start Your Company’s HRA' })).toHaveAttribute('href', '/create-account');
  }
  await expect(result.getByRole('link', { name: 'Check your class sizes' })).toHaveAttribute('href', '/product/ichra/employer-calculator');
  await expect(question(page, EMPLOYEES)).toHaveCount(0);
  await expectOnlyPageViews(api);
});

test('without a group plan, the headcount and the allowances decide, and unneeded questions hide', async ({ page }) => {
  await page.goto('/');
  await question(page, GROUP_PLAN).getByLabel('No').check();
  await expect(question(page, PAYS_FOR)).toHaveCount(0);
  const employees = question(page, EMPLOYEES).getByRole('textbox');
  const result = chooser(page).locator('.result');

  await employees.fill('50');
  await expect(result.locator('.recommend')).toHaveText('We recommend: Individual Coverage HRA (ICHRA)');
  await expect(result).toContainText('With 50 or more full-time equivalent employees');
  await expect(question(page, ALLOWANCES)).toHaveCount(0);

  await employees.fill('49');
  await expect(result).toHaveText('Answer the questions to see which HRA fits your company.');
  await question(page, ALLOWANCES).getByLabel('No').check();
  await expect(result.locator('.recommend')).toHaveText('We recommend: Qualified Small Employer HRA (QSEHRA)');
  await expect(result).toContainText('$14 per participant per month');
  await expect(result.getByRole('link', { name: 'Learn about QSEHRA' })).toHaveAttribute('href', '/product/qsehra');
  await question(page, ALLOWANCES).getByLabel('Yes').check();
  await expect(result.locator('.recommend')).toHaveText('We recommend: Individual Coverage HRA (ICHRA)');
  await expect(result).toContainText('its own allowance');

  await question(page, GROUP_PLAN).getByLabel('Yes').check();
  await expect(question(page, EMPLOYEES)).toHaveCount(0);
  await expect(question(page, ALLOWANCES)).toHaveCount(0);
  await expect(question(page, PAYS_FOR)).toBeVisible();
});

test('a refused headcount gets its message beside the field', async ({ page }) => {
  await page.goto('/');
  await question(page, GROUP_PLAN).getByLabel('No').check();
  const employees = question(page, EMPLOYEES).getByRole('textbox', { name: EMPLOYEES });
  await employees.fill('12');
  await expect(question(page, ALLOWANCES)).toBeVisible();
  for (const [typed, message] of [
    ['', 'Please enter a number.'],
    ['0', 'Please enter a number greater than 0.'],
    ['-1', 'Please enter a positive number, not a negative one.'],
    ['2.5', 'Please enter a whole number, without decimals.'],
    ['lots', 'Please enter digits only, for example 25.'],
  ]) {
    await employees.fill(typed!);
    await expect(employees).toHaveAccessibleDescription(message!);
    await expect(employees).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(chooser(page)).not.toContainText(/NaN|Infinity/);
});

test('the chooser works from the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await question(page, GROUP_PLAN).getByLabel('Yes').focus();
  await page.keyboard.press('Space');
  await expect(question(page, PAYS_FOR)).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(chooser(page).locator('.recommend')).toHaveText('We recommend: Group Coverage HRA (GCHRA)');
});

test.describe('the answer ends in a decision', () => {
  const words = ui.chooser;
  const fees = { perParticipant: numbers.prices.qsehra, platformFee: numbers.fees.platform, setupFee: numbers.fees.setup };

  test('for 30 employees it shows the QSEHRA’s monthly and first-year cost, and both next steps as buttons', async ({ page }) => {
    await page.goto('/');
    await question(page, GROUP_PLAN).getByLabel(words.no).check();
    await question(page, EMPLOYEES).getByRole('textbox').fill('30');
    await question(page, ALLOWANCES).getByLabel(words.no).check();
    const result = chooser(page).locator('.result');
    const cost = fill(words.cost, {
      employees: 30,
      monthly: formatNumber(monthlyCost(30, fees), 'usd'),
      firstYear: formatNumber(firstYearCost(30, fees, numbers.plan.planYearMonths), 'usd'),
    });
    // $14 × 30 = $420 a month, twelve times that for the year.
    expect(cost).toContain('$420 a month, $5,040');
    await expect(result.locator('.cost')).toHaveText(cost);
    await expect(result.getByRole('link', { name: words.start })).toHaveAttribute('href', '/create-account');
    await expect(result.getByRole('link', { name: words.start })).toHaveClass(/\bbutton\b/);
    await expect(result.getByRole('link', { name: words.expert })).toHaveAttribute('href', '/speak-with-an-hra-expert');
    await expect(result.getByRole('link', { name: words.expert })).toHaveClass(/\bbutton\b/);
  });

  test('one employee reads in the singular, and the price stays beside the cost', async ({ page }) => {
    await page.goto('/?hra-group-plan=no&hra-employees=1&hra-allowances=yes#hra-chooser');
    const result = chooser(page).locator('.result');
    await expect(result.locator('.cost')).toHaveText(/^For 1 employee:/);
    await expect(result.locator('.price')).toHaveText(fill(words.price, { price: formatNumber(numbers.prices.ichra, 'usd') }));
  });
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px, a refused headcount`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('takes the result’s place, and the address and copied link hold the refused text, not the last answer', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/');
      await question(page, GROUP_PLAN).getByLabel(ui.chooser.no).check();
      const employees = question(page, EMPLOYEES).getByRole('textbox');
      await employees.fill('30');
      await question(page, ALLOWANCES).getByLabel(ui.chooser.no).check();
      const result = chooser(page).locator('.result');
      await expect(result.locator('.cost')).toBeVisible();
      await expect(page).toHaveURL(/hra-employees=30&hra-allowances=no/);

      await employees.fill('3O');
      await expect(result).toHaveText(ui.chooser.fix);
      await expect(result.getByRole('link')).toHaveCount(0);
      await expect(page).toHaveURL(/\?hra-group-plan=no&hra-employees=3O#?$/);
      await chooser(page).getByRole('button', { name: ui.tools.copyLink }).click();
      await expect(chooser(page).getByRole('status')).toHaveText(ui.tools.copied);
      const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(Object.fromEntries(copied.searchParams)).toEqual({ 'hra-group-plan': 'no', 'hra-employees': '3O' });

      // The copied link opens the same: what to fix, no result.
      await page.goto(copied.href);
      await hydrated(page, '.hra-chooser');
      await expect(question(page, EMPLOYEES).getByRole('textbox')).toHaveValue('3O');
      await expect(chooser(page).locator('.result')).toHaveText(ui.chooser.fix);
      await question(page, EMPLOYEES).getByRole('textbox').fill('30');
      await expect(question(page, ALLOWANCES)).toBeVisible();
    });
  });
}
