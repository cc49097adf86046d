// The plan calendar's rules as tables: dates written in words, date arithmetic across month, year
// and leap-day ends, the short first plan year, the 105/90/75-day offsets, PCOR up to its cutoff,
// the start dates accepted, and the .ics file read back by an independent parser (ical.js).
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Numbers } from '~/data/numbers';
import { addDays, longDate, mondayAfterWeekend, parseIsoDate, parseMonthDay, parseWordDate, weekdayName } from '~/lib/calendarDate';
import { calendarFile } from '~/lib/calendarFile';
import { calendarRules, defaultStart, pcorApplies, planCalendar, readStart, startRange, type CalendarProduct, type DeadlineKind } from '~/lib/planCalendar';

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

  it('the numbers file\'s rules read as the calendar needs them', () => {
    expect(rules).toEqual({
      amendmentDaysBefore: 105,
      noticeDaysBefore: 90,
      yearEndRunoutDays: 75,
      pcorPlanYearsEndingBefore: '2029-10-01',
      form720Due: { month: 7, day: 31 },
      paperFilingDeadline: { month: 2, day: 28 },
      electronicFilingDeadline: { month: 3, day: 31 },
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
    ['2027-01-01', '2027-01-01'],
    ['2028-02-29', '2028-02-29'],
    ['2027-02-29', null],
    ['2027-13-01', null],
    ['2027-1-1', null],
    ['abc', null],
    ['', null],
  ])('"%s" as a field holds it reads %s', (text, expected) => expect(parseIsoDate(text)).toBe(expected));

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

/** The calendar's entries as [kind, date] pairs, earliest first. */
const entries = (product: CalendarProduct, start: string) => planCalendar(product, start, rules).deadlines.map((d): [DeadlineKind, string] => [d.kind, d.date]);

describe('the plan calendar', () => {
  it.each([
    // start, first year's end, short, next plan year
    ['2027-01-01', '2027-12-31', false, '2028-01-01'],
    ['2026-06-15', '2026-12-31', true, '2027-01-01'],
    ['2026-12-01', '2026-12-31', true, '2027-01-01'],
    ['2028-01-02', '2028-12-31', true, '2029-01-01'],
    ['2026-12-31', '2026-12-31', true, '2027-01-01'],
  ])('a plan starting %s: its first year ends %s (short: %s) and the next starts %s', (start, end, short, next) => {
    const calendar = planCalendar('ichra', start, rules);
    expect([calendar.firstYearEnd, calendar.shortFirstYear, calendar.nextYearStart]).toEqual([end, short, next]);
  });

  it('a January 1 ICHRA: every date in order, the filings in the year after', () => {
    expect(entries('ichra', '2027-01-01')).toEqual([
      ['amendmentOpens', '2027-09-18'],
      ['noticeDue', '2027-10-03'],
      ['firstYearEnds', '2027-12-31'],
      ['paperFiling', '2028-02-28'],
      ['runoutEnds', '2028-03-15'],
      ['electronicFiling', '2028-03-31'],
      ['pcorDue', '2028-07-31'],
    ]);
  });

  it('a June 15 QSEHRA: a short first year, no information returns', () => {
    expect(entries('qsehra', '2026-06-15')).toEqual([
      ['amendmentOpens', '2026-09-18'],
      ['noticeDue', '2026-10-03'],
      ['firstYearEnds', '2026-12-31'],
      ['runoutEnds', '2027-03-16'],
      ['pcorDue', '2027-07-31'],
    ]);
  });

  it('a December 1 start meets next year\'s amendment window and notice before it starts', () => {
    const { deadlines } = planCalendar('ichra', '2026-12-01', rules);
    expect(deadlines.filter((d) => d.beforeStart).map((d) => d.kind)).toEqual(['amendmentOpens', 'noticeDue']);
    expect(planCalendar('ichra', '2026-09-18', rules).deadlines.filter((d) => d.beforeStart)).toEqual([]);
    expect(planCalendar('ichra', '2026-09-19', rules).deadlines.filter((d) => d.beforeStart).map((d) => d.kind)).toEqual(['amendmentOpens']);
  });

  it.each([
    // the offsets follow the numbers file: other counts move the dates
    [{ amendmentDaysBefore: 1, noticeDaysBefore: 31, yearEndRunoutDays: 59 }, '2026-12-31', '2026-12-01', '2027-02-28'],
    [{ amendmentDaysBefore: 365, noticeDaysBefore: 0, yearEndRunoutDays: 60 }, '2026-01-01', '2027-01-01', '2027-03-01'],
  ])('with %o the window opens %s, the notice is due %s and the runout ends %s', (counts, amendment, notice, runout) => {
    const calendar = planCalendar('qsehra', '2026-01-01', { ...rules, ...counts });
    const dateOf = (kind: DeadlineKind) => calendar.deadlines.find((d) => d.kind === kind)?.date;
    expect([dateOf('amendmentOpens'), dateOf('noticeDue'), dateOf('runoutEnds')]).toEqual([amendment, notice, runout]);
  });

  it.each([
    ['2029-09-30', true],
    ['2029-10-01', false],
    ['2028-12-31', true],
    ['2029-12-31', false],
  ])('a plan year ending %s owes the PCOR fee: %s', (end, owes) => expect(pcorApplies(end, rules)).toBe(owes));

  it.each([
    ['2027-01-01', '2028-07-31'],
    ['2028-03-01', '2029-07-31'],
    ['2029-01-01', undefined],
    ['2029-06-15', undefined],
  ])('a plan starting %s pays PCOR with Form 720 on %s', (start, due) => {
    for (const product of ['ichra', 'qsehra'] as const) expect(entries(product, start).find(([kind]) => kind === 'pcorDue')?.[1]).toBe(due);
  });

  it('IRS deadlines on a weekend move to the Monday after; the plan\'s own dates never move', () => {
    const moved = (start: string) => planCalendar('ichra', start, rules).deadlines.filter((d) => d.movesTo).map((d) => [d.kind, d.date, d.movesTo]);
    expect(moved('2026-06-15')).toEqual([
      ['paperFiling', '2027-02-28', '2027-03-01'],
      ['pcorDue', '2027-07-31', '2027-08-02'],
    ]);
    expect(moved('2028-01-01')).toEqual([['electronicFiling', '2029-03-31', '2029-04-02']]);
    expect(moved('2027-01-01')).toEqual([]);
    // The 2028 plan year's amendment window opens on Saturday, September 18, 2027, and stays there.
    expect(planCalendar('qsehra', '2027-01-01', rules).deadlines[0]).toEqual({ kind: 'amendmentOpens', date: '2027-09-18', beforeStart: false });
  });

  it('filing deadlines keep February 28 in a leap year', () => {
    expect(entries('ichra', '2027-05-01').find(([kind]) => kind === 'paperFiling')).toEqual(['paperFiling', '2028-02-28']);
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
    ['2022-12-31', { problem: 'early' }],
    ['2032-01-01', { problem: 'late' }],
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
