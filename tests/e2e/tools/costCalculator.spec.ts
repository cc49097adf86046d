// The total-cost calculator on /pricing and the compare-pricing pages, driven through
// its labels: results led by the saving, dated competitor prices, the product choice, shareable URL
// state, refused input (which leaves no stale result or link), JavaScript off, and what it loads and sends.
// Its words come from content/site/ui.json and its figures are worked out from content/data/numbers.yaml
// with the site's own formulas (src/lib/totalCost.ts), so a new price or fee moves the expected table too.
import type { Page } from '@playwright/test';
import { formatNumber } from '~/lib/format';
import type { ProductCode } from '~/lib/products';
import { siteConfig } from '~/lib/siteConfig';
import { fill } from '~/lib/template';
import { costRows, savings } from '~/lib/totalCost';
import { numbers } from '../../support/numbers';
import { products, startingWith, ui } from '../../support/words';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews, reactAtLoad, refusedCounts } from './toolChecks';

const words = ui.calculator;
const usd = (n: number) => formatNumber(n, 'usd');
const { participantsDefault: DEFAULT, participantsMax: MAX } = numbers.tools;
/** The products in the order the choice lists them: the first is checked at first. */
const [FIRST, SECOND] = Object.keys(products) as [ProductCode, ProductCode, ...ProductCode[]];

const calculator = (page: Page) => page.locator('.cost-calculator');
const participants = (page: Page) => calculator(page).getByLabel(words.participants, { exact: true });
/** A product's radio, named by its label: its code, then its full name. */
const label = (id: ProductCode) => `${products[id].short} (${products[id].name})`;
const radio = (page: Page, id: ProductCode) => calculator(page).getByRole('radio', { name: label(id), exact: true });

/** The result table's rows as [administrator, monthly, first year]. */
async function rows(page: Page) {
  const table = calculator(page).locator('table');
  return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
}

/** The cost rows the numbers file gives for `count` participants of product `id` (src/lib/totalCost.ts). */
const costs = (count: number, id: ProductCode) =>
  costRows(count, id, { name: siteConfig.brand, perParticipant: numbers.prices[id], platformFee: numbers.fees.platform, setupFee: numbers.fees.setup }, numbers.competitors, numbers.plan.planYearMonths);

/** The result table's rows for `count` participants of product `id`, as [administrator, monthly, first year]. */
const table = (count: number, id: ProductCode) => costs(count, id).map((row) => [row.name, usd(row.monthly), usd(row.firstYear)]);

/** The result table's caption for `count` participants of product `id`. */
const caption = (count: number, id: ProductCode) => fill(words.caption, { participants: formatNumber(count, 'count'), product: label(id) });

/** The saving (or the extra cost) against each competitor for `count` participants of product `id`. */
const saved = (count: number, id: ProductCode) =>
  savings(costs(count, id)).map((s) => fill(s.amount >= 0 ? words.saves : words.costsMore, { brand: siteConfig.brand, amount: usd(Math.abs(s.amount)), competitor: s.name }));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, id] of [['/pricing', FIRST], ['/product/ichra/compare-pricing', 'ichra']] as const) {
    test(`${path} shows the default count's ${id} table, its savings and its chart`, async ({ page }) => {
      await page.goto(path);
      await expect(participants(page)).toHaveValue(String(DEFAULT));
      await expect.poll(() => rows(page)).toEqual(table(DEFAULT, id));
      await expect(calculator(page).locator('.savings li')).toHaveText(saved(DEFAULT, id));
      await expect(page.getByRole('img', { name: words.chartTitle }).locator('rect')).toHaveCount(numbers.competitors.length + 1);
      await expect(calculator(page).getByText(NO_SCRIPT)).toBeVisible();
    });
  }
});

const NO_SCRIPT = ui.tools.noScript;

test('before hydration the field and the radios change at once, and the hydrated calculator answers for what they hold', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto('/pricing');
  const field = participants(page);
  await field.fill('25');
  await radio(page, SECOND).check();
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(field).toHaveValue('25');
  await expect(radio(page, SECOND)).toBeChecked();
  await expect(calculator(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(calculator(page).locator('caption')).toHaveText(caption(25, SECOND));
  await expect.poll(() => rows(page)).toEqual(table(25, SECOND));
  await expect(page).toHaveURL(new RegExp(`\\?participants=25&product=${SECOND}$`));
  await expect(calculator(page).getByText(NO_SCRIPT)).toBeHidden();
});

test('when its code fails to load, the calculator keeps the visitor\'s input and says its result does not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto('/pricing');
  const note = calculator(page).getByText(NO_SCRIPT);
  await expect(note).toBeHidden();
  await participants(page).fill('25');
  await failed(page, '.cost-calculator');
  await expect(note).toBeVisible();
  await expect(participants(page)).toHaveValue('25');
});

test('a count of one reads in the singular', async ({ page }) => {
  await page.goto('/pricing');
  await participants(page).fill('1');
  await expect(calculator(page).locator('caption')).toHaveText(caption(1, FIRST));
});

test('at 390 px the result table shows every column, the last competitor included, with no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The largest count gives the widest figures.
  await page.goto(`/pricing?participants=${MAX}`);
  await expect(calculator(page).locator('caption')).toHaveText(caption(MAX, FIRST));
  const shown = calculator(page).locator('table');
  await expect(shown.getByRole('columnheader')).toHaveText([words.administrator, words.monthly, words.firstYear]);
  const last = costs(MAX, FIRST).at(-1)!;
  await expect(shown.getByRole('row', { name: last.name }).getByRole('cell')).toHaveText([usd(last.monthly), usd(last.firstYear)]);
  const clipped = await page.evaluate(() => {
    const card = document.querySelector('.cost-calculator .result')!.getBoundingClientRect();
    const scrolls = [...document.querySelectorAll<HTMLElement>('.cost-calculator *')].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible');
    const outside = [...document.querySelectorAll('.cost-calculator th, .cost-calculator td')].filter((cell) => {
      const box = cell.getBoundingClientRect();
      return box.left < card.left || box.right > card.right || cell.scrollWidth > cell.clientWidth;
    });
    return [...scrolls, ...outside].map((el) => el.textContent);
  });
  expect(clipped).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test('participants and product update the table, the chart and the URL without a reload', async ({ page, api }) => {
  await page.goto('/pricing');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await participants(page).fill('25');
  await expect.poll(() => rows(page)).toEqual(table(25, FIRST));
  await expect(page).toHaveURL(new RegExp(`\\?participants=25&product=${FIRST}$`));

  await radio(page, SECOND).check();
  await expect(calculator(page).locator('caption')).toHaveText(caption(25, SECOND));
  await expect.poll(() => rows(page)).toEqual(table(25, SECOND));
  await expect(page).toHaveURL(new RegExp(`\\?participants=25&product=${SECOND}$`));

  // A product the competitors are not compared for: Salusion's cost alone, and no saving.
  await radio(page, 'gchra').check();
  const [own] = costs(25, 'gchra');
  await expect.poll(() => rows(page)).toEqual(table(25, 'gchra'));
  expect(table(25, 'gchra')).toHaveLength(1);
  await expect(calculator(page).locator('.savings')).toHaveCount(0);
  const chart = page.getByRole('img', { name: words.chartTitle });
  await expect(chart.locator('rect')).toHaveCount(1);
  await expect(chart).toContainText(usd(own!.firstYear));
  await expect(page).toHaveURL(/\?participants=25&product=gchra$/);

  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectOnlyPageViews(api);
});

test('every product label on /pricing includes its code, and the first product is the default', async ({ page }) => {
  await page.goto('/pricing');
  const group = calculator(page).getByRole('group', { name: words.product });
  await expect(group.getByRole('radio')).toHaveCount(Object.keys(products).length);
  for (const { short } of Object.values(products)) await expect(group.getByRole('radio', { name: startingWith(`${short} `) })).toBeVisible();
  await expect(radio(page, FIRST)).toBeChecked();
});

test('a shared link pre-fills the calculator and hydrates it at load, without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/pricing?participants=25&product=${SECOND}`);
  await hydrated(page, '.cost-calculator');
  await expect(participants(page)).toHaveValue('25');
  await expect(radio(page, SECOND)).toBeChecked();
  await expect.poll(() => rows(page)).toEqual(table(25, SECOND));
  expect(errors).toEqual([]);
});

test('a compare page is fixed to its product and takes only the participants from its URL', async ({ page }) => {
  await page.goto('/product/qsehra/compare-pricing?participants=3&product=gchra');
  await hydrated(page, '.cost-calculator');
  await expect(calculator(page).getByRole('group', { name: words.product })).toHaveCount(0);
  await expect(calculator(page).locator('caption')).toHaveText(caption(3, 'qsehra'));
  await expect.poll(() => rows(page)).toEqual(table(3, 'qsehra'));
  await participants(page).fill('4');
  await expect(page).toHaveURL(/\/product\/qsehra\/compare-pricing\?product=gchra&participants=4$/);
  await expect(calculator(page).locator('caption')).toHaveText(caption(4, 'qsehra'));
});

for (const width of [390, 1280]) {
  test(`at ${width} px, refused input gets its message beside the field and what to fix in place of the result, and leaves the address with the calculator's parameters`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    const field = participants(page);
    await field.fill('12');
    await expect.poll(() => rows(page)).toContainEqual(table(12, FIRST)[0]);
    await expect(page).toHaveURL(new RegExp(`\\?participants=12&product=${FIRST}$`));
    const result = calculator(page).locator('.result');
    const refused = refusedCounts(MAX);
    for (const [typed, message] of refused) {
      await field.fill(typed);
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(calculator(page).locator('.error')).toHaveText(message);
      await expect(result).toHaveText(words.fix);
      await expect(calculator(page).getByRole('table')).toHaveCount(0);
      await expect(calculator(page).getByRole('img')).toHaveCount(0);
      await expect(page).toHaveURL('/pricing');
    }
    // Copy link copies nothing while a field is refused, and says what to do first.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await calculator(page).getByRole('button', { name: ui.tools.copyLink }).click();
    await expect(calculator(page).getByRole('status')).toHaveText(ui.tools.fixFirst);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('');
    await expect(calculator(page)).not.toContainText(/NaN|Infinity/);
    await field.fill(String(MAX));
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect.poll(() => rows(page)).toContainEqual(table(MAX, FIRST)[0]);
    await expect(page).toHaveURL(new RegExp(`\\?participants=${MAX}&product=${FIRST}$`));
  });
}

test('a refused count in a shared link shows its message and what to fix, and no result, and leaves the address', async ({ page }) => {
  await page.goto(`/pricing?participants=abc&product=${SECOND}`);
  await hydrated(page, '.cost-calculator');
  await expect(participants(page)).toHaveAccessibleDescription(ui.count.notNumber);
  await expect(calculator(page).locator('.result')).toHaveText(words.fix);
  await expect(calculator(page).getByRole('table')).toHaveCount(0);
  await expect(page).toHaveURL('/pricing');
});

test('the result leads with the saving, dates the competitors’ prices and titles its chart', async ({ page }) => {
  await page.goto('/product/qsehra/compare-pricing');
  const result = calculator(page).locator('.result');
  const saving = result.getByRole('listitem').first();
  await expect(saving).toHaveText(saved(DEFAULT, 'qsehra')[0]!);
  // The saving comes first in the result, above the table.
  const top = async (selector: string) => (await result.locator(selector).boundingBox())!.y;
  expect(await top('.savings')).toBeLessThan(await top('table'));
  await expect(result.getByText(fill(words.pricesChecked, { date: numbers.competitorPricesChecked }))).toBeVisible();
  expect(numbers.competitorPricesChecked).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  await expect(calculator(page).locator('figure figcaption')).toHaveText(words.chartHeading);
  await expect(calculator(page).locator('figure').getByRole('img', { name: words.chartTitle })).toBeVisible();
});

test('a product compared with no competitor shows no saving and no price date', async ({ page }) => {
  await page.goto('/pricing?product=gchra');
  await expect(calculator(page).locator('caption')).toHaveText(caption(DEFAULT, 'gchra'));
  await expect(calculator(page).locator('.savings')).toHaveCount(0);
  await expect(calculator(page).locator('.result').getByText(fill(words.pricesChecked, { date: numbers.competitorPricesChecked }))).toHaveCount(0);
});

test('the calculator works from the keyboard alone', async ({ page }) => {
  await page.goto('/pricing');
  await participants(page).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('7');
  await expect(calculator(page).locator('caption')).toHaveText(caption(7, FIRST));
  await page.keyboard.press('Tab');
  await expect(radio(page, FIRST)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(radio(page, SECOND)).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`\\?participants=7&product=${SECOND}$`));
});

for (const path of ['/pricing', '/product/ichra/compare-pricing', '/product/qsehra/compare-pricing']) {
  test(`${path} loads no React at load without parameters, and loads it at load with them`, async ({ page, baseURL }) => {
    expect(await reactAtLoad(page, baseURL, path)).toBe(false);
    expect(await reactAtLoad(page, baseURL, `${path}?participants=25`)).toBe(true);
  });
}
