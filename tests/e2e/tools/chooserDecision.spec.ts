// The HRA chooser's answer finishes the decision, at phone width (its layout again at desktop
// width): the competitors' costs for the count entered (the cost calculator's formulas and figures,
// dated as it dates them), a link that opens the pricing page's calculator on the same count and
// product, for an ICHRA the line that classes may follow the place of work, and its two next steps
// side by side or one above the other, never one and a half lines. The chooser comes before the
// message form on its page.
// Words come from content/site/ui.json, figures from numbers.yaml through the site's own formulas.
import type { Page } from '@playwright/test';
import { pricingCalculatorLink } from '~/lib/costLink';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';
import { firstYearCost, monthlyCost } from '~/lib/totalCost';
import { numbers } from '../../support/numbers';
import { products, tagAttribute, ui } from '../../support/words';
import { expect, hydrated, test } from '../fixtures';

const CHOOSER_PAGE = '/speak-with-an-hra-expert';
const words = ui.chooser;
const chooser = (page: Page) => page.locator('.hra-chooser');
const result = (page: Page) => chooser(page).locator('.result');
const question = (page: Page, legend: string) => chooser(page).getByRole('group', { name: legend });
const usd = (n: number) => formatNumber(n, 'usd');

/** Each competitor's line for `count` participants, as the cost calculator works it out. */
const competitorLines = (count: number) =>
  numbers.competitors.map((c) => fill(words.competitor, { competitor: c.name, monthly: usd(monthlyCost(count, c)), firstYear: usd(firstYearCost(count, c, numbers.plan.planYearMonths)) }));

/** Answers "no group plan", `count` employees and the allowances question, through the labels. */
async function answer(page: Page, count: number, differentAllowances: boolean) {
  await page.goto(CHOOSER_PAGE);
  await question(page, words.groupPlan).getByLabel(words.no).check();
  await question(page, words.employees).getByRole('textbox').fill(String(count));
  await question(page, words.differentAllowances).getByLabel(differentAllowances ? words.yes : words.no).check();
}

// The width changes the layout, not what the chooser answers: every answer runs at the phone's
// width, and the laptop repeats the two that check the layout (no sideways scrolling, the next
// steps side by side).
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an ICHRA for different allowances says classes may follow the place of work, beside its competitor costs and pricing link', async ({ page }) => {
      await answer(page, 12, true);
      await expect(result(page).locator('.recommend')).toHaveText(fill(words.recommend, { product: `${products.ichra.name} (${products.ichra.short})` }));
      await expect(result(page).locator('.place')).toHaveText(words.placeOfWork);
      await expect(result(page).locator('.competitors li')).toHaveText(competitorLines(12));
      await expect(result(page).getByRole('link', { name: fill(words.compare, { employees: 12 }) })).toHaveAttribute('href', pricingCalculatorLink(12, 'ichra'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });

    test('the two next steps share the width evenly, the same size, in one row or one column', async ({ page }) => {
      await answer(page, 30, false);
      const boxes = await Promise.all([words.start, words.expert].map((name) => result(page).getByRole('link', { name }).boundingBox()));
      const [start, expert] = boxes.map((box) => box!);
      expect(Math.abs(start!.width - expert!.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(start!.height - expert!.height)).toBeLessThanOrEqual(1);
      // Side by side on one row, or one above the other in one column; never a row and a half.
      const sideBySide = Math.abs(start!.y - expert!.y) <= 1;
      const stacked = Math.abs(start!.x - expert!.x) <= 1;
      expect(sideBySide || stacked).toBe(true);
      if (width === 1280) expect(sideBySide).toBe(true);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('30 employees and one allowance: the QSEHRA, each competitor\'s cost for 30 dated as the calculator dates it, and a pricing link that opens the calculator on 30 QSEHRA participants', async ({ page }) => {
    await answer(page, 30, false);
    await expect(result(page).locator('.competitors li')).toHaveText(competitorLines(30));
    await expect(result(page).locator('.compared')).toHaveText(fill(words.competitors, { employees: 30, date: numbers.competitorPricesChecked }));
    // Competitor A charges $20 × 30 + $40 a month: $640, twelve times that for the year.
    expect(competitorLines(30)[0]).toContain('$640 a month, $7,680');
    await expect(result(page).locator('.place')).toHaveCount(0);

    const compare = result(page).getByRole('link', { name: fill(words.compare, { employees: 30 }) });
    await expect(compare).toHaveAttribute('href', pricingCalculatorLink(30, 'qsehra'));
    await compare.click();
    await expect(page).toHaveURL(/\/pricing\?participants=30&product=qsehra#cost-calculator$/);
    await hydrated(page, '.cost-calculator');
    await expect(page.getByLabel(ui.calculator.participants)).toHaveValue('30');
    await expect(page.locator('.cost-calculator').getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(`^${products.qsehra.short} `));
    // The calculator's own rows for the competitors hold the same figures the chooser gave.
    const rows = await page.locator('.cost-calculator tbody tr').evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows).toEqual(numbers.competitors.map((c) => [c.name, usd(monthlyCost(30, c)), usd(firstYearCost(30, c, numbers.plan.planYearMonths))]));
  });

  test('an answer without a count (a group plan\'s GCHRA) names no competitor cost and no pricing link', async ({ page }) => {
    await page.goto(CHOOSER_PAGE);
    await question(page, words.groupPlan).getByLabel(words.yes).check();
    await question(page, words.paysFor).getByLabel(words.paysForOptions.groupCosts).check();
    await expect(result(page).locator('.recommend')).toBeVisible();
    await expect(result(page).locator('.competitors, .compare')).toHaveCount(0);
  });
});

test('the chooser comes first on its page, then the message form', async ({ page }) => {
  await page.goto(CHOOSER_PAGE);
  const chooserTop = (await chooser(page).boundingBox())!.y;
  const formHeading = page.getByRole('heading', { name: tagAttribute(CHOOSER_PAGE, 'ContactForm', 'heading'), level: 2 });
  expect((await formHeading.boundingBox())!.y).toBeGreaterThan(chooserTop);
  await expect(chooser(page).getByRole('heading', { level: 2 })).toHaveText(tagAttribute(CHOOSER_PAGE, 'HraChooser', 'heading'));
});
