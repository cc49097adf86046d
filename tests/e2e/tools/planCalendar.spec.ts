// The plan-year deadline calendar on both rules pages, driven through its labels at phone width
// (a new plan and a renewal again at desktop width, for the layout) on a clock fixed at
// November 25, 2026: the first plan year's
// notice for January 1, June 15 and December 1 starts and what the law allows once it has passed,
// the later years' dates, Form 1095-C (and the notice an employer may post instead) and the W-2, IRS deadlines moved off weekends on the page and
// in the .ics, refused dates (what to fix in place of the dates, no stale download, address or
// link), a shared link, the .ics read back by an independent parser (ical.js), input before
// hydration, JavaScript off, and what it loads and sends. Words come from content/site/ui.json.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { addDays, inYear, longDate, weekdayName, type IsoDate } from '~/lib/calendarDate';
import { formatNumber } from '~/lib/format';
import { calendarRules, planCalendar, startRange, type CalendarProduct, type Deadline, type DeadlineKind, type PlanCalendar, type PlanKind, type PlanYearDates } from '~/lib/planCalendar';
import { currentPlanYear } from '~/lib/planYear';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { products, startingWith, tagAttribute, ui } from '../../support/words';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews, reactAtLoad } from './toolChecks';
import { standInClipboard } from './toolFooter';

const words = ui.calendar;
/** The end of a rule's `words`, from its {`placeholder`} on, filled with `values`. */
const ruleFrom = (rule: string, placeholder: string, values: Record<string, string | number>) => fill(rule.slice(rule.indexOf(`{${placeholder}}`)), values);

const ICHRA_RULES = '/product/ichra/rules-and-regulations';
const QSEHRA_RULES = '/product/qsehra/rules-and-regulations';
/** The day the brief fixes as today: what has passed is measured against it. */
const TODAY_DATE: IsoDate = '2026-11-25';
const TODAY = new Date(`${TODAY_DATE}T12:00:00`);
const RULES = calendarRules(numbers.plan);
const { plan, tools } = numbers;

const tool = (page: Page) => page.locator('.plan-calendar');
const startField = (page: Page) => tool(page).getByLabel(words.start);
/** An HRA's radio, whose label starts with the HRA's short name. */
const hra = (page: Page, code: CalendarProduct) => tool(page).getByRole('group', { name: words.product }).getByRole('radio', { name: startingWith(`${products[code].short} `) });
const short = (code: CalendarProduct) => products[code].short;
/** An event's title in the .ics: the HRA's short name and what the date marks. */
const eventTitle = (code: CalendarProduct, what: string) => fill(words.eventTitle, { product: short(code), title: what });
const dateYear = (date: IsoDate) => Number(date.slice(0, 4));
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

const title = (kind: DeadlineKind, year?: number) => fill(words.titles[kind], year === undefined ? {} : { year });

/**
 * The calendar the rules give (~/lib/planCalendar, whose unit tests hold each date to the law) for
 * a plan of `product` starting on `start`, from the rules in numbers.yaml, measured against today.
 */
const calendarOf = (product: CalendarProduct, start: IsoDate, kind: PlanKind = 'first') => planCalendar(product, start, RULES, TODAY_DATE, tools.calendarLaterYears, kind);

/** A plan year's heading, as the calendar words it. */
function yearHeading(year: PlanYearDates, kind: PlanKind): string {
  const values = { start: longDate(year.start), end: longDate(year.end), year: year.year };
  if (!year.first) return fill(words.years.later, values);
  if (kind === 'renewal') return fill(year.short ? words.years.renewalShort : words.years.renewal, values);
  return fill(year.short ? words.years.firstShort : words.years.first, values);
}

/** Each plan year's dates as the page lists them ([date, what], in order), by the plan year's heading. */
const listing = (calendar: PlanCalendar): Record<string, string[][]> =>
  Object.fromEntries(calendar.years.map((year) => [yearHeading(year, calendar.kind), year.deadlines.map((d) => [longDate(d.date), title(d.kind, year.year)])]));

/** The first date of `kind` in `calendar`'s plan year `index`. */
const deadlineOf = (calendar: PlanCalendar, index: number, kind: DeadlineKind): Deadline => calendar.years[index]!.deadlines.find((d) => d.kind === kind)!;

/** What the calendar says beside a deadline a weekend moved: the day and date the rule names. */
const weekendNote = (deadline: Deadline) => fill(words.weekend, { weekday: weekdayName(deadline.movedFrom!), named: longDate(deadline.movedFrom!) });

const JUNE_15_2027 = '2027-06-15';
const JUNE_15_2027_QSEHRA = listing(calendarOf('qsehra', JUNE_15_2027));
const JANUARY_1_2028 = '2028-01-01';
const JANUARY_1_2028_ICHRA = listing(calendarOf('ichra', JANUARY_1_2028));

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
    [ICHRA_RULES, 'ichra'],
    [QSEHRA_RULES, 'qsehra'],
  ] as const) {
    test(`${path} shows the dates of a plan starting with the next plan year, for its ${code}`, async ({ page }) => {
      const next = currentPlanYear() + 1;
      const start = `${next}-01-01`;
      const calendar = calendarOf(code, start);
      await page.goto(path);
      await expect(tool(page).getByRole('heading', { name: tagAttribute(path, 'PlanCalendar', 'heading'), level: 2 })).toBeVisible();
      await expect(startField(page)).toHaveValue(start);
      await expect(hra(page, code)).toBeChecked();
      await expect(tool(page).locator('h3')).toHaveText(fill(words.caption, { product: short(code), start: longDate(start) }));
      await expect(tool(page).locator('.dates li').first()).toContainText(`${longDate(calendar.notice.due)}${title('firstNoticeDue')}`);
      const amendment = deadlineOf(calendar, 1, 'amendmentOpens');
      await expect(planYear(page, fill(words.years.later, { year: next + 1 })).locator('.dates li').first()).toContainText(`${longDate(amendment.date)}${title('amendmentOpens', next + 1)}`);
      await expect(tool(page).getByText(ui.tools.noScript)).toBeVisible();
      await expect(download(page)).toBeDisabled();
    });
  }
});

// The width changes the layout, not the dates the calendar computes: every flow runs at the phone's
// width, and the laptop repeats only the first, for its layout (no sideways scrolling).
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a June 15 QSEHRA: its notice due March 17, each later year, the W-2 each January, and the URL follows', async ({ page, api }) => {
      await page.goto(QSEHRA_RULES);
      await expect(startField(page)).toHaveAccessibleDescription(words.startHint);
      await startField(page).fill(JUNE_15_2027);
      await allListed(page, JUNE_15_2027_QSEHRA);
      await expect(tool(page).locator('h3')).toHaveText(fill(words.caption, { product: short('qsehra'), start: longDate(JUNE_15_2027) }));
      await expect(tool(page).locator('.late')).toHaveCount(0);
      await expect(tool(page).locator('.passed')).toHaveCount(0);
      await expect(page).toHaveURL(/\?cal-hra=qsehra&cal-start=2027-06-15$/);
      // A plan year that ends after the PCORI cutoff owes no fee.
      const unpaid = calendarOf('qsehra', JUNE_15_2027).years.filter((year) => year.end >= RULES.pcorPlanYearsEndingBefore);
      expect(unpaid.length).toBeGreaterThan(0);
      for (const year of unpaid) await expect(planYear(page, yearHeading(year, 'first')).getByText(title('pcoriDue'))).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expectOnlyPageViews(api);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a January 1 ICHRA: each IRS deadline on the day it is due, the rule\'s weekend day beside it, the paper date only for small filers', async ({ page }) => {
    await page.goto(ICHRA_RULES);
    await hra(page, 'ichra').check();
    await startField(page).fill(JANUARY_1_2028);
    await allListed(page, JANUARY_1_2028_ICHRA);
    await expect(page).toHaveURL(/\?cal-hra=ichra&cal-start=2028-01-01$/);
    // The first year's electronic filing, whose named day falls on a weekend.
    const moved = deadlineOf(calendarOf('ichra', JANUARY_1_2028), 0, 'electronicFiling');
    expect(moved.movedFrom).toBeDefined();
    const filing = tool(page).locator('.electronicFiling').first();
    await expect(filing.locator('.rule')).toContainText(weekendNote(moved));
    await expect(filing.locator('.rule')).toContainText(ruleFrom(words.rules.electronicFiling, 'returns', { returns: plan.electronicFilingMinimumReturns, paper: plan.paperFilingDeadline }));
    // The paper filing day is in the rule's words only, never a date of the list.
    const listedDays = await listedIso(page);
    for (const year of calendarOf('ichra', JANUARY_1_2028).years) expect(listedDays).not.toContain(inYear(RULES.paperFilingDeadline, year.year + 1));
    // Beside the furnishing date, the notice an employer may post instead, kept up until the day the numbers name in the year after.
    await expect(tool(page).locator('.furnishingDue .rule').first()).toContainText(
      ruleFrom(words.rules.furnishingDue, 'due', {
        due: plan.furnishingDue,
        extension: plan.furnishingExtensionDays,
        kept: `${plan.furnishingNoticeKeptUntil}, ${dateYear(JANUARY_1_2028) + 1}`,
        onRequest: plan.furnishingOnRequestDays,
      }),
    );
  });

  test('a January 1, 2027 start, 37 days away: the notice was due October 3, 2026, and the ICHRA rule\'s two exceptions and a later start', async ({ page }) => {
    const start = '2027-01-01';
    const { notice } = calendarOf('ichra', start);
    expect(notice.passed).toBe(true);
    await page.goto(ICHRA_RULES);
    await startField(page).fill(start);
    const late = tool(page).locator('.late');
    await expect(late.locator('.late-heading')).toHaveText(fill(words.late.heading, { date: longDate(notice.due) }));
    await expect(late).toContainText(fill(words.late.ichra, { newEmployerDays: RULES.newEmployerDaysBefore, established: longDate(notice.newEmployerFrom!), start: longDate(start) }));
    await expect(late).toContainText(fill(words.late.startLater, { later: longDate(notice.fullNoticeStart!), days: RULES.noticeDaysBefore }));
    await expect(tool(page).locator('.firstNoticeDue .note')).toHaveText(words.passed);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test('a December 1, 2026 QSEHRA: its notice and the next year\'s already passed, the penalty, and the W-2 moved off a Sunday', async ({ page }) => {
    const start = '2026-12-01';
    const calendar = calendarOf('qsehra', start);
    const passed = calendar.years.flatMap((year) => year.deadlines).filter((d) => d.passed);
    // The first notice, and the next year's amendment window and notice.
    expect(passed.map((d) => d.kind)).toEqual(['firstNoticeDue', 'amendmentOpens', 'noticeDue']);
    await page.goto(QSEHRA_RULES);
    await startField(page).fill(start);
    const late = tool(page).locator('.late');
    await expect(late.locator('.late-heading')).toHaveText(fill(words.late.heading, { date: longDate(calendar.notice.due) }));
    const penalty = plan.qsehraNoticePenalty;
    await expect(late).toContainText(fill(words.late.qsehra, { perEmployee: formatNumber(penalty.perEmployee, 'usd'), yearlyMaximum: formatNumber(penalty.yearlyMaximum, 'usd') }));
    await expect(late).toContainText(fill(words.late.startLater, { later: longDate(calendar.notice.fullNoticeStart!), days: RULES.noticeDaysBefore }));
    await expect(tool(page).locator('li.passed time')).toHaveText(passed.map((d) => longDate(d.date)));
    const due = deadlineOf(calendar, 0, 'w2Due');
    expect(due.movedFrom).toBeDefined();
    const w2 = tool(page).locator('.w2Due').first();
    await expect(w2.locator('time')).toHaveText(longDate(due.date));
    await expect(w2.locator('.note')).toHaveText(weekendNote(due));
  });

  test('a refused date shows what to fix in place of the dates, with no download, no stale address and no stale link', async ({ page }) => {
    await standInClipboard(page);
    const year = currentPlanYear();
    await page.goto(ICHRA_RULES);
    const field = startField(page);
    const range = startRange(year, tools.calendarYearsBack, tools.calendarYearsAhead);
    await field.fill(JUNE_15_2027);
    await expect(page).toHaveURL(/cal-start=2027-06-15$/);
    for (const [typed, message] of [
      ['', words.problems.empty],
      [addDays(range.max, 1), fill(words.problems.late, { max: longDate(range.max) })],
      [addDays(range.min, -1), fill(words.problems.early, { min: longDate(range.min) })],
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
    await expect(tool(page).locator('h3')).toHaveText(fill(words.caption, { product: short('ichra'), start: longDate('2027-03-01') }));
    await expect(page).toHaveURL(/cal-start=2027-03-01$/);
    await expect(tool(page)).not.toContainText(/NaN|Invalid Date|undefined/);
  });
});

/** The dates of a renewal on `start` that the numbers file's counts set: its amendment window and notice. */
const renewalDates = (start: string) => ({
  amendment: longDate(addDays(start, -numbers.plan.amendmentDaysBefore)),
  notice: longDate(addDays(start, -numbers.plan.noticeDaysBefore)),
});

// As for a new plan, the laptop repeats only the first renewal, for its layout.
for (const width of [390, 1280]) {
  test.describe(`a renewal, at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('an ICHRA renewing January 1, 2027: the year\'s amendment window and notice, the renewal\'s late-notice rule, none of the first-year text, and the .ics follows', async ({ page }) => {
      await page.goto(ICHRA_RULES);
      await expect(planKind(page, 'first')).toBeChecked();
      await planKind(page, 'renewal').check();
      const start = '2027-01-01';
      await startField(page).fill(start);
      await expect(tool(page).locator('h3')).toHaveText(fill(words.captionRenewal, { product: short('ichra'), start: longDate(start) }));
      const renewed = fill(words.years.renewal, { start: longDate(start), end: longDate('2027-12-31') });
      const { amendment, notice } = renewalDates(start);
      await expect.poll(async () => (await listed(page, renewed)).slice(0, 2)).toEqual([
        [amendment, title('amendmentOpens', 2027)],
        [notice, title('noticeDue', 2027)],
      ]);
      await expect(tool(page).getByText(title('firstNoticeDue'))).toHaveCount(0);
      await expect(planYear(page, renewed).locator('.planYearEnds .rule')).toHaveText(fill(words.rules.laterYear, { start: longDate(start) }));
      const late = tool(page).locator('.late');
      await expect(late.locator('.late-heading')).toHaveText(fill(words.late.renewalHeading, { date: notice, start: longDate(start) }));
      await expect(late.locator('p').nth(1)).toHaveText(fill(words.late.ichraRenewal, { start: longDate(start) }));
      await expect(late.locator('p')).toHaveCount(2);
      await expect(page).toHaveURL(/\?cal-hra=ichra&cal-plan=renewal&cal-start=2027-01-01$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      const [file] = await Promise.all([page.waitForEvent('download'), download(page).click()]);
      const events = new ICAL.Component(ICAL.parse(readFileSync((await file.path())!, 'utf8'))).getAllSubcomponents('vevent');
      const summaries = events.map((e) => e.getFirstPropertyValue('summary'));
      // The file carries only the dates still ahead: 2027's window and notice have passed, 2028's are in.
      expect(summaries).not.toContain(eventTitle('ichra', title('noticeDue', 2027)));
      expect(summaries).toEqual(expect.arrayContaining([eventTitle('ichra', title('amendmentOpens', 2028)), eventTitle('ichra', title('noticeDue', 2028))]));
      expect(summaries).not.toContain(eventTitle('ichra', title('firstNoticeDue')));
      expect(events.map((e) => String(e.getFirstPropertyValue('description'))).filter((d) => d.includes(fill(words.late.ichraRenewal, { start: longDate(start) })))).toHaveLength(1);
    });
  });
}

test.describe('a renewal, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a QSEHRA renewing June 15, 2027: a short renewed year that ends December 31, its notice ahead, and back to a new plan', async ({ page }) => {
    await page.goto(`${QSEHRA_RULES}?cal-hra=qsehra&cal-plan=renewal&cal-start=2027-06-15`);
    await hydrated(page, '.plan-calendar');
    await expect(planKind(page, 'renewal')).toBeChecked();
    const renewed = fill(words.years.renewalShort, { start: longDate(JUNE_15_2027), end: longDate('2027-12-31') });
    const { amendment, notice } = renewalDates(JUNE_15_2027);
    await expect.poll(async () => (await listed(page, renewed)).slice(0, 2)).toEqual([
      [amendment, title('amendmentOpens', 2027)],
      [notice, title('noticeDue', 2027)],
    ]);
    await expect(planYear(page, renewed).locator('.planYearEnds .rule')).toHaveText(fill(words.rules.renewalShort, { start: longDate(JUNE_15_2027) }));
    await expect(tool(page).locator('.late, .passed')).toHaveCount(0);
    await planKind(page, 'first').check();
    await expect(tool(page).locator('.dates li').first()).toContainText(title('firstNoticeDue'));
    await expect(page).toHaveURL(/\?cal-hra=qsehra&cal-start=2027-06-15$/);
  });
});

test('a shared link restores the HRA and the start, and hydrates the calendar at load', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${ICHRA_RULES}?cal-hra=qsehra&cal-start=2027-06-15`);
  await hydrated(page, '.plan-calendar');
  await expect(hra(page, 'qsehra')).toBeChecked();
  await expect(startField(page)).toHaveValue(JUNE_15_2027);
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
      expect(read.map((e) => e.summary)).toEqual(Object.values(JANUARY_1_2028_ICHRA).flatMap((dates) => dates.map(([, what]) => eventTitle('ichra', what!))));
      expect(read.every((e) => e.allDay && e.stamp)).toBe(true);
      expect(new Set(read.map((e) => e.uid)).size).toBe(read.length);
      const planned = calendarOf('ichra', JANUARY_1_2028);
      expect(read[0]!.uid).toBe(`ichra-firstNoticeDue-2028-${planned.notice.due}@www.salusion.com`);
      // The 2028 filing, which the rule puts on a weekend day, is an event on the Monday after.
      const moved = deadlineOf(planned, 0, 'electronicFiling');
      const filing = events.find((e) => e.getFirstPropertyValue('uid') === `ichra-electronicFiling-2028-${moved.date}@www.salusion.com`)!;
      expect((filing.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe(moved.date);
      expect(filing.getFirstPropertyValue('description')).toContain(weekendNote(moved));
      await expectOnlyPageViews(api);
    });
  });
}

test('when the calendar writer cannot load, the button says so', async ({ page }) => {
  await page.goto(ICHRA_RULES);
  await page.route('**/_astro/calendarFile.*', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  await startField(page).fill(JUNE_15_2027);
  await expect(download(page)).toBeEnabled();
  await download(page).click();
  await expect(tool(page).getByRole('alert')).toHaveText(words.downloadFailed);
});

test('before hydration the radios and the date change at once, and the hydrated calendar lists from what they hold', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(`${ICHRA_RULES}#your-plan-year-dates`);
  await hra(page, 'qsehra').check();
  await startField(page).fill(JUNE_15_2027);
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(tool(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await allListed(page, JUNE_15_2027_QSEHRA);
  await expect(page).toHaveURL(/\?cal-hra=qsehra&cal-start=2027-06-15#your-plan-year-dates$/);
});

test('when its code fails to load, the calendar keeps the visitor\'s date and says its dates do not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(ICHRA_RULES);
  await startField(page).fill(JUNE_15_2027);
  await failed(page, '.plan-calendar');
  await expect(tool(page).getByText(ui.tools.noScript)).toBeVisible();
  await expect(startField(page)).toHaveValue(JUNE_15_2027);
});
