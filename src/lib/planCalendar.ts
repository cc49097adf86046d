// The plan-year deadline calendar: from an HRA's type and its start date, the dates an employer
// keeps in the first plan year. A plan that starts after January 1 has a short first plan year
// ending December 31, and later plan years follow the calendar year, so the next plan year always
// starts on January 1. The amendment window and the notices count back from that start, the
// runout forward from the first year's end, and the filings fall in the year after it. Every count
// and deadline comes from content/data/numbers.yaml (`calendarRules` reads them there).
import { addDays, dateParts, inYear, isoDate, mondayAfterWeekend, parseIsoDate, parseMonthDay, parseWordDate, type IsoDate, type MonthDay } from './calendarDate.ts';

/** The HRAs whose plan years the calendar lays out. */
export const CALENDAR_PRODUCTS = ['ichra', 'qsehra'] as const;

/** One of them. */
export type CalendarProduct = (typeof CALENDAR_PRODUCTS)[number];

/** The rules the calendar applies, read from the numbers file's plan rules. */
export interface CalendarRules {
  amendmentDaysBefore: number;
  noticeDaysBefore: number;
  yearEndRunoutDays: number;
  /** The PCOR fee applies to plan years that end before this date. */
  pcorPlanYearsEndingBefore: IsoDate;
  form720Due: MonthDay;
  paperFilingDeadline: MonthDay;
  electronicFilingDeadline: MonthDay;
}

/** The plan rules as content/data/numbers.yaml writes them (dates in words). */
export interface PlanRulesInWords {
  amendmentDaysBefore: number;
  noticeDaysBefore: number;
  yearEndRunoutDays: number;
  pcorPlanYearsEndingBefore: string;
  form720Due: string;
  paperFilingDeadline: string;
  electronicFilingDeadline: string;
}

/** Reads a date in words or says which field of numbers.yaml holds something else. */
function must<T>(value: T | null, field: string, written: string, example: string): T {
  if (value === null) throw new Error(`content/data/numbers.yaml: plan.${field} must be a date written like "${example}" (got "${written}")`);
  return value;
}

/** The calendar's rules from the numbers file's plan rules. */
export function calendarRules(plan: PlanRulesInWords): CalendarRules {
  return {
    amendmentDaysBefore: plan.amendmentDaysBefore,
    noticeDaysBefore: plan.noticeDaysBefore,
    yearEndRunoutDays: plan.yearEndRunoutDays,
    pcorPlanYearsEndingBefore: must(parseWordDate(plan.pcorPlanYearsEndingBefore), 'pcorPlanYearsEndingBefore', plan.pcorPlanYearsEndingBefore, 'October 1, 2029'),
    form720Due: must(parseMonthDay(plan.form720Due), 'form720Due', plan.form720Due, 'July 31'),
    paperFilingDeadline: must(parseMonthDay(plan.paperFilingDeadline), 'paperFilingDeadline', plan.paperFilingDeadline, 'February 28'),
    electronicFilingDeadline: must(parseMonthDay(plan.electronicFilingDeadline), 'electronicFilingDeadline', plan.electronicFilingDeadline, 'March 31'),
  };
}

/** What a date in the calendar marks. */
export type DeadlineKind = 'amendmentOpens' | 'noticeDue' | 'firstYearEnds' | 'paperFiling' | 'runoutEnds' | 'electronicFiling' | 'pcorDue';

/** One dated entry of the calendar. */
export interface Deadline {
  kind: DeadlineKind;
  date: IsoDate;
  /** It falls before the plan starts (a plan that starts late in the year meets next year's dates early). */
  beforeStart: boolean;
  /** For an IRS deadline on a Saturday or Sunday: the Monday it moves to. */
  movesTo?: IsoDate;
}

/**
 * The IRS deadlines: one that falls on a weekend moves to the next business day. No federal
 * holiday falls on the Monday after February 28, March 31 or July 31, so for these the Monday is
 * that day; the method line under the calendar says a legal holiday moves a deadline too.
 */
const IRS_DEADLINES: ReadonlySet<DeadlineKind> = new Set(['pcorDue', 'paperFiling', 'electronicFiling']);

/** The first plan year and the dates that follow from it, earliest first. */
export interface PlanCalendar {
  start: IsoDate;
  /** The first plan year's last day: always December 31 of the start's year. */
  firstYearEnd: IsoDate;
  /** Whether the first plan year is shorter than a calendar year (it starts after January 1). */
  shortFirstYear: boolean;
  /** The second plan year's first day: January 1 after the first year. */
  nextYearStart: IsoDate;
  deadlines: Deadline[];
}

/**
 * Whether the ACA information returns (Forms 1094-C and 1095-C, which an applicable large employer
 * files on its ICHRA offers) belong in this HRA's calendar. A QSEHRA is only for employers below
 * that size, and is reported on the W-2 instead.
 */
const filesInformationReturns = (product: CalendarProduct) => product === 'ichra';

/** The calendar of a plan of `product` that starts on `start`. */
export function planCalendar(product: CalendarProduct, start: IsoDate, rules: CalendarRules): PlanCalendar {
  const { year, month, day } = dateParts(start);
  const firstYearEnd = isoDate(year, 12, 31)!;
  const nextYearStart = isoDate(year + 1, 1, 1)!;
  const followingYear = year + 1;
  const dated: [DeadlineKind, IsoDate | null][] = [
    ['amendmentOpens', addDays(nextYearStart, -rules.amendmentDaysBefore)],
    ['noticeDue', addDays(nextYearStart, -rules.noticeDaysBefore)],
    ['firstYearEnds', firstYearEnd],
    ['runoutEnds', addDays(firstYearEnd, rules.yearEndRunoutDays)],
  ];
  if (pcorApplies(firstYearEnd, rules)) dated.push(['pcorDue', inYear(rules.form720Due, followingYear)]);
  if (filesInformationReturns(product)) {
    dated.push(['paperFiling', inYear(rules.paperFilingDeadline, followingYear)], ['electronicFiling', inYear(rules.electronicFilingDeadline, followingYear)]);
  }
  const deadlines = dated
    .filter((entry): entry is [DeadlineKind, IsoDate] => entry[1] !== null)
    .map(([kind, date]): Deadline => {
      const movesTo = IRS_DEADLINES.has(kind) ? mondayAfterWeekend(date) : null;
      return { kind, date, beforeStart: date < start, ...(movesTo ? { movesTo } : {}) };
    })
    // ISO dates sort as text; the sort is stable, so a tie keeps the order above.
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { start, firstYearEnd, shortFirstYear: month !== 1 || day !== 1, nextYearStart, deadlines };
}

/** Whether the PCOR fee (paid with Form 720) applies to a plan year that ends on `planYearEnd`. */
export function pcorApplies(planYearEnd: IsoDate, rules: Pick<CalendarRules, 'pcorPlanYearsEndingBefore'>): boolean {
  return planYearEnd < rules.pcorPlanYearsEndingBefore;
}

/** Why a start date is refused. */
export type StartProblem = 'empty' | 'invalid' | 'early' | 'late';

/** The earliest and latest start dates the calendar accepts: whole years around the current plan year. */
export function startRange(currentYear: number, yearsBack: number, yearsAhead: number): { min: IsoDate; max: IsoDate } {
  return { min: isoDate(currentYear - yearsBack, 1, 1)!, max: isoDate(currentYear + yearsAhead, 12, 31)! };
}

/** Reads a start date as a date field or a link holds it (YYYY-MM-DD): the date, or why it is refused. */
export function readStart(text: string, range: { min: IsoDate; max: IsoDate }): { date: IsoDate } | { problem: StartProblem } {
  if (text.trim() === '') return { problem: 'empty' };
  const date = parseIsoDate(text);
  if (date === null) return { problem: 'invalid' };
  if (date < range.min) return { problem: 'early' };
  if (date > range.max) return { problem: 'late' };
  return { date };
}

/** The start the calendar shows first: January 1 of the plan year after the current one, when a plan started now would begin. */
export function defaultStart(currentYear: number): IsoDate {
  return isoDate(currentYear + 1, 1, 1)!;
}
