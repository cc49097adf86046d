// The total-cost calculator on /pricing and the compare-pricing pages, driven through
// its labels: results led by the saving, dated competitor prices, the product choice, shareable URL
// state, refused input (which leaves no stale result or link), JavaScript off, and what it loads and sends.
import type { Page } from '@playwright/test';
import { siteConfig } from '~/lib/siteConfig';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { products, ui } from '../../support/words';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews, reactAtLoad, refusedCounts } from './toolChecks';

/** The result table's rows as [administrator, monthly, first year]. */
async function rows(page: Page) {
  const table = page.locator('.cost-calculator table');
  return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
}

/** The result table's caption for `participants` of product `id`. */
const caption = (participants: number, id: keyof typeof products) =>
  fill(ui.calculator.caption, { participants, product: `${products[id].short} (${products[id].name})` });

/** The saving of `amount` against competitor `i` of the numbers file. */
const saves = (amount: string, i: number) => fill(ui.calculator.saves, { brand: siteConfig.brand, amount, competitor: numbers.competitors[i]!.name });

const TEN_ICHRA = [
  ['Salusion', '$140', '$1,680'],
  ['Competitor A', '$240', '$2,880'],
  ['Competitor B', '$225', '$2,850'],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/pricing', '/product/ichra/compare-pricing']) {
    test(`${path} shows the 10-participant ICHRA table, its savings and its chart`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByLabel('Participants')).toHaveValue('10');
      await expect.poll(() => rows(page)).toEqual(TEN_ICHRA);
      await expect(page.locator('.cost-calculator .savings li')).toHaveText([saves('$1,200', 0), saves('$1,170', 1)]);
      await expect(page.getByRole('img', { name: ui.calculator.chartTitle }).locator('rect')).toHaveCount(3);
      await expect(page.locator('.cost-calculator').getByText(NO_SCRIPT)).toBeVisible();
    });
  }
});

const NO_SCRIPT = ui.tools.noScript;

test('before hydration the field and the radios change at once, and the hydrated calculator answers for what they hold', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto('/pricing');
  const field = page.getByLabel('Participants');
  await field.fill('25');
  await page.getByRole('radio', { name: /^QSEHRA / }).check();
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(field).toHaveValue('25');
  await expect(page.getByRole('radio', { name: /^QSEHRA / })).toBeChecked();
  await expect(page.locator('.cost-calculator astro-island[ssr]')).toBeAttached();
  code.release();
  await expect(page.locator('.cost-calculator caption')).toHaveText(caption(25, 'qsehra'));
  await expect.poll(() => rows(page)).toEqual([
    ['Salusion', '$350', '$4,200'],
    ['Competitor A', '$540', '$6,480'],
    ['Competitor B', '$510', '$6,270'],
  ]);
  await expect(page).toHaveURL(/\?participants=25&product=qsehra$/);
  await expect(page.locator('.cost-calculator').getByText(NO_SCRIPT)).toBeHidden();
});

test('when its code fails to load, the calculator keeps the visitor\'s input and says its result does not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto('/pricing');
  const note = page.locator('.cost-calculator').getByText(NO_SCRIPT);
  await expect(note).toBeHidden();
  await page.getByLabel('Participants').fill('25');
  await failed(page, '.cost-calculator');
  await expect(note).toBeVisible();
  await expect(page.getByLabel('Participants')).toHaveValue('25');
});

test('a count of one reads in the singular', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByLabel('Participants').fill('1');
  await expect(page.locator('.cost-calculator caption')).toHaveText(caption(1, 'ichra'));
});

test('at 390 px the result table shows every column, Competitor B included, with no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The largest count gives the widest figures.
  await page.goto('/pricing?participants=10000');
  await expect(page.locator('.cost-calculator caption')).toHaveText(/^Cost for 10,000 participants/);
  const table = page.locator('.cost-calculator table');
  await expect(table.getByRole('columnheader')).toHaveText(['Administrator', 'Monthly cost', 'First-year cost']);
  await expect(table.getByRole('row', { name: /Competitor B/ }).getByRole('cell')).toHaveText(['$190,035', '$2,280,570']);
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
  await page.getByLabel('Participants').fill('25');
  await expect.poll(() => rows(page)).toEqual([
    ['Salusion', '$350', '$4,200'],
    ['Competitor A', '$540', '$6,480'],
    ['Competitor B', '$510', '$6,270'],
  ]);
  await expect(page).toHaveURL(/\?participants=25&product=ichra$/);

  await page.getByRole('radio', { name: /QSEHRA/ }).check();
  await expect(page.locator('.cost-calculator caption')).toHaveText(caption(25, 'qsehra'));
  await expect(page).toHaveURL(/\?participants=25&product=qsehra$/);

  await page.getByRole('radio', { name: /GCHRA/ }).check();
  await expect.poll(() => rows(page)).toEqual([['Salusion', '$125', '$1,500']]);
  await expect(page.locator('.cost-calculator .savings')).toHaveCount(0);
  const chart = page.getByRole('img', { name: ui.calculator.chartTitle });
  await expect(chart.locator('rect')).toHaveCount(1);
  await expect(chart).toContainText('$1,500');
  await expect(page).toHaveURL(/\?participants=25&product=gchra$/);

  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectOnlyPageViews(api);
});

test('every product label on /pricing includes its code, and ICHRA is the default', async ({ page }) => {
  await page.goto('/pricing');
  const group = page.getByRole('group', { name: 'Product' });
  await expect(group.getByRole('radio')).toHaveCount(4);
  for (const code of ['ICHRA', 'QSEHRA', 'GCHRA', 'EBHRA']) await expect(group.getByRole('radio', { name: new RegExp(`^${code} `) })).toBeVisible();
  await expect(group.getByRole('radio', { name: /^ICHRA / })).toBeChecked();
});

test('a shared link pre-fills the calculator and hydrates it at load, without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/pricing?participants=25&product=qsehra');
  await hydrated(page, '.cost-calculator');
  await expect(page.getByLabel('Participants')).toHaveValue('25');
  await expect(page.getByRole('radio', { name: /^QSEHRA / })).toBeChecked();
  await expect.poll(() => rows(page)).toEqual([
    ['Salusion', '$350', '$4,200'],
    ['Competitor A', '$540', '$6,480'],
    ['Competitor B', '$510', '$6,270'],
  ]);
  expect(errors).toEqual([]);
});

test('a compare page is fixed to its product and takes only the participants from its URL', async ({ page }) => {
  await page.goto('/product/qsehra/compare-pricing?participants=3&product=gchra');
  await hydrated(page, '.cost-calculator');
  await expect(page.getByRole('group', { name: 'Product' })).toHaveCount(0);
  await expect(page.locator('.cost-calculator caption')).toHaveText(caption(3, 'qsehra'));
  await expect.poll(() => rows(page)).toEqual([
    ['Salusion', '$42', '$504'],
    ['Competitor A', '$100', '$1,200'],
    ['Competitor B', '$92', '$1,254'],
  ]);
  await page.getByLabel('Participants').fill('4');
  await expect(page).toHaveURL(/\/product\/qsehra\/compare-pricing\?product=gchra&participants=4$/);
  await expect(page.locator('.cost-calculator caption')).toHaveText(caption(4, 'qsehra'));
});

for (const width of [390, 1280]) {
  test(`at ${width} px, refused input gets its message beside the field and what to fix in place of the result, and leaves the address with the calculator's parameters`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    const field = page.getByLabel('Participants');
    await field.fill('12');
    await expect.poll(() => rows(page)).toContainEqual(['Salusion', '$168', '$2,016']);
    await expect(page).toHaveURL(/\?participants=12&product=ichra$/);
    const result = page.locator('.cost-calculator .result');
    const refused = refusedCounts(numbers.tools.participantsMax);
    for (const [typed, message] of refused) {
      await field.fill(typed);
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('.cost-calculator .error')).toHaveText(message);
      await expect(result).toHaveText(ui.calculator.fix);
      await expect(page.locator('.cost-calculator').getByRole('table')).toHaveCount(0);
      await expect(page.locator('.cost-calculator').getByRole('img')).toHaveCount(0);
      await expect(page).toHaveURL('/pricing');
    }
    // Copy link copies nothing while a field is refused, and says what to do first.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.locator('.cost-calculator').getByRole('button', { name: ui.tools.copyLink }).click();
    await expect(page.locator('.cost-calculator').getByRole('status')).toHaveText(ui.tools.fixFirst);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('');
    await expect(page.locator('.cost-calculator')).not.toContainText(/NaN|Infinity/);
    await field.fill('10000');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect.poll(() => rows(page)).toContainEqual(['Salusion', '$140,000', '$1,680,000']);
    await expect(page).toHaveURL(/\?participants=10000&product=ichra$/);
  });
}

test('a refused count in a shared link shows its message and what to fix, and no result, and leaves the address', async ({ page }) => {
  await page.goto('/pricing?participants=abc&product=qsehra');
  await hydrated(page, '.cost-calculator');
  await expect(page.getByLabel('Participants')).toHaveAccessibleDescription(ui.count.notNumber);
  await expect(page.locator('.cost-calculator .result')).toHaveText(ui.calculator.fix);
  await expect(page.locator('.cost-calculator').getByRole('table')).toHaveCount(0);
  await expect(page).toHaveURL('/pricing');
});

test('the result leads with the saving, dates the competitors’ prices and titles its chart', async ({ page }) => {
  await page.goto('/product/qsehra/compare-pricing');
  const calculator = page.locator('.cost-calculator');
  const result = calculator.locator('.result');
  const saving = result.getByRole('listitem').first();
  await expect(saving).toHaveText(saves('$1,200', 0));
  // The saving comes first in the result, above the table.
  const top = async (selector: string) => (await result.locator(selector).boundingBox())!.y;
  expect(await top('.savings')).toBeLessThan(await top('table'));
  await expect(result.getByText(fill(ui.calculator.pricesChecked, { date: numbers.competitorPricesChecked }))).toBeVisible();
  expect(numbers.competitorPricesChecked).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  await expect(calculator.locator('figure figcaption')).toHaveText(ui.calculator.chartHeading);
  await expect(calculator.locator('figure').getByRole('img', { name: ui.calculator.chartTitle })).toBeVisible();
});

test('a product compared with no competitor shows no saving and no price date', async ({ page }) => {
  await page.goto('/pricing?product=gchra');
  await expect(page.locator('.cost-calculator caption')).toHaveText(/GCHRA/);
  await expect(page.locator('.cost-calculator .savings')).toHaveCount(0);
  await expect(page.locator('.cost-calculator .result').getByText(fill(ui.calculator.pricesChecked, { date: numbers.competitorPricesChecked }))).toHaveCount(0);
});

test('the calculator works from the keyboard alone', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByLabel('Participants').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('7');
  await expect(page.locator('.cost-calculator caption')).toHaveText(/^Cost for 7 participants/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /^ICHRA / })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^QSEHRA / })).toBeChecked();
  await expect(page).toHaveURL(/\?participants=7&product=qsehra$/);
});

for (const path of ['/pricing', '/product/ichra/compare-pricing', '/product/qsehra/compare-pricing']) {
  test(`${path} loads no React at load without parameters, and loads it at load with them`, async ({ page, baseURL }) => {
    expect(await reactAtLoad(page, baseURL, path)).toBe(false);
    expect(await reactAtLoad(page, baseURL, `${path}?participants=25`)).toBe(true);
  });
}
