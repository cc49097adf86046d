// What the plan calendar's .ics leaves out: the dates before the visitor's today, counted so the
// tool can say how many. A date due today is still ahead.
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Numbers } from '~/data/numbers';
import { addDays } from '~/lib/calendarDate';
import { calendarFile } from '~/lib/calendarFile';
import { calendarRules, passedCount, planCalendar, type CalendarProduct, type PlanKind } from '~/lib/planCalendar';

const numbers = (parse(readFileSync('content/data/numbers.yaml', 'utf8')) as { numbers: Numbers }).numbers;
const rules = calendarRules(numbers.plan);
const { amendmentDaysBefore: amendment, noticeDaysBefore: notice } = numbers.plan;

describe('the dates that have passed', () => {
  it.each([
    // product, kind, start, today, dates before today
    ['ichra', 'first', '2027-01-01', '2026-11-25', 1],
    ['qsehra', 'first', '2027-06-15', '2026-11-25', 0],
    ['ichra', 'renewal', '2027-01-01', '2026-11-25', 2],
    ['qsehra', 'renewal', '2027-06-15', '2026-11-25', 0],
    // September 2, September 18 and October 3, 2026: the notice and the next year's window and notice.
    ['qsehra', 'first', '2026-12-01', '2026-11-25', 3],
    ['ichra', 'first', '2028-01-01', '2026-11-25', 0],
  ] as const)('a %s %s plan starting %s, seen on %s: %i', (product, kind, start, today, passed) => {
    expect(passedCount(planCalendar(product as CalendarProduct, start, rules, today, 2, kind as PlanKind))).toBe(passed);
  });

  it('counts a notice due today as ahead, and the day after as passed', () => {
    const start = '2027-03-01';
    const due = addDays(start, -notice);
    expect(passedCount(planCalendar('qsehra', start, rules, due, 2))).toBe(0);
    expect(passedCount(planCalendar('qsehra', start, rules, addDays(due, 1), 2))).toBe(1);
  });

  it('counts a renewal\'s amendment window once its day is behind', () => {
    const start = '2027-07-01';
    expect(passedCount(planCalendar('ichra', start, rules, addDays(start, -amendment), 2, 'renewal'))).toBe(0);
    expect(passedCount(planCalendar('ichra', start, rules, addDays(start, -amendment + 1), 2, 'renewal'))).toBe(1);
  });
});

describe('the calendar file says what it carries', () => {
  const source = { company: 'Salusion', product: 'Salusion plan dates', domain: 'www.salusion.com', name: 'Salusion plan dates' };
  const events = [{ key: 'k', date: '2027-03-17', summary: 'One date', description: 'Why.' }];

  it.each([
    ['Dates from November 25, 2026 on.', 'Dates from November 25, 2026 on.'],
    [undefined, null],
  ])('with the description %j, the calendar\'s X-WR-CALDESC reads %j', (description, read) => {
    const calendar = new ICAL.Component(ICAL.parse(calendarFile(events, source, new Date('2026-11-25T12:00:00Z'), description)));
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(read);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
  });
});
