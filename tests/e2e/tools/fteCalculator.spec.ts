// The FTE and ALE calculator on /product/ichra/large-business (linked from /product/qsehra), driven through
// its labels at 390 px (the twelve months again at 1280 px, for the layout): twelve months typed and
// pasted from a spreadsheet, the average rounded down at 49.9 and 50, the seasonal-worker exception
// over 3 and over 5 months, the 120-hour cap, one month as an estimate, refused entries (what to fix
// in place of the result, no stale address or link), a number too large to read and an unbroken
// entry at 390 px, a shared link, the count carried into the HRA chooser and back, JavaScript off
// and code that fails to load. Words come from content/site/ui.json.
import type { Locator, Page } from '@playwright/test';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { startingWith, tagAttribute, ui, wordsBefore } from '../../support/words';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews, expectWithinWindow, refusals } from './toolChecks';
import { standInClipboard } from './toolFooter';

const words = ui.fte;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const PATH = '/product/ichra/large-business';
const tool = (page: Page) => page.locator('.fte-calculator');
const result = (page: Page) => tool(page).locator('.result');
const box = (page: Page, name: string) => tool(page).getByRole('textbox', { name, exact: true });
const monthFull = (page: Page, month: string) => box(page, `${month} ${words.fullTime}`);
const monthHours = (page: Page, month: string) => box(page, `${month} ${words.each}`);
const oneFull = (page: Page) => box(page, words.fullTime);
const oneHours = (page: Page) => box(page, words.each);
const oneMonthMode = (page: Page) => tool(page).getByRole('radio', { name: words.modeMonth });

/** Chooses a way of counting and expects its fields, and only its fields, shown. */
async function choose(page: Page, mode: 'year' | 'month') {
  await tool(page).getByRole('radio', { name: mode === 'year' ? words.modeYear : words.modeMonth }).check();
  await expect(mode === 'year' ? monthFull(page, 'January') : oneFull(page)).toBeVisible();
  await expect(mode === 'year' ? oneFull(page) : monthFull(page, 'January')).toBeHidden();
}
const seasonal = (page: Page, answer: 'yes' | 'no') => tool(page).getByRole('group', { name: fill(words.seasonalQuestion, { threshold: 50 }) }).getByRole('radio', { name: words[answer] });
const chooserLink = (page: Page) => result(page).getByRole('link', { name: startingWith(wordsBefore(words.chooser, 'count')) });

const verdicts = {
  ale: fill(words.ale, { threshold: 50 }),
  notAle: fill(words.notAle, { threshold: 50 }),
  qsehra: words.qsehra,
  noQsehra: words.noQsehra,
};
const average = (avg: string, rounded: number) => fill(words.result, { average: avg, rounded });

/** Opens the calculator's page and waits until it has hydrated, which its nearness to the viewport starts. */
async function open(page: Page, path = PATH) {
  await page.goto(path);
  await tool(page).scrollIntoViewIfNeeded();
  await hydrated(page, '.fte-calculator');
}

/** Pastes `text` into `field` as a spreadsheet's clipboard would. */
async function paste(field: Locator, text: string) {
  await field.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Twelve tab-separated rows: `over` months at `high` full-time employees, the rest at `low`, with `hours` each. */
const rows = (over: number, high: number, low: number, hours = '') => MONTHS.map((month, i) => [month, i < over ? high : low, ...(hours ? [hours] : [])].join('\t')).join('\n');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both pages show twelve months and their default result, and the choice of one month shows its fields', async ({ page }) => {
    for (const path of [PATH, '/product/ichra/large-business']) {
      await page.goto(path);
      await expect(result(page).locator('.fte-total')).toHaveText(average('47.75', 47));
      await expect(result(page).locator('.verdicts li')).toHaveText([verdicts.notAle, verdicts.qsehra]);
      await expect(tool(page).locator('tbody tr')).toHaveCount(12);
      await expect(tool(page).getByText(ui.tools.noScript)).toBeVisible();
      await expect(tool(page).locator('.tool-footer')).toContainText('count up to 120');
    }
    await expect(oneFull(page)).toBeHidden();
    await choose(page, 'month');
  });
});

test('before hydration the fields take typing, and the hydrated calculator counts from them', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(PATH);
  await monthFull(page, 'March').fill('49');
  await monthHours(page, 'March').fill('120');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(tool(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  // Eleven months at 47.75 and March at 50: 47.9375 on average.
  await expect(result(page).locator('.fte-total')).toHaveText(average('47.93', 47));
  await expect(page).toHaveURL(/fte-m3=49_120&/);
});

test('when its code fails to load, the calculator keeps the input and says its result does not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(PATH);
  await monthFull(page, 'January').fill('60');
  await failed(page, '.fte-calculator');
  await expect(tool(page).getByText(ui.tools.noScript)).toBeVisible();
  await expect(monthFull(page, 'January')).toHaveValue('60');
  // The radios still choose the fields shown.
  await choose(page, 'month');
});

test('one month chosen before hydration keeps its fields once the calculator shows them itself, and counts from them', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(PATH);
  await oneMonthMode(page).check();
  await expect(oneFull(page)).toBeVisible();
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  code.release();
  await expect(result(page).locator('.fte-total')).toHaveText(fill(words.estimate, { total: '47.75' }));
  await expect(oneFull(page)).toBeVisible();
  await expect(monthFull(page, 'January')).toBeHidden();
  // Hydrated, the island shows the fields of the way of counting it counts by, after the radio.
  await choose(page, 'year');
  await expect(result(page).locator('.fte-total')).toHaveText(average('47.75', 47));
});

// The width changes the layout, not what the calculator counts: every flow runs at the phone's
// width, and the laptop repeats only the first, for its layout (no sideways scrolling).
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the twelve months averaged and rounded down decide ALE status at 49.9 and 50', async ({ page, api }) => {
      await open(page);
      // rows pasted, the average shown, rounded down (the count carried to the chooser), ALE, QSEHRA
      for (const [text, shown, rounded, ale, qsehra] of [
        [rows(0, 0, 49, '108'), '49.9', 49, verdicts.notAle, verdicts.qsehra],
        [rows(0, 0, 49, '120'), '50', 50, verdicts.ale, verdicts.noQsehra],
        // Eleven months at 50 and one at 48.8: 49.9 on average, below 50.
        [`${rows(0, 0, 50).split('\n').slice(0, 11).join('\n')}\nDecember\t48\t96`, '49.9', 49, verdicts.notAle, verdicts.qsehra],
      ] as const) {
        await paste(monthFull(page, 'January'), text);
        await expect(tool(page).getByRole('status').first()).toHaveText(fill(words.pasted, { count: 12 }));
        await expect(result(page).locator('.fte-total')).toHaveText(average(shown, rounded));
        await expect(result(page).locator('.verdicts li')).toHaveText([ale, qsehra]);
        await expect(chooserLink(page)).toHaveAttribute('href', `/speak-with-an-hra-expert?hra-group-plan=no&hra-employees=${rounded}#hra-chooser`);
      }
      await expect(monthFull(page, 'December')).toHaveValue('48');
      await expect(monthHours(page, 'December')).toHaveValue('96');
      await expect(page).toHaveURL(/fte-m12=48_96/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expectOnlyPageViews(api);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('over 50 in three months with seasonal workers is no ALE; over 50 in five months is', async ({ page }) => {
    await open(page);
    // Three months at 140 and nine at 20: an average of 50.
    await paste(monthFull(page, 'January'), rows(3, 140, 20));
    await expect(result(page).locator('.fte-total')).toHaveText(average('50', 50));
    await expect(result(page).locator('.verdicts li')).toHaveText([verdicts.ale, verdicts.noQsehra]);
    await expect(result(page).locator('.seasonal-note')).toHaveText(fill(words.seasonalAsk, { threshold: 50, count: 3, months: 'January, February, March' }));
    await seasonal(page, 'yes').check();
    await expect(result(page).locator('.verdicts li')).toHaveText([fill(words.seasonalApplies, { threshold: 50, count: 3, months: 'January, February, March' }), verdicts.qsehra]);
    await expect(chooserLink(page)).toHaveCount(0);
    await expect(page).toHaveURL(/fte-seasonal=yes/);
    // Five months at 92 and seven at 20: an average of 50, over 50 too long for the exception.
    await paste(monthFull(page, 'January'), rows(5, 92, 20));
    await expect(result(page).locator('.fte-total')).toHaveText(average('50', 50));
    await expect(result(page).locator('.verdicts li')).toHaveText([verdicts.ale, verdicts.noQsehra]);
    await expect(result(page).locator('.seasonal-note')).toHaveText(fill(words.seasonalNot, { threshold: 50, count: 5, limit: 4 }));
  });

  test('one month is an estimate, each part-timer counts at most 120 hours, and one over 130 is flagged as full-time', async ({ page }) => {
    await open(page);
    await oneMonthMode(page).check();
    await oneFull(page).fill('0');
    await oneHours(page).fill('200, 60 30');
    await expect(result(page).locator('.fte-total')).toHaveText(fill(words.estimate, { total: '1.75' }));
    await expect(result(page).locator('.breakdown')).toHaveText(fill(words.breakdown, { fullTime: 0, equivalents: '1.75', hours: 210, cap: numbers.plan.fteMonthlyHoursCap }));
    await expect(result(page).locator('.verdicts li').first()).toHaveText(fill(words.estimateNotAle, { threshold: 50 }));
    await expect(result(page).locator('.warning')).toHaveText(fill(words.fullTimeAmongPartTime, { people: 1, hours: 130 }));
    await expect(page).toHaveURL(/\?fte-mode=month&fte-full=0&fte-hours=200%2C60%2C30$/);
    await oneFull(page).fill('49');
    await oneHours(page).fill('120');
    await expect(result(page).locator('.verdicts li').first()).toHaveText(fill(words.estimateAle, { threshold: 50 }));
    await oneHours(page).fill('');
    await oneFull(page).fill('0');
    await expect(result(page).locator('.fte-total')).toHaveText(fill(words.estimate, { total: '0' }));
    await expect(chooserLink(page)).toHaveCount(0);
  });

  test('a refused count shows what to fix in place of the result, and the address and Copy link hold nothing stale', async ({ page }) => {
    await standInClipboard(page);
    await open(page);
    await monthFull(page, 'April').fill('49');
    await expect(page).toHaveURL(/fte-m4=49_80_60_100_90/);
    for (const [typed, message] of refusals('1000001', '1,000,000', { zeroAccepted: true })) {
      await monthFull(page, 'April').fill(typed);
      await expect(tool(page).locator('.fix-list')).toContainText(`April, ${words.fullTime}: ${message}`);
      await expect(monthFull(page, 'April')).toHaveAttribute('aria-invalid', 'true');
      await expect(tool(page).locator('.fte-total, .verdicts')).toHaveCount(0);
      await expect(page).not.toHaveURL(/fte-/);
    }
    await tool(page).getByRole('button', { name: ui.tools.copyLink }).click();
    await expect(tool(page).locator('.tool-footer').getByRole('status')).toHaveText(ui.tools.fixFirst);
    expect(await page.evaluate(() => window.copied)).toEqual([]);
    await monthFull(page, 'April').fill('0');
    await expect(monthFull(page, 'April')).not.toHaveAttribute('aria-invalid');
    await expect(result(page).locator('.fte-total')).toBeVisible();
    await expect(page).toHaveURL(/fte-m4=0_80_60_100_90/);
  });

  test('a count of 309 digits or more gets the maximum message, not the decimals one', async ({ page }) => {
    await open(page);
    for (const digits of [309, 400]) {
      await monthFull(page, 'April').fill('9'.repeat(digits));
      await expect(tool(page).locator('.fix-list')).toContainText(`April, ${words.fullTime}: ${fill(ui.count.tooLarge, { max: '1,000,000' })}`);
    }
    await oneMonthMode(page).check();
    await oneFull(page).fill('1'.repeat(320));
    await expect(tool(page).locator('.fix-list')).toContainText(`${words.oneMonth}, ${words.fullTime}: ${fill(ui.count.tooLarge, { max: '1,000,000' })}`);
  });

  test('refused hours get their messages, a 45-character entry without spaces widens nothing, and the list leads to the field', async ({ page }) => {
    await open(page);
    await monthHours(page, 'May').fill('80, 0, -1, 2.5, abc, 745');
    await expect(monthHours(page, 'May')).toHaveAttribute('aria-invalid', 'true');
    // The entries after the accepted 80, each refused with its message.
    const entries = refusals('745', '744')
      .slice(1)
      .map(([typed, message], i) => fill(words.entryProblem, { number: i + 2, typed, message }))
      .join(' ');
    await expect(tool(page).locator('tbody tr').nth(4).locator('.hours .error')).toHaveText(entries);
    await expect(tool(page).locator('.fix-list')).toContainText(`May, ${words.each}: ${entries}`);
    await monthHours(page, 'May').fill('1'.repeat(45));
    await expect(tool(page).locator('.fix-list')).toContainText(`Entry 1 (${'1'.repeat(45)})`);
    await expectWithinWindow(tool(page));
    await tool(page).locator('.fix-list').getByRole('link', { name: `May, ${words.each}` }).click();
    await expect(monthHours(page, 'May')).toBeFocused();
    await monthHours(page, 'May').fill('60');
    await expect(page).toHaveURL(/fte-m5=45_60/);
    await expect(result(page)).not.toContainText(/NaN|Infinity/);
  });
});

test('a shared link restores the twelve months and the seasonal answer, and hydrates the calculator at load', async ({ page }) => {
  const months = MONTHS.map((_, i) => `fte-m${i + 1}=${i < 3 ? 140 : 20}`).join('&');
  await page.goto(`${PATH}?${months}&fte-seasonal=yes`);
  await hydrated(page, '.fte-calculator');
  await expect(monthFull(page, 'March')).toHaveValue('140');
  await expect(monthHours(page, 'March')).toHaveValue('');
  await expect(seasonal(page, 'yes')).toBeChecked();
  await expect(result(page).locator('.verdicts li').first()).toHaveText(fill(words.seasonalApplies, { threshold: 50, count: 3, months: 'January, February, March' }));

  // A link with one month's fields (as the calculator wrote them before it counted twelve) opens one month.
  await page.goto('/product/ichra/large-business?fte-full=3&fte-hours=60,60,120');
  await hydrated(page, '.fte-calculator');
  await expect(oneMonthMode(page)).toBeChecked();
  // Its hours read as the calculator writes a month's hours in its fields.
  await expect(oneHours(page)).toHaveValue('60, 60, 120');
  await expect(result(page).locator('.fte-total')).toHaveText(fill(words.estimate, { total: '5' }));
});

test('a count is carried into the HRA chooser, whose employees question links back to the calculator', async ({ page }) => {
  await page.goto(`${PATH}?fte-mode=month&fte-full=49&fte-hours=108`);
  await hydrated(page, '.fte-calculator');
  await result(page).getByRole('link', { name: fill(words.chooser, { count: 49 }) }).click();
  await expect(page).toHaveURL(/\/speak-with-an-hra-expert\?hra-group-plan=no&hra-employees=49#hra-chooser$/);
  const chooser = page.locator('.hra-chooser');
  await expect(chooser.getByRole('group', { name: ui.chooser.groupPlan }).getByLabel(ui.chooser.no)).toBeChecked();
  const employees = chooser.getByRole('group', { name: ui.chooser.employees });
  await expect(employees.getByRole('textbox')).toHaveValue('49');

  await employees.getByRole('link', { name: ui.chooser.fteCalculator }).click();
  await expect(page).toHaveURL(/\/product\/ichra\/large-business#fte-calculator$/);
  await expect(tool(page).getByRole('heading', { name: tagAttribute(PATH, 'FteCalculator', 'heading') })).toBeInViewport();
});
