// The ICHRA affordability planner on /product/ichra/affordability-planner, driven through its labels:
// a 500-row census chosen through the upload at 390 and 1280 px, the safe harbor, plan year and
// allowance changed, every answer downloaded, and no request carrying a census value through the
// whole session, nothing stored; rows typed in, answered to the cent; bad input named by
// row and column while the other rows are answered; 10,001 rows read while the page keeps painting;
// a shared link that restores the choices alone; the planner printed alone; JavaScript off and code
// that fails to load. Words come from content/site/ui.json, figures from numbers.yaml.
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { censusCsv, fixtureRow } from '../../../scripts/lib/censusFixture';
import { CENSUS_COLUMNS } from '~/lib/censusCells';
import { formatNumber } from '~/lib/format';
import { figureEntry } from '~/lib/planYear';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { ui } from '../../support/words';
import { expect, failIslandCode, failed, hydrated, test } from '../fixtures';
import { expectWithinWindow } from './toolChecks';
import { standInClipboard } from './toolFooter';

const PATH = '/product/ichra/affordability-planner';
const words = ui.affordabilityPlanner;
const answerWords = ui.affordabilityAnswers;
// The site is built today, so the planner offers this year and the next, the next first.
const YEAR = new Date().getUTCFullYear();
const NEXT = YEAR + 1;
const tool = (page: Page) => page.locator('.affordability-planner');
const csvFile = (name: string, text: string | Buffer) => ({ name, mimeType: 'text/csv', buffer: Buffer.isBuffer(text) ? text : Buffer.from(text) });
const CENSUS = csvFile('census.csv', censusCsv(words.columns, 500));
const usd = (n: number) => formatNumber(n, 'usd');
/** Cents as the planner writes them: $1,234.56. */
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A plan year's percentage in hundredths and its poverty lines, from numbers.yaml. */
function figuresOf(year: number) {
  return { hundredths: Math.round(figureEntry(numbers.planYears, year, 'affordabilityPercent').affordabilityPercent * 100), poverty: figureEntry(numbers.planYears, year, 'povertyLine').povertyLine };
}
/** The most an employee may pay a month on `yearlyCents` at `hundredths` of a percent, cut down to the cent. */
const monthlyCap = (yearlyCents: number, hundredths: number) => Number((BigInt(yearlyCents) * BigInt(hundredths)) / 120000n);

/** Clicks the visible file button and answers the native picker it opens with `file`. */
async function choose(page: Page, file: ReturnType<typeof csvFile>) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tool(page).getByText(words.choose, { exact: true }).click()]);
  await chooser.setFiles(file);
}

/** Waits until the planner has read `rows` employees from the file `name`. */
async function readRows(page: Page, rows: number, name = 'census.csv') {
  await expect(tool(page).locator('.file-note')).toContainText(fill(answerWords.read, { rows: formatNumber(rows, 'count'), file: name }));
}

const harbor = (page: Page, name: keyof typeof words.harbors) => tool(page).getByRole('group', { name: words.harbor }).getByLabel(words.harbors[name]);
const answerRowsShown = (page: Page) => tool(page).locator('.per-employee tbody tr');

/** Every value of the first `count` made-up employees that identifies them: names, classes, premiums, wages and rates. */
function censusValues(count: number): string[] {
  const values = new Set<string>();
  for (let i = 0; i < count; i++) {
    const row = fixtureRow(i);
    for (const column of ['name', 'class', 'premium', 'workSitePremium', 'lookBackPremium', 'hourlyRate'] as const) if (row[column] !== '') values.add(row[column]);
  }
  return [...values];
}

/** Where a request could carry a value: its address and its body, as sent and as decoded. */
function carried(request: Request): string {
  const body = request.postData() ?? '';
  return [request.url(), decodeURIComponent(request.url()), body, decodeURIComponent(body.replace(/\+/g, ' '))].join('\n');
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a 500-row census answers under every safe harbor, the choices follow into the link, every answer downloads, and no request carries a census value', async ({ page, api }) => {
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await page.goto(PATH);
      await choose(page, CENSUS);
      await readRows(page, 500);
      await hydrated(page, '.affordability-planner');
      await expect(answerRowsShown(page)).toHaveCount(numbers.tools.plannerPageRows);

      // Employee 1, under the poverty line for next year: the 48 states' guideline.
      const first = fixtureRow(0);
      const premium = Math.round(Number(first.premium) * 100);
      const next = figuresOf(NEXT);
      const fplCap = monthlyCap(next.poverty.contiguous * 100, next.hundredths);
      await expect(answerRowsShown(page).first().locator('td').nth(4)).toHaveText(dollars(Math.max(0, premium - fplCap)));

      // The W-2 safe harbor, this plan year, and an allowance: each goes into the address, alone.
      await harbor(page, 'w2').check();
      await tool(page).getByLabel(words.year).selectOption(String(YEAR));
      await tool(page).getByLabel(words.allowance).fill('455.07');
      await expect(page).toHaveURL(new RegExp(`\\?ap-year=${YEAR}&ap-harbor=w2&ap-premium=home&ap-allowance=455\\.07$`));
      const w2Cap = monthlyCap(Number(first.wages) * 100, figuresOf(YEAR).hundredths);
      const contribution = Math.max(0, premium - 45507);
      const values = { contribution: dollars(contribution), cap: dollars(w2Cap), smallest: dollars(Math.max(0, premium - w2Cap)) };
      const verdict = contribution === 0 ? answerWords.verdictCovered : fill(contribution <= w2Cap ? answerWords.verdictAffordable : answerWords.verdictNot, values);
      await expect(tool(page).locator('.per-employee caption')).toHaveText(fill(answerWords.answersCaption, { harbor: words.harbors.w2 }));
      await expect(answerRowsShown(page).first().locator('.verdict')).toHaveText(verdict);
      await expectWithinWindow(tool(page).locator('.choices'));

      // Every answer, in a file the browser saves: a heading row and 500 rows, employee 1's W-2 answer in it.
      const [download] = await Promise.all([page.waitForEvent('download'), tool(page).getByRole('button', { name: answerWords.download }).click()]);
      expect(download.suggestedFilename()).toBe(`${fill(answerWords.downloadFile, { year: YEAR })}.csv`);
      const saved = readFileSync((await download.path())!, 'utf8').trim().split(/\r\n/);
      expect(saved).toHaveLength(501);
      expect(saved[1]).toContain(`${first.name},${first.class},${first.age}`);
      expect(saved[1]).toContain(`,${(w2Cap / 100).toFixed(2)},${(Math.max(0, premium - w2Cap) / 100).toFixed(2)},`);

      // Nothing about an employee left the browser, and nothing was kept.
      const census = censusValues(500);
      const leaks = requests.flatMap((request) => census.filter((value) => carried(request).includes(value)).map((value) => `${request.method()} ${request.url()}: ${value}`));
      expect(leaks).toEqual([]);
      const fetched = await api.fetched();
      expect(fetched.filter((call) => census.some((value) => JSON.stringify(call).includes(value)))).toEqual([]);
      expect(
        await page.evaluate(async () => [localStorage.length, sessionStorage.length, document.cookie, (await indexedDB.databases()).length, (await caches.keys()).length]),
      ).toEqual([0, 0, '', 0, 0]);
    });
  });
}

test('rows typed into the table are answered: $500 a month in the 48 states, at the smallest allowance and a cent under it', async ({ page }) => {
  await page.goto(PATH);
  await tool(page).scrollIntoViewIfNeeded();
  await hydrated(page, '.affordability-planner');
  await tool(page).getByLabel(words.year).selectOption(String(YEAR));
  await tool(page).getByRole('button', { name: words.addRow }).click();
  const cell = (column: (typeof CENSUS_COLUMNS)[number]) => tool(page).getByRole('textbox', { name: `${words.columns[column]} 1`, exact: true });
  // The first field of the new row takes the focus.
  await expect(cell('name')).toBeFocused();
  const { hundredths, poverty } = figuresOf(YEAR);
  const cap = monthlyCap(poverty.contiguous * 100, hundredths);
  const smallest = 50000 - cap;
  await cell('age').fill('40');
  await cell('state').fill('TX');
  await cell('premium').fill('500');
  await tool(page).getByLabel(words.allowance).fill((smallest / 100).toFixed(2));
  const row = answerRowsShown(page).first();
  await expect(row.locator('.verdict')).toHaveText(fill(answerWords.verdictAffordable, { contribution: dollars(cap), cap: dollars(cap) }));
  await expect(row.locator('td').nth(4)).toHaveText(dollars(smallest));
  // One cent less is not affordable, and the verdict names the allowance that would do.
  await tool(page).getByLabel(words.allowance).fill(((smallest - 1) / 100).toFixed(2));
  await expect(row.locator('.verdict')).toHaveText(fill(answerWords.verdictNot, { contribution: dollars(cap + 1), cap: dollars(cap), smallest: dollars(smallest) }));
  // Alaska's poverty line gives a larger cap.
  await cell('state').fill('AK');
  await expect(row.locator('.verdict')).toContainText(dollars(monthlyCap(poverty.alaska * 100, hundredths)));
  await tool(page).getByRole('button', { name: fill(answerWords.removeRow, { row: 1 }) }).click();
  await expect(tool(page).locator('.empty')).toHaveText(words.empty);
});

test('bad input is named by row and column, and the other rows are answered', async ({ page }) => {
  await page.goto(PATH);
  await choose(page, CENSUS);
  await readRows(page, 500);
  const problem = (row: number, column: keyof typeof words.columns, kind: keyof typeof words.problems, max = '') =>
    fill(answerWords.rowProblem, { row, column: words.columns[column], problem: fill(words.problems[kind], { max }) });
  const list = tool(page).locator('.to-check li');
  // The fixture's problems every fifty rows: a missing premium, an age over 120, negative wages, no state.
  await expect(list.nth(0)).toHaveText(problem(8, 'premium', 'empty'));
  await expect(list.nth(1)).toHaveText(problem(20, 'age', 'ageRange', String(numbers.tools.plannerAgeMax)));
  await expect(list.nth(2)).toHaveText(problem(32, 'wages', 'negative'));
  await expect(list.nth(3)).toHaveText(problem(44, 'state', 'notState'));
  // Rows without what the poverty line needs are left out of the answers, and the totals say so.
  await expect(tool(page).locator('.summary')).toContainText(fill(answerWords.answered, { included: 470, rows: 500, year: NEXT, harbor: words.harbors.povertyLine }));
  await expect(tool(page).locator('.summary')).toContainText(fill(answerWords.leftOut, { left: 30 }));
  // A problem's button shows its row and puts the focus in its cell.
  await list.nth(3).getByRole('link').click();
  await expect(tool(page).getByRole('textbox', { name: `${words.columns.state} 44`, exact: true })).toBeFocused();

  // A file the planner cannot use is named, and the rows read before stay.
  await choose(page, csvFile('latin1.csv', Buffer.concat([Buffer.from(`${words.columns.name}\nJos`), Buffer.from([0xe9]), Buffer.from('\n')])));
  await expect(tool(page).locator('.file-note')).toHaveText(ui.upload.problems.notUtf8);
  await expect(answerRowsShown(page)).toHaveCount(numbers.tools.plannerPageRows);
  await choose(page, { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71]) });
  await expect(tool(page).locator('.file-note')).toHaveText(ui.upload.problems.notCsv);
  // Columns the planner does not know are named, and those the answers need and the file lacks.
  await choose(page, csvFile('few.csv', `${words.columns.name},Badge\nGrace,7\n`));
  await readRows(page, 1, 'few.csv');
  await expect(tool(page).locator('.file-note')).toContainText(fill(answerWords.unknownColumns, { columns: 'Badge' }));
  await expect(tool(page).locator('.file-note')).toContainText(fill(answerWords.missingColumns, { columns: [words.columns.age, words.columns.premium, words.columns.state].join(', ') }));
  await expect(tool(page)).not.toContainText(/NaN|Infinity|undefined/);
});

test('10,001 rows: the page keeps painting while it reads, the first 10,000 are read a page at a time, and the rest are named as left out', async ({ page }) => {
  await page.goto(PATH);
  await tool(page).scrollIntoViewIfNeeded();
  await hydrated(page, '.affordability-planner');
  const max = numbers.tools.plannerRowsMax;
  // Frames painted while the file is read: a page that froze would paint none until the end.
  await page.evaluate(() => {
    const w = window as unknown as { painted?: number };
    w.painted = 0;
    const tick = () => {
      w.painted! += 1;
      if (!document.querySelector('.affordability-planner .per-employee')) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await choose(page, csvFile('big.csv', censusCsv(words.columns, max + 1)));
  await readRows(page, max, 'big.csv');
  await expect(tool(page).locator('.file-note')).toContainText(fill(answerWords.tooManyRows, { max: formatNumber(max, 'count'), left: 1 }));
  expect(await page.evaluate(() => (window as unknown as { painted?: number }).painted)).toBeGreaterThan(3);
  const shown = fill(answerWords.rowsShown, { first: 1, last: numbers.tools.plannerPageRows, total: formatNumber(max, 'count') });
  await expect(tool(page).locator('.pager').first()).toContainText(shown);
  await tool(page).getByRole('button', { name: answerWords.next }).first().click();
  await expect(answerRowsShown(page).first().locator('th')).toHaveText(String(numbers.tools.plannerPageRows + 1));
});

test('a shared link restores the choices, and the census never enters it', async ({ page }) => {
  await standInClipboard(page);
  await page.goto(`${PATH}?ap-year=${YEAR}&ap-harbor=rateOfPay&ap-premium=workSite&ap-age21=yes&ap-allowance=310.50`);
  await hydrated(page, '.affordability-planner');
  await expect(tool(page).getByLabel(words.year)).toHaveValue(String(YEAR));
  await expect(harbor(page, 'rateOfPay')).toBeChecked();
  await expect(tool(page).getByRole('group', { name: words.basis }).getByLabel(words.bases.workSite)).toBeChecked();
  await expect(tool(page).getByLabel(words.at21)).toBeChecked();
  await expect(tool(page).getByLabel(words.allowance)).toHaveValue('310.50');
  await choose(page, CENSUS);
  await readRows(page, 500);
  await tool(page).getByRole('button', { name: ui.tools.copyLink }).click();
  await expect(tool(page).locator('.tool-footer').getByRole('status')).toHaveText(ui.tools.copied);
  const [link] = await page.evaluate(() => window.copied);
  expect(new URL(link!).search).toBe(`?ap-year=${YEAR}&ap-harbor=rateOfPay&ap-premium=workSite&ap-age21=yes&ap-allowance=310.50`);
  // The premiums at 21 are not scaled where the default age curve does not hold: those rows say so.
  const state = numbers.ageCurve.noAgeRatingStates[0]!;
  await expect(tool(page).locator('.to-check')).toContainText(fill(words.problems.ownCurve, { state }));
  // A refused allowance shows what to fix in place of the answers, and leaves the address.
  await tool(page).getByLabel(words.allowance).fill('-5');
  await expect(tool(page).locator('.fix-list')).toContainText(words.problems.negative);
  await expect(tool(page).locator('.per-employee')).toHaveCount(0);
  await expect(page).not.toHaveURL(/ap-/);
});

test('the tool’s Print prints the planner alone, its answers without the census’s fields', async ({ page }) => {
  await page.addInitScript(() => {
    (window as { printed?: number }).printed = 0;
    window.print = () => void ((window as { printed?: number }).printed! += 1);
  });
  await page.goto(PATH);
  await choose(page, CENSUS);
  await readRows(page, 500);
  await tool(page).getByRole('button', { name: ui.tools.print }).click();
  await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(tool(page).locator('.classes')).toBeVisible();
  await expect(tool(page).locator('.per-employee')).toBeVisible();
  await expect(tool(page).locator('.census-table')).toBeHidden();
  await expect(tool(page).getByRole('button')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the choices, the file button and the template are there, and a note says what needs JavaScript', async ({ page }) => {
    await page.goto(PATH);
    await expect(tool(page).getByText(answerWords.noScript)).toBeVisible();
    await expect(tool(page).getByLabel(words.year)).toHaveValue(String(NEXT));
    await expect(harbor(page, 'povertyLine')).toBeChecked();
    await expect(tool(page).getByLabel(words.allowance)).toHaveValue(String(numbers.tools.plannerAllowance));
    const template = tool(page).getByRole('link', { name: words.template });
    await expect(template).toHaveAttribute('download', `${words.templateFile}.csv`);
    const href = (await template.getAttribute('href'))!;
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1)).trim()).toBe(CENSUS_COLUMNS.map((c) => words.columns[c]).join(','));
    await expect(tool(page).locator('thead th')).toHaveText([words.row, ...CENSUS_COLUMNS.map((c) => words.columns[c])]);
    await expect(tool(page).locator('.figures')).toContainText(usd(figuresOf(NEXT).poverty.contiguous));
  });
});

test('when its code fails to load, a chosen file is kept and the note says the answers need JavaScript', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(PATH);
  await choose(page, CENSUS);
  await failed(page, '.affordability-planner');
  await expect(tool(page).getByText(answerWords.noScript)).toBeVisible();
});
