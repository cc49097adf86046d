// The footer every tool shares, on the cost calculator, class-size checker, chooser and payout estimator
// (that the address Copy link copies restores every tool is tests/e2e/tools/toolAddress.spec.ts's): its
// message moves nothing on a phone; a refused copy says what to do instead; the browser's own print of the page keeps the inputs and the
// result and drops the page's chrome and the buttons; the tool's Print prints that tool alone, on
// one sheet, with the date and its link; without JavaScript only the text lines show.
import type { Locator, Page } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
import { meetsMinimum, minimumClassSize } from '~/lib/classSize';
import { formatNumber } from '~/lib/format';
import { siteConfig } from '~/lib/siteConfig';
import { fill } from '~/lib/template';
import { expect, hydrated, test } from '../fixtures';
import { numbers } from '../../support/numbers';
import { products, startingWith, ui } from '../../support/words';
import { COPY_FAILED, GUIDANCE, methodLine, openTool, perProduct, standInClipboard } from './toolFooter';

/** Stands in for the print dialog, which a test cannot close: it counts the calls. */
async function standInPrint(page: Page) {
  await page.addInitScript(() => {
    (window as { printed?: number }).printed = 0;
    window.print = () => void ((window as { printed?: number }).printed! += 1);
  });
}

/** The page's elements a printout would show that are neither the tool, in it, nor around it. */
function shownBesides(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const tool = document.querySelector(selector)!;
    return [...document.body.querySelectorAll('*')].filter((el) => !tool.contains(el) && !el.contains(tool) && el.checkVisibility()).map((el) => el.outerHTML.slice(0, 80));
  }, selector);
}

/** Each tool: its page, how to give it inputs, and how to see those inputs and its result shown. */
interface Tool {
  name: string;
  path: string;
  selector: string;
  method: string;
  fill(page: Page): Promise<void>;
  expectFilled(page: Page, tool: Locator): Promise<void>;
}

const chooserQuestion = (tool: Locator, legend: string) => tool.getByRole('group', { name: legend });
const usd = (n: number) => formatNumber(n, 'usd');
const { minimumClassSize: limits } = numbers.plan;
const { chooser } = ui;
/** A product's radio by the start of its label, its code. */
const productRadio = (page: Page, id: keyof typeof products) => page.getByRole('radio', { name: startingWith(`${products[id].short} `) });
/** The class sizes the checker is given for 150 employees: its first default class, then two typed. */
const CLASS_SIZES = [numbers.tools.checkerClassSizes[0]!, 14, 30];
const classMinimum = minimumClassSize(150, true, limits);
const classGroup = (tool: Locator, number: number) => tool.getByRole('group', { name: fill(ui.classSize.classLegend, { number }), exact: true });

const TOOLS: Tool[] = [
  {
    name: 'cost calculator',
    path: '/pricing',
    selector: '.cost-calculator',
    method: methodLine(
      fill(ui.calculator.method, {
        prices: perProduct(numbers.prices),
        months: numbers.plan.planYearMonths,
        brand: siteConfig.brand,
        platformFee: usd(numbers.fees.platform),
        setupFee: usd(numbers.fees.setup),
      }),
    ),
    async fill(page) {
      await page.getByLabel(ui.calculator.participants, { exact: true }).fill('25');
      await productRadio(page, 'qsehra').check();
      await expect(page).toHaveURL(/\?participants=25&product=qsehra$/);
    },
    async expectFilled(page, tool) {
      await expect(page.getByLabel(ui.calculator.participants, { exact: true })).toHaveValue('25');
      await expect(productRadio(page, 'qsehra')).toBeChecked();
      await expect(tool.locator('caption')).toHaveText(fill(ui.calculator.caption, { participants: 25, product: `${products.qsehra.short} (${products.qsehra.name})` }));
    },
  },
  {
    name: 'class-size checker',
    path: '/product/ichra/employer-calculator',
    selector: '.class-size-checker',
    method: methodLine(
      fill(ui.classSize.method, {
        small: limits.smallEmployerSize,
        low: limits.smallEmployerLimit,
        high: limits.midEmployerLimit,
        percent: limits.midEmployerPercent,
        large: limits.largeEmployerSize,
      }),
    ),
    async fill(page) {
      const tool = page.locator('.class-size-checker');
      await page.getByLabel(ui.classSize.employees).fill('150');
      await classGroup(tool, 2).getByLabel(ui.classSize.classSize).fill(String(CLASS_SIZES[1]));
      await tool.getByRole('button', { name: ui.classSize.addClass }).click();
      await classGroup(tool, 3).getByLabel(ui.classSize.classSize).fill(String(CLASS_SIZES[2]));
      await expect(page).toHaveURL(new RegExp(`\\?employees=150&group-plan=yes&class-sizes=${CLASS_SIZES.join('%2C')}$`));
    },
    async expectFilled(page, tool) {
      await expect(page.getByLabel(ui.classSize.employees)).toHaveValue('150');
      await expect(page.getByLabel(ui.classSize.groupPlan)).toBeChecked();
      const sizes = tool.getByLabel(ui.classSize.classSize);
      await expect(sizes).toHaveCount(CLASS_SIZES.length);
      for (const [i, size] of CLASS_SIZES.entries()) await expect(sizes.nth(i)).toHaveValue(String(size));
      await expect(tool.locator('.minimum')).toHaveText(fill(ui.classSize.minimum, { size: classMinimum.size }));
      const [fullTime, partTime] = ui.classSize.defaultClasses;
      const names = [fullTime!, partTime!, fill(ui.classSize.newClass, { number: 3 })];
      await expect(tool.locator('.verdicts .verdict')).toHaveText(
        CLASS_SIZES.map((size, i) => fill(meetsMinimum(size, classMinimum) ? ui.classSize.meets : ui.classSize.below, { name: names[i]!, size })),
      );
    },
  },
  {
    name: 'chooser',
    path: '/speak-with-an-hra-expert',
    selector: '.hra-chooser',
    method: methodLine(fill(chooser.method, { limit: numbers.plan.qsehraMaxEmployees })),
    async fill(page) {
      const tool = page.locator('.hra-chooser');
      await chooserQuestion(tool, chooser.groupPlan).getByLabel(chooser.no).check();
      await chooserQuestion(tool, chooser.employees).getByRole('textbox').fill('12');
      await chooserQuestion(tool, chooser.differentAllowances).getByLabel(chooser.yes).check();
      await expect(page).toHaveURL(/\?hra-group-plan=no&hra-employees=12&hra-allowances=yes$/);
    },
    async expectFilled(_page, tool) {
      await expect(chooserQuestion(tool, chooser.groupPlan).getByLabel(chooser.no)).toBeChecked();
      await expect(chooserQuestion(tool, chooser.employees).getByRole('textbox')).toHaveValue('12');
      await expect(chooserQuestion(tool, chooser.differentAllowances).getByLabel(chooser.yes)).toBeChecked();
      await expect(tool.locator('.recommend')).toHaveText(fill(chooser.recommend, { product: `${products.ichra.name} (${products.ichra.short})` }));
    },
  },
  {
    name: 'payout estimator',
    path: '/referral-program',
    selector: '.payout-estimator',
    method: methodLine(fill(ui.payout.method, { payouts: perProduct(numbers.referralPayouts) })),
    async fill(page) {
      await page.getByLabel(ui.payout.companies).fill('3');
      await page.getByLabel(ui.payout.participants).fill('25');
      await productRadio(page, 'ebhra').check();
      await expect(page).toHaveURL(/\?pay-companies=3&pay-participants=25&pay-product=ebhra$/);
    },
    async expectFilled(page, tool) {
      await expect(page.getByLabel(ui.payout.companies)).toHaveValue('3');
      await expect(page.getByLabel(ui.payout.participants)).toHaveValue('25');
      await expect(productRadio(page, 'ebhra')).toBeChecked();
      // Companies times participants times the product's payout per participant.
      await expect(tool.locator('.total')).toHaveText(fill(ui.payout.total, { amount: usd(3 * 25 * numbers.referralPayouts.ebhra) }));
      await expect(tool.getByText(fill(ui.payout.rule, { months: numbers.referralQualifyingMonths }))).toBeVisible();
    },
  },
];

for (const tool of TOOLS) {
  test(`printing the ${tool.name} shows its inputs, result and method, without the header, footer or buttons`, async ({ page }) => {
    await page.goto(tool.path);
    await tool.fill(page);
    await page.emulateMedia({ media: 'print' });
    const section = page.locator(tool.selector);
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    expect(await section.getByRole('button', { includeHidden: true }).count()).toBeGreaterThanOrEqual(2);
    await expect(section.getByRole('button')).toHaveCount(0);
    await expect(section.getByRole('heading').first()).toBeVisible();
    await expect(section.locator('.result')).toBeVisible();
    await expect(section.locator('.tool-footer .method')).toHaveText(tool.method);
    await expect(section.getByText(GUIDANCE)).toBeVisible();
    await tool.expectFilled(page, section);
    await expect(section.getByRole('textbox').first()).toBeVisible();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the status keeps a line of its own, so the copied message moves nothing below it', async ({ page }) => {
    await standInClipboard(page);
    const tool = await openTool(page, '/pricing', '.cost-calculator');
    const bottom = () => tool.evaluate((el) => el.getBoundingClientRect().bottom + scrollY);
    const before = await bottom();
    await tool.getByRole('button', { name: ui.tools.copyLink }).click();
    await expect(tool.getByRole('status')).toHaveText(ui.tools.copied);
    expect(await bottom()).toBe(before);
  });
});

test('a refused copy says how to copy the address instead', async ({ page }) => {
  await standInClipboard(page, true);
  const tool = await openTool(page, '/pricing', '.cost-calculator');
  await tool.getByRole('button', { name: ui.tools.copyLink }).click();
  await expect(tool.getByRole('status')).toHaveText(COPY_FAILED);
});

for (const tool of TOOLS) {
  test(`the ${tool.name}'s Print prints that tool alone, on one sheet, with the date and its link`, async ({ page }) => {
    await standInPrint(page);
    await page.goto(tool.path);
    await page.locator(tool.selector).locator('input').first().focus();
    await hydrated(page, tool.selector);
    await tool.fill(page);
    const section = page.locator(tool.selector);
    await section.getByRole('button', { name: ui.tools.print }).click();
    // The dialog opens once the print stylesheet, linked after the first paint, has loaded.
    await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await shownBesides(page, tool.selector)).toEqual([]);
    await tool.expectFilled(page, section);
    await expect(section.locator('.tool-footer .method')).toHaveText(tool.method);
    const date = await page.evaluate(() => new Date().toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' }));
    await expect(section.locator('.printed')).toHaveText(fill(ui.tools.printed, { date, link: page.url() }));
    const sheets = (await getDocumentProxy(new Uint8Array(await page.pdf()))).numPages;
    expect(sheets).toBe(1);
  });
}

test('once the print dialog closes, the browser\'s own print prints the whole page again', async ({ page }) => {
  await standInPrint(page);
  const tool = await openTool(page, '/pricing', '.cost-calculator');
  await tool.getByRole('button', { name: ui.tools.print }).click();
  await page.evaluate(() => dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.cost-calculator .printed')).toBeHidden();
});

test('Print opens the browser\'s print dialog', async ({ page }) => {
  await standInPrint(page);
  const tool = await openTool(page, '/pricing', '.cost-calculator');
  await tool.getByRole('button', { name: ui.tools.print }).click();
  await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const tool of TOOLS) {
    test(`the ${tool.name}'s footer shows its method and guidance lines, and no buttons that could not work`, async ({ page }) => {
      await page.goto(tool.path);
      const footer = page.locator(`${tool.selector} .tool-footer`);
      await expect(footer.locator('.method')).toHaveText(tool.method);
      await expect(footer.getByText(GUIDANCE)).toBeVisible();
      await expect(footer.getByRole('button', { name: ui.tools.copyLink, includeHidden: true })).toBeHidden();
      await expect(footer.getByRole('button', { name: ui.tools.print, includeHidden: true })).toBeHidden();
    });
  }
});

test('when their script cannot load, the buttons are not shown, and their place is kept', async ({ page }) => {
  const [tool] = TOOLS;
  await page.route(/\/_astro\/toolFooter\.\w+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  const refused = page.waitForResponse(/\/_astro\/toolFooter\.\w+\.js$/);
  await page.goto(tool!.path);
  await refused;
  const footer = page.locator(`${tool!.selector} .tool-footer`);
  await expect(footer.getByRole('button', { name: ui.tools.copyLink, includeHidden: true })).toBeHidden();
  await expect(footer.getByRole('button', { name: ui.tools.print, includeHidden: true })).toBeHidden();
  expect((await footer.locator('.actions').boundingBox())!.height).toBeGreaterThan(0);
});
