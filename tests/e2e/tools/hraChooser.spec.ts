// The HRA chooser on the Speak with an HRA Expert page, driven through its questions: every way to a
// product, its cost and next steps, questions that hide when no longer needed, refused input (which
// leaves no stale result or link), JavaScript off, and what it sends.
import type { Page } from '@playwright/test';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';
import { firstYearCost, monthlyCost } from '~/lib/totalCost';
import { numbers } from '../../support/numbers';
import { products, tagAttribute, ui } from '../../support/words';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews } from './toolChecks';

/** The page the chooser is on; the home page links to it. */
const CHOOSER_PAGE = '/speak-with-an-hra-expert';
const chooser = (page: Page) => page.locator('.hra-chooser');
const question = (page: Page, legend: string) => chooser(page).getByRole('group', { name: legend });
const GROUP_PLAN = ui.chooser.groupPlan;
const PAYS_FOR = ui.chooser.paysFor;
const EMPLOYEES = ui.chooser.employees;
const ALLOWANCES = ui.chooser.differentAllowances;
const NO_SCRIPT = ui.tools.noScript;
const { yes: YES, no: NO } = ui.chooser;
/** The chooser's recommendation of product `id`: "We recommend: Individual Coverage HRA (ICHRA)". */
const recommended = (id: keyof typeof products) => fill(ui.chooser.recommend, { product: `${products[id].name} (${products[id].short})` });
/** The price line of a product of `dollars` a participant. */
const priceLine = (dollars: number) => fill(ui.chooser.price, { price: formatNumber(dollars, 'usd') });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('its page shows the first question and a prompt', async ({ page }) => {
    await page.goto(CHOOSER_PAGE);
    await expect(question(page, GROUP_PLAN).getByRole('radio')).toHaveCount(2);
    await expect(chooser(page).locator('.result')).toHaveText(ui.chooser.prompt);
    await expect(chooser(page).getByText(NO_SCRIPT)).toBeVisible();
  });
});

test('the first answer is taken before hydration, and the hydrated chooser goes on from it', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(CHOOSER_PAGE);
  const no = question(page, GROUP_PLAN).getByLabel(NO);
  await no.check();
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(no).toBeChecked();
  await expect(chooser(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(question(page, EMPLOYEES)).toBeVisible();
  await expect(no).toBeChecked();
  await question(page, EMPLOYEES).getByRole('textbox').fill('12');
  await question(page, ALLOWANCES).getByLabel(NO).check();
  await expect(chooser(page).locator('.recommend')).toHaveText(recommended('qsehra'));
});

test('when its code fails to load, the chooser keeps the answer and says it cannot go on', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(CHOOSER_PAGE);
  await question(page, GROUP_PLAN).getByLabel(YES).check();
  await failed(page, '.hra-chooser');
  await expect(chooser(page).getByText(NO_SCRIPT)).toBeVisible();
  await expect(question(page, GROUP_PLAN).getByLabel(YES)).toBeChecked();
});

test('with a group plan, what the HRA pays for decides the product', async ({ page, api }) => {
  await page.goto(CHOOSER_PAGE);
  await question(page, GROUP_PLAN).getByLabel(YES).check();
  const result = chooser(page).locator('.result');
  const options = ui.chooser.paysForOptions;
  const cases = [
    [options.groupCosts, 'gchra'],
    [options.excepted, 'ebhra'],
    [options.individual, 'ichra'],
  ] as const;
  for (const [answer, id] of cases) {
    await question(page, PAYS_FOR).getByLabel(answer).check();
    await expect(result.locator('.recommend')).toHaveText(recommended(id));
    await expect(result).toContainText(priceLine(numbers.prices[id]));
    await expect(result.getByRole('link', { name: fill(ui.chooser.learn, { product: products[id].short }) })).toHaveAttribute('href', `/product/${id}`);
    await expect(result.getByRole('link', { name: ui.chooser.start })).toHaveAttribute('href', '/create-account');
  }
  await expect(result.getByRole('link', { name: ui.chooser.checker })).toHaveAttribute('href', '/product/ichra/employer-calculator');
  await expect(result.getByRole('link', { name: ui.chooser.planner })).toHaveAttribute('href', '/product/ichra/affordability-planner');
  await expect(question(page, EMPLOYEES)).toHaveCount(0);
  await expectOnlyPageViews(api);
});

test('without a group plan, the headcount and the allowances decide, and unneeded questions hide', async ({ page }) => {
  await page.goto(CHOOSER_PAGE);
  await question(page, GROUP_PLAN).getByLabel(NO).check();
  await expect(question(page, PAYS_FOR)).toHaveCount(0);
  const employees = question(page, EMPLOYEES).getByRole('textbox');
  const result = chooser(page).locator('.result');

  await employees.fill('50');
  await expect(result.locator('.recommend')).toHaveText(recommended('ichra'));
  await expect(result).toContainText(fill(ui.chooser.reasons.largeEmployer, { limit: numbers.plan.qsehraMaxEmployees }));
  await expect(question(page, ALLOWANCES)).toHaveCount(0);

  await employees.fill('49');
  await expect(result).toHaveText(ui.chooser.prompt);
  await question(page, ALLOWANCES).getByLabel(NO).check();
  await expect(result.locator('.recommend')).toHaveText(recommended('qsehra'));
  await expect(result).toContainText(priceLine(numbers.prices.qsehra));
  await expect(result.getByRole('link', { name: fill(ui.chooser.learn, { product: products.qsehra.short }) })).toHaveAttribute('href', '/product/qsehra');
  await question(page, ALLOWANCES).getByLabel(YES).check();
  await expect(result.locator('.recommend')).toHaveText(recommended('ichra'));
  await expect(result).toContainText(ui.chooser.reasons.differentAllowances);

  await question(page, GROUP_PLAN).getByLabel(YES).check();
  await expect(question(page, EMPLOYEES)).toHaveCount(0);
  await expect(question(page, ALLOWANCES)).toHaveCount(0);
  await expect(question(page, PAYS_FOR)).toBeVisible();
});

test('a refused headcount gets its message beside the field', async ({ page }) => {
  await page.goto(CHOOSER_PAGE);
  await question(page, GROUP_PLAN).getByLabel(NO).check();
  const employees = question(page, EMPLOYEES).getByRole('textbox', { name: EMPLOYEES });
  await employees.fill('12');
  await expect(question(page, ALLOWANCES)).toBeVisible();
  for (const [typed, message] of [
    ['', ui.count.empty],
    ['0', ui.count.zero],
    ['-1', ui.count.negative],
    ['2.5', ui.count.decimal],
    ['lots', ui.count.notNumber],
  ]) {
    await employees.fill(typed!);
    await expect(employees).toHaveAccessibleDescription(message!);
    await expect(employees).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(chooser(page)).not.toContainText(/NaN|Infinity/);
});

test('the chooser works from the keyboard alone', async ({ page }) => {
  await page.goto(CHOOSER_PAGE);
  await question(page, GROUP_PLAN).getByLabel(YES).focus();
  await page.keyboard.press('Space');
  await expect(question(page, PAYS_FOR)).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(chooser(page).locator('.recommend')).toHaveText(recommended('gchra'));
});

test.describe('the answer ends in a decision', () => {
  const words = ui.chooser;
  const fees = { perParticipant: numbers.prices.qsehra, platformFee: numbers.fees.platform, setupFee: numbers.fees.setup };

  test('for 30 employees it shows the QSEHRA’s monthly and first-year cost, and both next steps as buttons', async ({ page }) => {
    await page.goto(CHOOSER_PAGE);
    await question(page, GROUP_PLAN).getByLabel(words.no).check();
    await question(page, EMPLOYEES).getByRole('textbox').fill('30');
    await question(page, ALLOWANCES).getByLabel(words.no).check();
    const result = chooser(page).locator('.result');
    const cost = fill(words.cost, {
      employees: 30,
      monthly: formatNumber(monthlyCost(30, fees), 'usd'),
      firstYear: formatNumber(firstYearCost(30, fees, numbers.plan.planYearMonths), 'usd'),
    });
    // The price times 30, plus the platform fee, a month; the plan year's months of that, plus the setup fee, the first year.
    const monthly = 30 * numbers.prices.qsehra + numbers.fees.platform;
    expect(cost).toContain(formatNumber(monthly, 'usd'));
    expect(cost).toContain(formatNumber(numbers.plan.planYearMonths * monthly + numbers.fees.setup, 'usd'));
    await expect(result.locator('.cost')).toHaveText(cost);
    await expect(result.getByRole('link', { name: words.start })).toHaveAttribute('href', '/create-account');
    await expect(result.getByRole('link', { name: words.start })).toHaveClass(/\bbutton\b/);
    await expect(result.getByRole('link', { name: words.expert })).toHaveClass(/\bbutton\b/);
    // Speaking with an expert is the form above it, on the same page: the answers stay.
    await expect(page).toHaveURL(/hra-allowances=no$/);
    await result.getByRole('link', { name: words.expert }).click();
    await expect(page).toHaveURL(`${CHOOSER_PAGE}?hra-group-plan=no&hra-employees=30&hra-allowances=no${tagAttribute(CHOOSER_PAGE, 'HraChooser', 'expert')}`);
    await expect(page.getByRole('heading', { name: tagAttribute(CHOOSER_PAGE, 'ContactForm', 'heading'), exact: true })).toBeInViewport();
    await expect(question(page, EMPLOYEES).getByRole('textbox')).toHaveValue('30');
  });

  test('one employee reads in the singular, and the price stays beside the cost', async ({ page }) => {
    await page.goto(`${CHOOSER_PAGE}?hra-group-plan=no&hra-employees=1&hra-allowances=yes#hra-chooser`);
    const result = chooser(page).locator('.result');
    const ichraFees = { ...fees, perParticipant: numbers.prices.ichra };
    await expect(result.locator('.cost')).toHaveText(
      fill(words.cost, { employees: 1, monthly: formatNumber(monthlyCost(1, ichraFees), 'usd'), firstYear: formatNumber(firstYearCost(1, ichraFees, numbers.plan.planYearMonths), 'usd') }),
    );
    await expect(result.locator('.price')).toHaveText(fill(words.price, { price: formatNumber(numbers.prices.ichra, 'usd') }));
  });
});

// The width changes the layout, not what the chooser answers: these answers run at the phone's
// width, and the laptop repeats only the first, for its layout (no sideways scrolling).
for (const width of [390, 1280]) {
  test.describe(`at ${width} px, the answer says what the law allows and whose count it prices`, () => {
    test.use({ viewport: { width, height: 900 } });
    const words = ui.chooser;

    test('the group plan\'s own costs lead to the GCHRA, with the EBHRA beside it; other costs to the EBHRA alone; an ICHRA for some classes names the classes with a minimum size', async ({ page }) => {
      await page.goto(CHOOSER_PAGE);
      await question(page, GROUP_PLAN).getByLabel(words.yes).check();
      const result = chooser(page).locator('.result');
      await question(page, PAYS_FOR).getByLabel(words.paysForOptions.groupCosts).check();
      await expect(result.locator('.recommend')).toHaveText(recommended('gchra'));
      await expect(result).toContainText(words.reasons.groupCosts);
      const also = result.locator('.also');
      await expect(also).toContainText(fill(words.also, { product: `${products.ebhra.name} (${products.ebhra.short})`, price: formatNumber(numbers.prices.ebhra, 'usd') }));
      await expect(also.getByRole('link', { name: fill(words.learn, { product: products.ebhra.short }) })).toHaveAttribute('href', '/product/ebhra');
      await expect(also).toBeVisible();

      await question(page, PAYS_FOR).getByLabel(words.paysForOptions.excepted).check();
      await expect(result.locator('.recommend')).toHaveText(recommended('ebhra'));
      await expect(result).toContainText(words.reasons.excepted);
      await expect(result.locator('.also')).toHaveCount(0);

      await question(page, PAYS_FOR).getByLabel(words.paysForOptions.individual).check();
      await expect(result).toContainText(words.reasons.individual);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  });
}

test.describe('at 390 px, the answer says what the law allows and whose count it prices', () => {
  test.use({ viewport: { width: 390, height: 900 } });
  const words = ui.chooser;

  test('the cost line names the participant count it prices: the employees entered, if they enroll', async ({ page }) => {
    await page.goto(`${CHOOSER_PAGE}?hra-group-plan=no&hra-employees=30&hra-allowances=no#hra-chooser`);
    const fees = { perParticipant: numbers.prices.qsehra, platformFee: numbers.fees.platform, setupFee: numbers.fees.setup };
    const cost = chooser(page).locator('.result .cost');
    await expect(cost).toHaveText(
      fill(words.cost, { employees: 30, monthly: formatNumber(monthlyCost(30, fees), 'usd'), firstYear: formatNumber(firstYearCost(30, fees, numbers.plan.planYearMonths), 'usd') }),
    );
    // The count it prices is named in the line, whatever the words around it.
    await expect(cost).toContainText(/\b30\b/);
  });
});

// The width changes nothing a refused headcount does, so it runs at the phone's width only.
test.describe('at 390 px, a refused headcount', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('takes the result’s place, every answer leaves the address, the refused text with them, and Copy link copies nothing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(CHOOSER_PAGE);
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
    await expect(page).toHaveURL(CHOOSER_PAGE);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await chooser(page).getByRole('button', { name: ui.tools.copyLink }).click();
    await expect(chooser(page).getByRole('status')).toHaveText(ui.tools.fixFirst);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('');

    // Fixed, the answers come back to the address.
    await employees.fill('30');
    await expect(question(page, ALLOWANCES)).toBeVisible();
    await expect(page).toHaveURL(/\?hra-group-plan=no&hra-employees=30&hra-allowances=no$/);
  });

  test('a link with a refused count shows its message, and every answer leaves the address, so a reload opens the chooser anew', async ({ page }) => {
    const typed = '<script>alert(1)</script>';
    await page.goto(`${CHOOSER_PAGE}?${new URLSearchParams({ 'hra-group-plan': 'no', 'hra-employees': typed })}`);
    await hydrated(page, '.hra-chooser');
    await expect(question(page, EMPLOYEES).getByRole('textbox')).toHaveValue(typed);
    await expect(question(page, EMPLOYEES).getByRole('textbox')).toHaveAccessibleDescription(ui.count.notNumber);
    await expect(chooser(page).locator('.result')).toHaveText(ui.chooser.fix);
    await expect(page).toHaveURL(CHOOSER_PAGE);
    await page.reload();
    await chooser(page).scrollIntoViewIfNeeded();
    await hydrated(page, '.hra-chooser');
    await expect(question(page, EMPLOYEES)).toHaveCount(0);
  });
});
