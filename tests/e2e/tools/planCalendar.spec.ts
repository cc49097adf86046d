// The plan-year deadline calendar on both rules pages, driven through its
// labels at phone and desktop widths on a clock fixed at November 25, 2026: the first plan year's
// notice for January 1, June 15 and December 1 starts and what the law allows once it has passed,
// the later years' dates, Form 1095-C (and the notice an employer may post instead) and the W-2, IRS deadlines moved off weekends on the page and
// in the .ics, refused dates (what to fix in place of the dates, no stale download, address or
// link), a shared link, the .ics read back by an independent parser (ical.js), input before
// hydration, JavaScript off, and what it loads and sends. Words come from content/site/ui.json.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { addDays, longDate } from '~/lib/calendarDate';
import { currentPlanYear } from '~/lib/planYear';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { tagAttribute, ui } from '../../support/words';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews, reactAtLoad } from './toolChecks';
import { standInClipboard } from './toolFooter';

const words = ui.calendar;
/** The end of a rule's `words`, from its {`placeholder`} on, filled with `values`. */
const ruleFrom = (rule: string, placeholder: string, values: Record<string, string | number>) => fill(rule.slice(rule.indexOf(`{${placeholder}}`)), values);

const ICHRA_RULES = '/product/ichra/rules-and-regulations';
const QSEHRA_RULES = '/product/qsehra/rules-and-regulations';
/** The day the brief fixes as today: what has passed is measured against it. */
const TODAY = new Date('2026-11-25T12:00:00');

const tool = (page: Page) => page.locator('.plan-calendar');
const startField = (page: Page) => tool(page).getByLabel(words.start);
const hra = (page: Page, code: 'ICHRA' | 'QSEHRA') => tool(page).getByRole('group', { name: words.product }).getByRole('radio', { name: new RegExp(`^${code} `) });
const download = (page: Page) => tool(page).getByRole('button', { name: words.download });
const planKind = (page: Page, kind: keyof typeof words.kinds) => tool(page).getByRole('group', { name: words.kind }).getByRole('radio', { name: words.kinds[kind] });
const planYear = (page: Page, heading: string) => tool(page).getByRole('region', { name: heading });

/** The dates listed under a plan year as [date, what] pairs, in order. */
const listed = (page: Page, heading: string) =>
  planYear(page, heading)
    .locator('.dates li')
    .evaluateAll((items) => items.map((li) => [li.querySelector('time')!.textContent, li.querySelector('.what')!.textContent]));

/** Every listed date, machine-readable, in order. */
const listedIso = (page: Page) => tool(page).locator('.dates time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));

const title = (kind: keyof typeof words.titles, year?: number) => fill(words.titles[kind], year === undefined ? {} : { year });

const JUNE_15_2027_QSEHRA: Record<string, string[][]> = {
  [fill(words.years.firstShort, { start: 'June 15, 2027', end: 'December 31, 2027' })]: [
    ['March 17, 2027', title('firstNoticeDue')],
    ['December 31, 2027', title('planYearEnds', 2027)],
    ['January 31, 2028', title('w2Due')],
    ['March 15, 2028', title('runoutEnds', 2027)],
    ['July 31, 2028', title('pcoriDue')],
  ],
  [fill(words.years.later, { year: 2028 })]: [
    ['September 18, 2027', title('amendmentOpens', 2028)],
    ['October 3, 2027', title('noticeDue', 2028)],
    ['December 31, 2028', title('planYearEnds', 2028)],
    ['January 31, 2029', title('w2Due')],
    ['March 16, 2029', title('runoutEnds', 2028)],
    ['July 31, 2029', title('pcoriDue')],
  ],
  [fill(words.years.later, { year: 2029 })]: [
    ['September 18, 2028', title('amendmentOpens', 2029)],
    ['October 3, 2028', title('noticeDue', 2029)],
    ['December 31, 2029', title('planYearEnds', 2029)],
    ['January 31, 2030', title('w2Due')],
    ['March 16, 2030', title('runoutEnds', 2029)],
  ],
};

const JANUARY_1_2028_ICHRA: Record<string, string[][]> = {
  [fill(words.years.first, { start: 'January 1, 2028', end: 'December 31, 2028' })]: [
    ['October 3, 2027', title('firstNoticeDue')],
    ['December 31, 2028', title('planYearEnds', 2028)],
    ['March 2, 2029', title('furnishingDue')],
    ['March 16, 2029', title('runoutEnds', 2028)],
    ['April 2, 2029', title('electronicFiling')],
    ['July 31, 2029', title('pcoriDue')],
  ],
  [fill(words.years.later, { year: 2029 })]: [
    ['September 18, 2028', title('amendmentOpens', 2029)],
    ['October 3, 2028', title('noticeDue', 2029)],
    ['December 31, 2029', title('planYearEnds', 2029)],
    ['March 4, 2030', title('furnishingDue')],
    ['March 16, 2030', title('runoutEnds', 2029)],
    ['April 1, 2030', title('electronicFiling')],
  ],
  [fill(words.years.later, { year: 2030 })]: [
    ['September 18, 2029', title('amendmentOpens', 2030)],
    ['October 3, 2029', title('noticeDue', 2030)],
    ['December 31, 2030', title('planYearEnds', 2030)],
    ['March 3, 2031', title('furnishingDue')],
    ['March 16, 2031', title('runoutEnds', 2030)],
    ['March 31, 2031', title('electronicFiling')],
  ],
};

/** Each plan year's dates, by its heading. */
async function allListed(page: Page, expected: Record<string, string[][]>) {
  for (const [heading, dates] of Object.entries(expected)) await expect.poll(() => listed(page, heading)).toEqual(dates);
  await expect(tool(page).locator('.plan-year')).toHaveCount(Object.keys(expected).length);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, code] of [
    [ICHRA_RULES, 'ICHRA'],
    [QSEHRA_RULES, 'QSEHRA'],
  ] as const) {
    test(`${path} shows the dates of a plan starting with the next plan year, for its ${code}`, async ({ page }) => {
      const next = currentPlanYear() + 1;
      await page.goto(path);
      await expect(tool(page).getByRole('heading', { name: tagAttribute(path, 'PlanCalendar', 'heading'), level: 2 })).toBeVisible();
      await expect(startField(page)).toHaveValue(`${next}-01-01`);
      await expect(hra(page, code)).toBeChecked();
      await expect(tool(page).locator('h3')).toHaveText(fill(words.caption, { product: code, start: `January 1, ${next}` }));
      await expect(tool(page).locator('.dates li').first()).toContainText(`October 3, ${next - 1}${title('firstNoticeDue')}`);
      await expect(planYear(page, fill(words.years.later, { year: next + 1 })).locator('.dates li').first()).toContainText(`September 18, ${next}${title('amendmentOpens', next + 1)}`);
      await expect(tool(page).getByText(ui.tools.noScript)).toBeVisible();
      await expect(download(page)).toBeDisabled();
    });
  }
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a June 15 QSEHRA: its notice due March 17, each later year, the W-2 each January, and the URL follows', async ({ page, api }) => {
      await page.goto(QSEHRA_RULES);
      await expect(startField(page)).toHaveAccessibleDescription(words.startHint);
      await startField(page).fill('2027-06-15');
      await allListed(page, JUNE_15_2027_QSEHRA);
      await expect(tool(page).locator('h3')).toHaveText(fill(words.caption, { product: 'QSEHRA', start: 'June 15, 2027' }));
      await expect(tool(page).locator('.late')).toHaveCount(0);
      await expect(tool(page).locator('.passed')).toHaveCount(0);
      await expect(page).toHaveURL(/\?cal-hra=qsehra&cal-start=2027-06-15$/);
      // A plan year that ends after the PCORI cutoff (October 1, 2029) owes no fee.
      await expect(planYear(page, fill(words.years.later, { year: 2029 })).getByText(title('pcoriDue'))).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expectOnlyPageViews(api);
    });

    test('a January 1 ICHRA: each IRS deadline on the day it is due, the rule\'s weekend day beside it, the paper date only for small filers', async ({ page }) => {
      await page.goto(ICHRA_RULES);
      await hra(page, 'ICHRA').check();
      await startField(page).fill('2028-01-01');
      await allListed(page, JANUARY_1_2028_ICHRA);
      await expect(page).toHaveURL(/\?cal-hra=ichra&cal-start=2028-01-01$/);
      const filing = tool(page).locator('.electronicFiling').first();
      await expect(filing.locator('.rule')).toContainText(fill(words.weekend, { weekday: 'Saturday', named: 'March 31, 2029' }));
      const { plan } = numbers;
      await expect(filing.locator('.rule')).toContainText(ruleFrom(words.rules.electronicFiling, 'returns', { returns: plan.electronicFilingMinimumReturns, paper: plan.paperFilingDeadline }));
      await expect(tool(page).getByText(/returns due on paper/)).toHaveCount(0);
      // Beside the furnishing date, the notice an employer may post instead, kept up until the day the numbers name in the year after.
      await expect(tool(page).locator('.furnishingDue .rule').first()).toContainText(
        ruleFrom(words.rules.furnishingDue, 'due', {
          due: plan.furnishingDue,
          extension: plan.furnishingExtensionDays,
          kept: `${plan.furnishingNoticeKeptUntil}, 2029`,
          onRequest: plan.furnishingOnRequestDays,
        }),
      );
    });

    test('a January 1, 2027 start, 37 days away: the notice was due October 3, 2026, and the ICHRA rule\'s two exceptions and a later start', async ({ page }) => {
      await page.goto(ICHRA_RULES);
      await startField(page).fill('2027-01-01');
      const late = tool(page).locator('.late');
      await expect(late.locator('.late-heading')).toHaveText(fill(words.late.heading, { date: 'October 3, 2026' }));
      await expect(late).toContainText(fill(words.late.ichra, { newEmployerDays: 120, established: 'September 4, 2026', start: 'January 1, 2027' }));
      await expect(late).toContainText(fill(words.late.startLater, { later: 'February 23, 2027', days: 90 }));
      await expect(tool(page).locator('.firstNoticeDue .note')).toHaveText(words.passed);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });

    test('a December 1, 2026 QSEHRA: its notice and the next year\'s already passed, the penalty, and the W-2 moved off a Sunday', async ({ page }) => {
      await page.goto(QSEHRA_RULES);
      await startField(page).fill('2026-12-01');
      const late = tool(page).locator('.late');
      await expect(late.locator('.late-heading')).toHaveText(fill(words.late.heading, { date: 'September 2, 2026' }));
      await expect(late).toContainText(fill(words.late.qsehra, { perEmployee: '$50', yearlyMaximum: '$2,500' }));
      await expect(late).toContainText(fill(words.late.startLater, { later: 'February 23, 2027', days: 90 }));
      await expect(tool(page).locator('li.passed time')).toHaveText(['September 2, 2026', 'September 18, 2026', 'October 3, 2026']);
      const w2 = tool(page).locator('.w2Due').first();
      await expect(w2.locator('time')).toHaveText('February 1, 2027');
      await expect(w2.locator('.note')).toHaveText(fill(words.weekend, { weekday: 'Sunday', named: 'January 31, 2027' }));
    });

    test('a refused date shows what to fix in place of the dates, with no download, no stale address and no stale link', async ({ page }) => {
      await standInClipboard(page);
      const year = currentPlanYear();
      await page.goto(ICHRA_RULES);
      const field = startField(page);
      await field.fill('2027-06-15');
      await expect(page).toHaveURL(/cal-start=2027-06-15$/);
      for (const [typed, message] of [
        ['', words.problems.empty],
        [`${year + 6}-01-01`, fill(words.problems.late, { max: `December 31, ${year + 5}` })],
        [`${year - 4}-12-31`, fill(words.problems.early, { min: `January 1, ${year - 3}` })],
      ]) {
        await field.fill(typed!);
        await expect(field).toHaveAccessibleDescription(`${words.startHint} ${message}`);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(tool(page).locator('.fix-list')).toContainText(`${ui.tools.fix}${words.start}: ${message}`);
        await expect(tool(page).locator('.dates, h3')).toHaveCount(0);
        await expect(download(page)).toHaveCount(0);
        await expect(page).not.toHaveURL(/cal-/);
      }
      await tool(page).getByRole('button', { name: ui.tools.copyLink }).click();
      await expect(tool(page).getByRole('status')).toHaveText(ui.tools.fixFirst);
      expect(await page.evaluate(() => window.copied)).toEqual([]);
      await tool(page).locator('.fix-list').getByRole('link', { name: words.start }).click();
      await expect(field).toBeFocused();
      // Half a date (a month typed, no day or year) is refused once the field is left.
      await field.fill('');
      await field.focus();
      await page.keyboard.type('12');
      await field.blur();
      await expect(field).toHaveAccessibleDescription(`${words.startHint} ${words.problems.invalid}`);
      await field.fill('2027-03-01');
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(tool(page).locator('h3')).toHaveText(fill(words.caption, { product: 'ICHRA', start: 'March 1, 2027' }));
      await expect(page).toHaveURL(/cal-start=2027-03-01$/);
      await expect(tool(page)).not.toContainText(/NaN|Invalid Date|undefined/);
    });
  });
}

/** The dates of a renewal on `start` that the numbers file's counts set: its amendment window and notice. */
const renewalDates = (start: string) => ({
  amendment: longDate(addDays(start, -numbers.plan.amendmentDaysBefore)),
  notice: longDate(addDays(start, -numbers.plan.noticeDaysBefore)),
});

for (const width of [390, 1280]) {
  test.describe(`a renewal, at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('an ICHRA renewing January 1, 2027: the year\'s amendment window and notice, the renewal\'s late-notice rule, none of the first-year text, and the .ics follows', async ({ page }) => {
      await page.goto(ICHRA_RULES);
      await expect(planKind(page, 'first')).toBeChecked();
      await planKind(page, 'renewal').check();
      await startField(page).fill('2027-01-01');
      await expect(tool(page).locator('h3')).toHaveText(fill(words.captionRenewal, { product: 'ICHRA', start: 'January 1, 2027' }));
      const renewed = fill(words.years.renewal, { start: 'January 1, 2027', end: 'December 31, 2027' });
      const { amendment, notice } = renewalDates('2027-01-01');
      await expect.poll(async () => (await listed(page, renewed)).slice(0, 2)).toEqual([
        [amendment, title('amendmentOpens', 2027)],
        [notice, title('noticeDue', 2027)],
      ]);
      await expect(tool(page).getByText(title('firstNoticeDue'))).toHaveCount(0);
      await expect(planYear(page, renewed).locator('.planYearEnds .rule')).toHaveText(fill(words.rules.laterYear, { start: 'January 1, 2027' }));
      const late = tool(page).locator('.late');
      await expect(late.locator('.late-heading')).toHaveText(fill(words.late.renewalHeading, { date: notice, start: 'January 1, 2027' }));
      await expect(late.locator('p').nth(1)).toHaveText(fill(words.late.ichraRenewal, { start: 'January 1, 2027' }));
      await expect(late.locator('p')).toHaveCount(2);
      await expect(page).toHaveURL(/\?cal-hra=ichra&cal-plan=renewal&cal-start=2027-01-01$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      const [file] = await Promise.all([page.waitForEvent('download'), download(page).click()]);
      const events = new ICAL.Component(ICAL.parse(readFileSync((await file.path())!, 'utf8'))).getAllSubcomponents('vevent');
      const summaries = events.map((e) => e.getFirstPropertyValue('summary'));
      // The file carries only the dates still ahead: 2027's window and notice have passed, 2028's are in.
      expect(summaries).not.toContain(`ICHRA: ${title('noticeDue', 2027)}`);
      expect(summaries).toEqual(expect.arrayContaining([`ICHRA: ${title('amendmentOpens', 2028)}`, `ICHRA: ${title('noticeDue', 2028)}`]));
      expect(summaries).not.toContain(`ICHRA: ${title('firstNoticeDue')}`);
      expect(events.map((e) => String(e.getFirstPropertyValue('description'))).filter((d) => d.includes(fill(words.late.ichraRenewal, { start: 'January 1, 2027' })))).toHaveLength(1);
    });

    test('a QSEHRA renewing June 15, 2027: a short renewed year that ends December 31, its notice ahead, and back to a new plan', async ({ page }) => {
      await page.goto(`${QSEHRA_RULES}?cal-hra=qsehra&cal-plan=renewal&cal-start=2027-06-15`);
      await hydrated(page, '.plan-calendar');
      await expect(planKind(page, 'renewal')).toBeChecked();
      const renewed = fill(words.years.renewalShort, { start: 'June 15, 2027', end: 'December 31, 2027' });
      const { amendment, notice } = renewalDates('2027-06-15');
      await expect.poll(async () => (await listed(page, renewed)).slice(0, 2)).toEqual([
        [amendment, title('amendmentOpens', 2027)],
        [notice, title('noticeDue', 2027)],
      ]);
      await expect(planYear(page, renewed).locator('.planYearEnds .rule')).toHaveText(fill(words.rules.renewalShort, { start: 'June 15, 2027' }));
      await expect(tool(page).locator('.late, .passed')).toHaveCount(0);
      await planKind(page, 'first').check();
      await expect(tool(page).locator('.dates li').first()).toContainText(title('firstNoticeDue'));
      await expect(page).toHaveURL(/\?cal-hra=qsehra&cal-start=2027-06-15$/);
    });
  });
}

test('a shared link restores the HRA and the start, and hydrates the calendar at load', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${ICHRA_RULES}?cal-hra=qsehra&cal-start=2027-06-15`);
  await hydrated(page, '.plan-calendar');
  await expect(hra(page, 'QSEHRA')).toBeChecked();
  await expect(startField(page)).toHaveValue('2027-06-15');
  await allListed(page, JUNE_15_2027_QSEHRA);
  expect(errors).toEqual([]);
  for (const path of [ICHRA_RULES, QSEHRA_RULES]) {
    expect(await reactAtLoad(page, baseURL, path)).toBe(false);
    expect(await reactAtLoad(page, baseURL, `${path}?cal-start=2027-06-15`)).toBe(true);
  }
});

for (const linked of ['abc', '0', '-1', '2.5', '2026-02-30', '']) {
  test(`a shared link with the start "${linked}" is refused: what to fix shows, and no dates`, async ({ page }) => {
    await page.goto(`${QSEHRA_RULES}?cal-start=${linked}`);
    await hydrated(page, '.plan-calendar');
    const message = linked === '' ? words.problems.empty : words.problems.invalid;
    await expect(startField(page)).toHaveAccessibleDescription(`${words.startHint} ${message}`);
    await expect(tool(page).locator('.fix-list')).toContainText(message);
    await expect(tool(page).locator('.dates')).toHaveCount(0);
    await expect(page).not.toHaveURL(/cal-/);
  });
}

// Far ahead of and behind UTC, so a date computed in local time would land a day off.
for (const timezoneId of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('the .ics holds every listed date as an all-day event on the day it is due, read back by an independent parser', async ({ page, api }) => {
      await page.goto(`${ICHRA_RULES}?cal-hra=ichra&cal-start=2028-01-01`);
      await hydrated(page, '.plan-calendar');
      await allListed(page, JANUARY_1_2028_ICHRA);
      const [file] = await Promise.all([page.waitForEvent('download'), download(page).click()]);
      expect(file.suggestedFilename()).toBe('ichra-plan-calendar-2028-01-01.ics');
      const text = readFileSync((await file.path())!, 'utf8');
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.name).toBe('vcalendar');
      expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Salusion//Salusion plan dates//EN');
      const events = calendar.getAllSubcomponents('vevent');
      const read = events.map((e) => {
        const start = e.getFirstPropertyValue('dtstart') as ICAL.Time;
        return { date: start.toString(), allDay: start.isDate, summary: e.getFirstPropertyValue('summary'), uid: e.getFirstPropertyValue('uid'), stamp: e.getFirstPropertyValue('dtstamp') !== null };
      });
      expect(read.map((e) => e.date)).toEqual(await listedIso(page));
      expect(read.map((e) => e.summary)).toEqual(Object.values(JANUARY_1_2028_ICHRA).flatMap((dates) => dates.map(([, what]) => `ICHRA: ${what}`)));
      expect(read.every((e) => e.allDay && e.stamp)).toBe(true);
      expect(new Set(read.map((e) => e.uid)).size).toBe(read.length);
      expect(read[0]!.uid).toBe('ichra-firstNoticeDue-2028-2027-10-03@www.salusion.com');
      // The 2028 filing, which the rule puts on Saturday, March 31, 2029, is an event on Monday, April 2.
      const filing = events.find((e) => e.getFirstPropertyValue('uid') === 'ichra-electronicFiling-2028-2029-04-02@www.salusion.com')!;
      expect((filing.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe('2029-04-02');
      expect(filing.getFirstPropertyValue('description')).toContain(fill(words.weekend, { weekday: 'Saturday', named: 'March 31, 2029' }));
      await expectOnlyPageViews(api);
    });
  });
}

test('when the calendar writer cannot load, the button says so', async ({ page }) => {
  await page.goto(ICHRA_RULES);
  await page.route('**/_astro/calendarFile.*', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  await startField(page).fill('2027-06-15');
  await expect(download(page)).toBeEnabled();
  await download(page).click();
  await expect(tool(page).getByRole('alert')).toHaveText(words.downloadFailed);
});

test('before hydration the radios and the date change at once, and the hydrated calendar lists from what they hold', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(`${ICHRA_RULES}#your-plan-year-dates`);
  await hra(page, 'QSEHRA').check();
  await startField(page).fill('2027-06-15');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(tool(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await allListed(page, JUNE_15_2027_QSEHRA);
  await expect(page).toHaveURL(/\?cal-hra=qsehra&cal-start=2027-06-15#your-plan-year-dates$/);
});

test('when its code fails to load, the calendar keeps the visitor\'s date and says its dates do not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(ICHRA_RULES);
  await startField(page).fill('2027-06-15');
  await failed(page, '.plan-calendar');
  await expect(tool(page).getByText(ui.tools.noScript)).toBeVisible();
  await expect(startField(page)).toHaveValue('2027-06-15');
});
