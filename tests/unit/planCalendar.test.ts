// The plan calendar's rules as tables, with real dates: dates written in words, date arithmetic
// across month, year and leap-day ends, the first plan year's notice and what the law allows once
// its day has passed, the later years' dates, Form 1095-C's furnishing day (with its extension,
// in a leap year and off a weekend), the W-2, the PCORI fee up to its cutoff, weekend moves, the
// start dates accepted, and the .ics file read back by an independent parser (ical.js).
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Numbers } from '~/data/numbers';
import { addDays, dateFieldParts, dayMissingFromYear, longDate, mondayAfterWeekend, parseIsoDate, parseMonthDay, parseWordDate, weekdayName } from '~/lib/calendarDate';
import { calendarFile } from '~/lib/calendarFile';
import { calendarRules, defaultStart, furnishingDay, furnishingNoticeKeptUntil, pcoriApplies, planCalendar, readStart, startRange, type CalendarProduct, type DeadlineKind } from '~/lib/planCalendar';

const numbers = (parse(readFileSync('content/data/numbers.yaml', 'utf8')) as { numbers: Numbers }).numbers;
const rules = calendarRules(numbers.plan);

describe('dates written in words', () => {
  it.each([
    ['July 31', { month: 7, day: 31 }],
    ['February 28', { month: 2, day: 28 }],
    ['march 31', { month: 3, day: 31 }],
    ['  December 1 ', { month: 12, day: 1 }],
  ])('"%s" is a yearly deadline', (text, expected) => expect(parseMonthDay(text)).toEqual(expected));

  it.each(['February 29', 'February 30', 'June 31', 'Jul 31', '31 July', 'July', 'July 31, 2029', '', '7/31'])('"%s" is refused as a yearly deadline', (text) =>
    expect(parseMonthDay(text)).toBeNull(),
  );

  it.each([
    ['October 1, 2029', '2029-10-01'],
    ['February 29, 2028', '2028-02-29'],
    ['january 5,2030', '2030-01-05'],
  ])('"%s" is the date %s', (text, expected) => expect(parseWordDate(text)).toBe(expected));

  it.each(['October 1', 'February 29, 2029', 'Octobre 1, 2029', '2029-10-01', 'October 32, 2029'])('"%s" is refused as a date', (text) => expect(parseWordDate(text)).toBeNull());

  it.each([
    ['February 29, 2027', { year: 2027, month: 2, day: 29 }],
    ['february 29,2100', { year: 2100, month: 2, day: 29 }],
    ['February 29, 2028', null],
    ['October 32, 2029', null],
    ['April 31, 2029', null],
    ['February 29', null],
    ['Febuary 29, 2027', null],
  ])('"%s" names a day its year lacks, though other years have it: %o', (text, expected) => expect(dayMissingFromYear(text)).toEqual(expected));

  it('the numbers file\'s rules read as the calendar needs them', () => {
    expect(rules).toEqual({
      amendmentDaysBefore: 105,
      noticeDaysBefore: 90,
      newEmployerDaysBefore: 120,
      yearEndRunoutDays: 75,
      pcorPlanYearsEndingBefore: '2029-10-01',
      form720Due: { month: 7, day: 31 },
      paperFilingDeadline: { month: 2, day: 28 },
      electronicFilingDeadline: { month: 3, day: 31 },
      furnishingDue: { month: 1, day: 31 },
      furnishingExtensionDays: 30,
      furnishingNoticeKeptUntil: { month: 10, day: 15 },
      furnishingOnRequestDays: 30,
      w2Due: { month: 1, day: 31 },
    });
  });

  it('a date the numbers file writes wrongly is named with its field', () => {
    expect(() => calendarRules({ ...numbers.plan, form720Due: 'July 32' })).toThrow('plan.form720Due must be a date written like "July 31" (got "July 32")');
  });
});

describe('date-only arithmetic', () => {
  it.each([
    ['2027-01-01', -105, '2026-09-18'],
    ['2027-01-01', -90, '2026-10-03'],
    ['2026-12-31', 75, '2027-03-16'],
    // Into a leap year: February 29, 2028 is one of the 75 days.
    ['2027-12-31', 75, '2028-03-15'],
    ['2029-01-01', -105, '2028-09-18'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2023-03-01', -1, '2023-02-28'],
    ['2100-03-01', -1, '2100-02-28'],
    ['2000-03-01', -1, '2000-02-29'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['0099-12-31', 1, '0100-01-01'],
  ])('%s %+i days is %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it.each([
    ['2027-01-01', { year: 2027, month: 1, day: 1 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['0001-01-01', { year: 1, month: 1, day: 1 }],
    // A field holds years of five digits and more; leap days follow the 400-year cycle.
    ['20270-03-15', { year: 20270, month: 3, day: 15 }],
    ['20280-02-29', { year: 20280, month: 2, day: 29 }],
    ['20300-02-29', null],
    ['275759-12-31', { year: 275759, month: 12, day: 31 }],
    ['275760-01-01', null],
    ['0000-01-01', null],
    ['2027-02-29', null],
    ['2027-02-30', null],
    ['2027-13-01', null],
    ['2027-1-5', null],
    ['027-01-05', null],
    [' 2027-01-05', null],
    ['-5', null],
    ['abc', null],
    ['', null],
  ])('"%s" is held by a date field as %o', (text, expected) => expect(dateFieldParts(text)).toEqual(expected));

  it.each([
    ['2027-11-30', '2027-11-30'],
    [' 2027-11-30 ', '2027-11-30'],
    ['2028-02-29', '2028-02-29'],
    ['2027-02-29', null],
    ['20270-03-15', null],
    ['2027-1-5', null],
    ['November 30, 2027', null],
  ])('content\'s date "%s" reads as %o', (text, expected) => expect(parseIsoDate(text)).toBe(expected));

  it.each([
    ['2027-02-28', 'Sunday', '2027-03-01'],
    ['2027-07-31', 'Saturday', '2027-08-02'],
    ['2029-03-31', 'Saturday', '2029-04-02'],
    ['2028-02-28', 'Monday', null],
    ['2027-03-31', 'Wednesday', null],
    ['2028-12-29', 'Friday', null],
    ['2028-12-30', 'Saturday', '2029-01-01'],
  ])('%s is a %s, moved to %s', (date, name, monday) => {
    expect(weekdayName(date)).toBe(name);
    expect(mondayAfterWeekend(date)).toBe(monday);
  });

  it('writes dates as the guides do, whatever the time zone', () => {
    expect(longDate('2026-09-18')).toBe('September 18, 2026');
    expect(longDate('2027-01-01')).toBe('January 1, 2027');
  });
});

/** The site's build date, as the brief fixes it: the "today" the passed dates are measured against. */
const TODAY = '2026-11-25';

/** The calendar of a plan starting `start`, with the site's two later years. */
const calendarOf = (product: CalendarProduct, start: string, today = TODAY) => planCalendar(product, start, rules, today, numbers.tools.calendarLaterYears);

/** Each plan year's entries as [kind, date] pairs, earliest first. */
const entries = (product: CalendarProduct, start: string) => calendarOf(product, start).years.map((y) => [y.year, y.deadlines.map((d): [DeadlineKind, string] => [d.kind, d.date])]);

describe('the first plan year\'s notice', () => {
  it.each([
    // product, start, notice due, passed on November 25, 2026
    ['ichra', '2027-01-01', '2026-10-03', true],
    ['qsehra', '2027-01-01', '2026-10-03', true],
    ['ichra', '2027-06-15', '2027-03-17', false],
    ['qsehra', '2027-06-15', '2027-03-17', false],
    ['ichra', '2026-12-01', '2026-09-02', true],
    ['qsehra', '2026-12-01', '2026-09-02', true],
    ['ichra', '2027-02-23', '2026-11-25', false],
    ['ichra', '2027-02-22', '2026-11-24', true],
  ] as const)('a %s starting %s gives it by %s (passed: %s)', (product, start, due, passed) => {
    const { notice, years } = calendarOf(product, start);
    expect([notice.due, notice.passed]).toEqual([due, passed]);
    expect(years[0]!.deadlines[0]).toMatchObject({ kind: 'firstNoticeDue', date: due, passed });
  });

  it.each([
    // start, an employer first established on or after this day gives it by the start, the earliest start with the full 90 days from today
    ['2026-12-01', '2026-08-04', '2027-02-23'],
    ['2027-01-01', '2026-09-04', '2027-02-23'],
    ['2027-06-15', '2027-02-16', '2027-02-23'],
  ])('once passed, for a start of %s: a new employer is one established from %s, and a start from %s leaves the full notice', (start, newEmployerFrom, fullNoticeStart) => {
    expect(calendarOf('ichra', start).notice).toMatchObject({ newEmployerFrom, fullNoticeStart });
  });

  it('offers no later start once the plan has started', () => {
    expect(calendarOf('qsehra', '2026-11-25').notice.fullNoticeStart).toBeUndefined();
    expect(calendarOf('qsehra', '2026-06-01').notice.fullNoticeStart).toBeUndefined();
    expect(calendarOf('qsehra', '2026-11-26').notice.fullNoticeStart).toBe('2027-02-23');
  });
});

describe('the plan calendar, year by year', () => {
  it.each([
    // start, first year's end, short
    ['2027-01-01', '2027-12-31', false],
    ['2026-06-15', '2026-12-31', true],
    ['2026-12-01', '2026-12-31', true],
    ['2028-01-02', '2028-12-31', true],
    ['2026-12-31', '2026-12-31', true],
  ])('a plan starting %s: its first year ends %s (short: %s), and each later year is a calendar year', (start, end, short) => {
    const { years } = calendarOf('ichra', start);
    expect([years[0]!.start, years[0]!.end, years[0]!.short, years[0]!.first]).toEqual([start, end, short, true]);
    const first = Number(start.slice(0, 4));
    expect(years.slice(1).map((y) => [y.year, y.start, y.end, y.first, y.short])).toEqual([
      [first + 1, `${first + 1}-01-01`, `${first + 1}-12-31`, false, false],
      [first + 2, `${first + 2}-01-01`, `${first + 2}-12-31`, false, false],
    ]);
  });

  it('a January 1 ICHRA: the first notice, then each year\'s end, Form 1095-C, runout, filing and PCORI fee, and later years\' amendment and notice', () => {
    expect(entries('ichra', '2027-01-01')).toEqual([
      [2027, [['firstNoticeDue', '2026-10-03'], ['planYearEnds', '2027-12-31'], ['furnishingDue', '2028-03-01'], ['runoutEnds', '2028-03-15'], ['electronicFiling', '2028-03-31'], ['pcoriDue', '2028-07-31']]],
      [2028, [['amendmentOpens', '2027-09-18'], ['noticeDue', '2027-10-03'], ['planYearEnds', '2028-12-31'], ['furnishingDue', '2029-03-02'], ['runoutEnds', '2029-03-16'], ['electronicFiling', '2029-04-02'], ['pcoriDue', '2029-07-31']]],
      [2029, [['amendmentOpens', '2028-09-18'], ['noticeDue', '2028-10-03'], ['planYearEnds', '2029-12-31'], ['furnishingDue', '2030-03-04'], ['runoutEnds', '2030-03-16'], ['electronicFiling', '2030-04-01']]],
    ]);
  });

  it('a June 15 QSEHRA: a short first year, the W-2 (code FF) each January, no Form 1095-C', () => {
    expect(entries('qsehra', '2027-06-15')).toEqual([
      [2027, [['firstNoticeDue', '2027-03-17'], ['planYearEnds', '2027-12-31'], ['w2Due', '2028-01-31'], ['runoutEnds', '2028-03-15'], ['pcoriDue', '2028-07-31']]],
      [2028, [['amendmentOpens', '2027-09-18'], ['noticeDue', '2027-10-03'], ['planYearEnds', '2028-12-31'], ['w2Due', '2029-01-31'], ['runoutEnds', '2029-03-16'], ['pcoriDue', '2029-07-31']]],
      [2029, [['amendmentOpens', '2028-09-18'], ['noticeDue', '2028-10-03'], ['planYearEnds', '2029-12-31'], ['w2Due', '2030-01-31'], ['runoutEnds', '2030-03-16']]],
    ]);
  });

  it('a December 1 start meets its notice and the next year\'s amendment window and notice already passed, before it starts', () => {
    const { years } = calendarOf('qsehra', '2026-12-01');
    const marked = years.flatMap((y) => y.deadlines.filter((d) => d.passed).map((d) => [d.kind, d.date, d.beforeStart]));
    expect(marked).toEqual([
      ['firstNoticeDue', '2026-09-02', true],
      ['amendmentOpens', '2026-09-18', true],
      ['noticeDue', '2026-10-03', true],
    ]);
    // The 2026 calendar year's W-2 is due Sunday, January 31, 2027, so Monday, February 1.
    expect(years[0]!.deadlines.find((d) => d.kind === 'w2Due')).toEqual({ kind: 'w2Due', date: '2027-02-01', movedFrom: '2027-01-31', beforeStart: false, passed: false });
  });

  it.each([
    // the offsets follow the numbers file: other counts move the dates
    [{ amendmentDaysBefore: 1, noticeDaysBefore: 31, yearEndRunoutDays: 59 }, '2026-12-31', '2026-12-01', '2027-02-28'],
    [{ amendmentDaysBefore: 365, noticeDaysBefore: 0, yearEndRunoutDays: 60 }, '2026-01-01', '2027-01-01', '2027-03-01'],
  ])('with %o the second year opens %s, its notice is due %s and the first runout ends %s', (counts, amendment, notice, runout) => {
    const { years } = planCalendar('qsehra', '2026-01-01', { ...rules, ...counts }, TODAY, 1);
    const dateOf = (year: number, kind: DeadlineKind) => years[year]!.deadlines.find((d) => d.kind === kind)?.date;
    expect([dateOf(1, 'amendmentOpens'), dateOf(1, 'noticeDue'), dateOf(0, 'runoutEnds')]).toEqual([amendment, notice, runout]);
  });
});

describe('a renewal: a plan already running starts its next plan year on the date', () => {
  // Rules of the test's own, as the law and Salusion's terms read when it was written, so the dates
  // below are worked out by hand; the second test holds the rule with the numbers file's counts.
  const RULES = calendarRules({
    ...numbers.plan,
    amendmentDaysBefore: 105,
    noticeDaysBefore: 90,
    newEmployerDaysBefore: 120,
    yearEndRunoutDays: 75,
    pcorPlanYearsEndingBefore: 'October 1, 2029',
    form720Due: 'July 31',
    electronicFilingDeadline: 'March 31',
    furnishingDue: 'January 31',
    furnishingExtensionDays: 30,
    furnishingNoticeKeptUntil: 'October 15',
    furnishingOnRequestDays: 30,
    w2Due: 'January 31',
  });
  /** Each plan year of a renewal as [year, short, [kind, date, passed] of each date], on December 1, 2026. */
  const renewal = (product: CalendarProduct, start: string) =>
    planCalendar(product, start, RULES, '2026-12-01', 1, 'renewal').years.map((y) => [y.year, y.short, y.deadlines.map((d) => [d.kind, d.date, d.passed])]);

  it.each([
    [
      'ichra',
      '2027-01-01',
      [
        [2027, false, [['amendmentOpens', '2026-09-18', true], ['noticeDue', '2026-10-03', true], ['planYearEnds', '2027-12-31', false], ['furnishingDue', '2028-03-01', false], ['runoutEnds', '2028-03-15', false], ['electronicFiling', '2028-03-31', false], ['pcoriDue', '2028-07-31', false]]],
        [2028, false, [['amendmentOpens', '2027-09-18', false], ['noticeDue', '2027-10-03', false], ['planYearEnds', '2028-12-31', false], ['furnishingDue', '2029-03-02', false], ['runoutEnds', '2029-03-16', false], ['electronicFiling', '2029-04-02', false], ['pcoriDue', '2029-07-31', false]]],
      ],
    ],
    [
      'qsehra',
      '2027-06-15',
      [
        [2027, true, [['amendmentOpens', '2027-03-02', false], ['noticeDue', '2027-03-17', false], ['planYearEnds', '2027-12-31', false], ['w2Due', '2028-01-31', false], ['runoutEnds', '2028-03-15', false], ['pcoriDue', '2028-07-31', false]]],
        [2028, false, [['amendmentOpens', '2027-09-18', false], ['noticeDue', '2027-10-03', false], ['planYearEnds', '2028-12-31', false], ['w2Due', '2029-01-31', false], ['runoutEnds', '2029-03-16', false], ['pcoriDue', '2029-07-31', false]]],
      ],
    ],
    [
      'ichra',
      '2026-12-01',
      [
        [2026, true, [['amendmentOpens', '2026-08-18', true], ['noticeDue', '2026-09-02', true], ['planYearEnds', '2026-12-31', false], ['furnishingDue', '2027-03-02', false], ['runoutEnds', '2027-03-16', false], ['electronicFiling', '2027-03-31', false], ['pcoriDue', '2027-08-02', false]]],
        [2027, false, [['amendmentOpens', '2026-09-18', true], ['noticeDue', '2026-10-03', true], ['planYearEnds', '2027-12-31', false], ['furnishingDue', '2028-03-01', false], ['runoutEnds', '2028-03-15', false], ['electronicFiling', '2028-03-31', false], ['pcoriDue', '2028-07-31', false]]],
      ],
    ],
  ] as const)('a %s renewing %s: each year\'s amendment window and notice, no first notice', (product, start, years) => {
    expect(renewal(product, start)).toEqual(years);
  });

  it.each([
    ['2027-01-01', '2026-10-03', true],
    ['2027-06-15', '2027-03-17', false],
    ['2026-12-01', '2026-09-02', true],
  ])('renewing %s, its notice is due %s (passed on December 1, 2026: %s), with none of the first year\'s exceptions', (start, due, passed) => {
    expect(planCalendar('ichra', start, RULES, '2026-12-01', 1, 'renewal').notice).toEqual({ due, passed });
  });

  it.each(['2027-01-01', '2027-06-15', '2026-12-01'])('with the numbers file\'s counts, a renewal on %s is a new plan with the first notice swapped for the year\'s amendment window and notice', (start) => {
    for (const product of ['ichra', 'qsehra'] as const) {
      const fresh = calendarOf(product, start).years;
      const renewed = planCalendar(product, start, rules, TODAY, numbers.tools.calendarLaterYears, 'renewal').years;
      const [first, ...later] = renewed;
      expect(first!.deadlines.map((d) => d.kind)).not.toContain('firstNoticeDue');
      expect(first!.deadlines.find((d) => d.kind === 'amendmentOpens')?.date).toBe(addDays(start, -rules.amendmentDaysBefore));
      expect(first!.deadlines.find((d) => d.kind === 'noticeDue')?.date).toBe(addDays(start, -rules.noticeDaysBefore));
      const withoutNotices = (year: (typeof renewed)[number]) => year.deadlines.filter((d) => !['firstNoticeDue', 'amendmentOpens', 'noticeDue'].includes(d.kind));
      expect(withoutNotices(first!)).toEqual(withoutNotices(fresh[0]!));
      expect([first!.first, first!.short]).toEqual([fresh[0]!.first, fresh[0]!.short]);
      expect(later).toEqual(fresh.slice(1));
    }
  });
});

describe('Form 1095-C to employees: January 31 plus the 30-day extension, off weekends', () => {
  it.each([
    // calendar year reported, the day the rule names, its weekday, the day it is due
    [2024, '2025-03-02', 'Sunday', '2025-03-03'],
    [2025, '2026-03-02', 'Monday', '2026-03-02'],
    [2026, '2027-03-02', 'Tuesday', '2027-03-02'],
    // 2028 is a leap year: January 31 plus 30 days is March 1.
    [2027, '2028-03-01', 'Wednesday', '2028-03-01'],
    [2029, '2030-03-02', 'Saturday', '2030-03-04'],
    [2035, '2036-03-01', 'Saturday', '2036-03-03'],
  ])('for %i: %s, a %s, so due %s', (year, named, weekday, due) => {
    expect(furnishingDay(year, rules)).toBe(named);
    expect(weekdayName(named)).toBe(weekday);
    const start = `${year}-01-01`;
    const entry = planCalendar('ichra', start, rules, start, 0).years[0]!.deadlines.find((d) => d.kind === 'furnishingDue');
    expect(entry?.date).toBe(due);
    expect(entry?.movedFrom).toBe(named === due ? undefined : named);
  });
});

describe('Form 1095-C on request: a notice posted by the furnishing day instead, kept up until October 15 of the year after', () => {
  it.each([
    [2026, '2027-10-15'],
    [2027, '2028-10-15'],
  ])('for %i: kept up until %s', (year, until) => expect(furnishingNoticeKeptUntil(year, rules)).toBe(until));
});

describe('the PCORI fee', () => {
  it.each([
    ['2029-09-30', true],
    ['2029-10-01', false],
    ['2028-12-31', true],
    ['2029-12-31', false],
  ])('a plan year ending %s owes it: %s', (end, owes) => expect(pcoriApplies(end, rules)).toBe(owes));

  it.each([
    ['2027-01-01', ['2028-07-31', '2029-07-31']],
    ['2028-03-01', ['2029-07-31']],
    ['2029-01-01', []],
    ['2029-06-15', []],
  ])('a plan starting %s pays it with Form 720 on %o', (start, due) => {
    for (const product of ['ichra', 'qsehra'] as const) {
      const dates = calendarOf(product, start).years.flatMap((y) => y.deadlines.filter((d) => d.kind === 'pcoriDue').map((d) => d.date));
      expect(dates).toEqual(due);
    }
  });
});

describe('weekends', () => {
  it('IRS deadlines on a weekend are due the Monday after, the day the calendar gives; the plan\'s own dates and the notices never move', () => {
    const moved = (product: CalendarProduct, start: string) =>
      calendarOf(product, start).years.flatMap((y) => y.deadlines.filter((d) => d.movedFrom).map((d) => [d.kind, d.movedFrom, d.date]));
    expect(moved('ichra', '2026-06-15')).toEqual([
      ['pcoriDue', '2027-07-31', '2027-08-02'],
      ['electronicFiling', '2029-03-31', '2029-04-02'],
    ]);
    expect(moved('ichra', '2028-01-01')).toEqual([
      ['electronicFiling', '2029-03-31', '2029-04-02'],
      ['furnishingDue', '2030-03-02', '2030-03-04'],
      ['electronicFiling', '2030-03-31', '2030-04-01'],
      ['furnishingDue', '2031-03-02', '2031-03-03'],
    ]);
    expect(moved('qsehra', '2026-06-15')).toEqual([
      ['w2Due', '2027-01-31', '2027-02-01'],
      ['pcoriDue', '2027-07-31', '2027-08-02'],
    ]);
    // The 2028 plan year's amendment window opens on Saturday, September 18, 2027, and its notice
    // is due Sunday, October 3, 2027: neither moves.
    const second = calendarOf('qsehra', '2027-01-01').years[1]!.deadlines;
    expect(second.slice(0, 2)).toEqual([
      { kind: 'amendmentOpens', date: '2027-09-18', beforeStart: false, passed: false },
      { kind: 'noticeDue', date: '2027-10-03', beforeStart: false, passed: false },
    ]);
  });
});

describe('start dates', () => {
  const range = startRange(2026, 3, 5);

  it('runs from January 1 years back to December 31 years ahead', () => expect(range).toEqual({ min: '2023-01-01', max: '2031-12-31' }));

  it.each([
    ['2027-01-01', { date: '2027-01-01' }],
    ['2023-01-01', { date: '2023-01-01' }],
    ['2031-12-31', { date: '2031-12-31' }],
    ['', { problem: 'empty' }],
    ['  ', { problem: 'empty' }],
    ['abc', { problem: 'invalid' }],
    ['0', { problem: 'invalid' }],
    ['-1', { problem: 'invalid' }],
    ['2.5', { problem: 'invalid' }],
    ['2027-02-30', { problem: 'invalid' }],
    ['2027-1-5', { problem: 'invalid' }],
    ['-5', { problem: 'invalid' }],
    ['2022-12-31', { problem: 'early' }],
    ['0001-01-01', { problem: 'early' }],
    ['2032-01-01', { problem: 'late' }],
    ['9999-12-31', { problem: 'late' }],
    // A whole date of any year out of the range is late, so its message names the range.
    ['20270-03-15', { problem: 'late' }],
    ['275759-12-31', { problem: 'late' }],
  ])('"%s" reads %o', (text, expected) => expect(readStart(text, range)).toEqual(expected));

  it('starts on January 1 of the next plan year', () => expect(defaultStart(2026)).toBe('2027-01-01'));
});

describe('the .ics file', () => {
  const stamp = new Date(Date.UTC(2026, 10, 23, 12));
  const text = calendarFile(
    [
      { key: 'firstYearEnds', date: '2027-12-31', summary: 'ICHRA: first plan year ends', description: 'Plan year, amendments; notices' },
      { key: 'runoutEnds', date: '2028-03-15', summary: 'ICHRA: runout ends', description: '75 days after December 31, 2027.' },
    ],
    { company: 'Salusion', product: 'Plan calendar', domain: 'salusion.com', name: 'Salusion plan calendar' },
    stamp,
  );
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');

  it('is a VCALENDAR with its PRODID, one all-day event per date with its UID and DTSTAMP', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Salusion//Plan calendar//EN');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events.map((e) => e.getFirstPropertyValue('uid'))).toEqual(['firstYearEnds-2027-12-31@salusion.com', 'runoutEnds-2028-03-15@salusion.com']);
    expect(events.map((e) => String(e.getFirstPropertyValue('dtstamp')))).toEqual(['2026-11-23T12:00:00Z', '2026-11-23T12:00:00Z']);
    expect(text).toContain('DTSTART;VALUE=DATE:20271231\r\n');
  });

  it('reads back with the same dates, a day long, and the same words', () => {
    const read = events.map((e) => {
      const start = e.getFirstPropertyValue('dtstart') as ICAL.Time;
      const end = e.getFirstPropertyValue('dtend') as ICAL.Time;
      return [start.isDate, start.toString(), end.toString(), e.getFirstPropertyValue('summary'), e.getFirstPropertyValue('description')];
    });
    expect(read).toEqual([
      [true, '2027-12-31', '2028-01-01', 'ICHRA: first plan year ends', 'Plan year, amendments; notices'],
      [true, '2028-03-15', '2028-03-16', 'ICHRA: runout ends', '75 days after December 31, 2027.'],
    ]);
  });
});
