// The referral payout estimator on /referral-program and, through the shared referral block, on
// /broker-program, driven through its labels at a phone width (the payout by product again at a
// laptop width, for the layout): the payout by product, refused input (what to fix in place of the
// estimate, no stale address or link), a shared link, input before hydration, JavaScript off, and
// what it loads and sends.
import type { Page } from '@playwright/test';
import { formatNumber } from '~/lib/format';
import type { ProductCode } from '~/lib/products';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { products, startingWith, tagAttribute, ui } from '../../support/words';
import { expect, holdIslandCode, hydrated, test } from '../fixtures';
import { copyLink, methodLine, perProduct, standInClipboard } from './toolFooter';
import { expectOnlyPageViews, expectWithinWindow, reactAtLoad, refusedCounts } from './toolChecks';

const PATH = '/referral-program';
const estimator = (page: Page) => page.locator('.payout-estimator');
const total = (page: Page) => estimator(page).locator('.total');
const sum = (page: Page) => estimator(page).locator('.sum');
const companies = (page: Page) => page.getByLabel(ui.payout.companies);
const participants = (page: Page) => page.getByLabel(ui.payout.participants);
/** A product's radio, whose label starts with the product's short name. */
const product = (page: Page, code: ProductCode) => estimator(page).getByRole('group', { name: ui.payout.product }).getByRole('radio', { name: startingWith(`${products[code].short} `) });
const RULE = fill(ui.payout.rule, { months: numbers.referralQualifyingMonths });
const { referralPayouts, tools } = numbers;
const usd = (amount: number) => formatNumber(amount, 'usd');
/** The estimate's total for `count` companies of `each` participants on `code`: each participant earns the product's payout. */
const totalOf = (count: number, each: number, code: ProductCode) => fill(ui.payout.total, { amount: usd(count * each * referralPayouts[code]) });
/** The sum the estimate shows under its total. */
const sumOf = (count: number, each: number, code: ProductCode) =>
  fill(ui.payout.sum, { companies: formatNumber(count), participants: formatNumber(each), payout: usd(referralPayouts[code]) });
/** The message of a count over `max`. */
const tooLarge = (max: number) => fill(ui.count.tooLarge, { max: formatNumber(max) });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [PATH, '/broker-program']) {
    test(`${path} shows the default estimate, its rule and its method`, async ({ page }) => {
      await page.goto(path);
      await expect(estimator(page).getByRole('heading', { name: tagAttribute('content/blocks/referral-program.mdx', 'PayoutEstimator', 'heading') })).toBeVisible();
      await expect(companies(page)).toHaveValue(String(tools.payoutCompanies));
      await expect(participants(page)).toHaveValue(String(tools.participantsDefault));
      await expect(product(page, 'ichra')).toBeChecked();
      await expect(total(page)).toHaveText(totalOf(tools.payoutCompanies, tools.participantsDefault, 'ichra'));
      await expect(sum(page)).toHaveText(sumOf(tools.payoutCompanies, tools.participantsDefault, 'ichra'));
      await expect(estimator(page).getByText(RULE)).toBeVisible();
      await expect(estimator(page).locator('.tool-footer .method')).toHaveText(methodLine(fill(ui.payout.method, { payouts: perProduct(numbers.referralPayouts) })));
    });
  }
});

// The width changes the layout, not what the estimator computes: every flow runs at the phone's
// width, and the laptop repeats only the first, for its layout (no sideways scrolling).
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('companies, participants and product give the payout, and the URL follows', async ({ page, api }) => {
      await page.goto(PATH);
      await companies(page).fill('3');
      await participants(page).fill('25');
      await expect(total(page)).toHaveText(totalOf(3, 25, 'ichra'));
      await expect(sum(page)).toHaveText(sumOf(3, 25, 'ichra'));
      for (const code of ['qsehra', 'gchra', 'ebhra', 'ichra'] as const) {
        await product(page, code).check();
        await expect(total(page)).toHaveText(totalOf(3, 25, code));
        await expect(sum(page)).toHaveText(sumOf(3, 25, code));
        await expect(page).toHaveURL(new RegExp(`\\?pay-companies=3&pay-participants=25&pay-product=${code}$`));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expectOnlyPageViews(api);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a refused count shows what to fix in place of the estimate, and the address and Copy link hold nothing stale', async ({ page }) => {
    await standInClipboard(page);
    await page.goto(PATH);
    await companies(page).fill('2');
    await expect(total(page)).toHaveText(totalOf(2, tools.participantsDefault, 'ichra'));
    await expect(page).toHaveURL(new RegExp(`\\?pay-companies=2&pay-participants=${tools.participantsDefault}&pay-product=ichra$`));
    // Each field is refused in turn, then set back to its valid value.
    for (const [field, label, max, valid] of [
      [companies, ui.payout.companies, tools.payoutCompaniesMax, '2'],
      [participants, ui.payout.participants, tools.participantsMax, String(tools.participantsDefault)],
    ] as const) {
      for (const [typed, message] of refusedCounts(max)) {
        await field(page).fill(typed);
        await expect(field(page)).toHaveAccessibleDescription(message);
        await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
        await expect(estimator(page).locator('.fix-list')).toContainText(`${label}: ${message}`);
        await expect(total(page)).toHaveCount(0);
        await expect(page).not.toHaveURL(/pay-/);
      }
      await field(page).fill(valid);
      await expect(field(page)).not.toHaveAttribute('aria-invalid');
      await expect(total(page)).toHaveText(totalOf(2, tools.participantsDefault, 'ichra'));
    }
    await participants(page).fill('9'.repeat(309));
    await expect(estimator(page).locator('.fix-list')).toContainText(`${ui.payout.participants}: ${tooLarge(tools.participantsMax)}`);
    await estimator(page).getByRole('button', { name: ui.tools.copyLink }).click();
    await expect(estimator(page).locator('.tool-footer').getByRole('status')).toHaveText(ui.tools.fixFirst);
    expect(await page.evaluate(() => window.copied)).toEqual([]);
    await companies(page).fill(String(tools.payoutCompaniesMax));
    await participants(page).fill(String(tools.participantsMax));
    await expect(total(page)).toHaveText(totalOf(tools.payoutCompaniesMax, tools.participantsMax, 'ichra'));
    await expect(estimator(page)).not.toContainText(/NaN|Infinity/);
    await expectWithinWindow(estimator(page));
  });
});

test('a copied link opens the estimator with the same inputs and payout, on the broker page too', async ({ page, context }) => {
  await standInClipboard(page);
  await page.goto(PATH);
  await companies(page).fill('4');
  await participants(page).fill('12');
  await product(page, 'gchra').check();
  await expect(page).toHaveURL(/\?pay-companies=4&pay-participants=12&pay-product=gchra$/);
  const link = await copyLink(page, estimator(page));

  const shared = await context.newPage();
  const errors: string[] = [];
  shared.on('pageerror', (e) => errors.push(e.message));
  await shared.goto(link);
  await hydrated(shared, '.payout-estimator');
  await expect(companies(shared)).toHaveValue('4');
  await expect(participants(shared)).toHaveValue('12');
  await expect(product(shared, 'gchra')).toBeChecked();
  await expect(total(shared)).toHaveText(totalOf(4, 12, 'gchra'));

  await shared.goto(`/broker-program${new URL(link).search}`);
  await hydrated(shared, '.payout-estimator');
  await expect(total(shared)).toHaveText(totalOf(4, 12, 'gchra'));
  expect(errors).toEqual([]);
});

test('a refused count in a shared link shows its message and what to fix, and no estimate', async ({ page }) => {
  await page.goto(`${PATH}?pay-companies=abc&pay-product=ebhra`);
  await hydrated(page, '.payout-estimator');
  await expect(companies(page)).toHaveAccessibleDescription(ui.count.notNumber);
  await expect(product(page, 'ebhra')).toBeChecked();
  await expect(estimator(page).locator('.fix-list')).toContainText(ui.count.notNumber);
  await expect(total(page)).toHaveCount(0);
});

test('before hydration the fields and radios change at once, and the hydrated estimator answers for what they hold', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(PATH);
  await companies(page).fill('2');
  await product(page, 'qsehra').check();
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(estimator(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(total(page)).toHaveText(totalOf(2, tools.participantsDefault, 'qsehra'));
  await expect(page).toHaveURL(new RegExp(`\\?pay-companies=2&pay-participants=${tools.participantsDefault}&pay-product=qsehra$`));
});

test('/referral-program loads no React at load without parameters, and loads it at load with them', async ({ page, baseURL }) => {
  expect(await reactAtLoad(page, baseURL, PATH)).toBe(false);
  expect(await reactAtLoad(page, baseURL, `${PATH}?pay-companies=2`)).toBe(true);
});
