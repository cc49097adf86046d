// The plan-year deadline calendar: from an HRA's type and its start date, the dates an employer
// keeps, plan year by plan year. A plan that starts after January 1 has a short first plan year
// ending December 31, and later plan years follow the calendar year. The notice for the first plan
// year is due 90 days before it starts; each later year opens for amendment and has its notice due
// before January 1; each year ends with the runout, the year's tax forms and the PCORI fee in the
// year after it. A renewal (a plan already running that starts its next plan year on the date
// given, as every customer's does after its first year) is laid out as later years are: its
// amendment window and notice, and none of what the law says of a first plan year. An IRS deadline that falls on a weekend moves to the next business day, and the
// calendar gives the day it is due, not the day the rule names. Every count and deadline comes from
// content/data/numbers.yaml (`calendarRules` reads them there), where each cites its source.
import { addDays, dateFieldParts, dateParts, inYear, isoDate, mondayAfterWeekend, parseMonthDay, parseWordDate, type IsoDate, type MonthDay } from './calendarDate.ts';

/** The HRAs whose plan years the calendar lays out. */
export const CALENDAR_PRODUCTS = ['ichra', 'qsehra'] as const;

/** One of them. */
export type CalendarProduct = (typeof CALENDAR_PRODUCTS)[number];

/** What the calendar lays out: a new plan's first plan year, or the renewal of a plan already running. */
export const PLAN_KINDS = ['first', 'renewal'] as const;

/** One of them. */
export type PlanKind = (typeof PLAN_KINDS)[number];

/** An HRA the visitor can pick: its code, its abbreviation and its label. */
export interface CalendarChoice {
  code: CalendarProduct;
  short: string;
  label: string;
}

/** The figures and yearly deadlines the rules beside the dates quote, as numbers.yaml writes them. */
export interface CalendarFigures {
  /** A filer of this many information returns must file electronically. */
  electronicFilingMinimumReturns: number;
  /** The QSEHRA notice penalty per employee and its yearly maximum, written as money. */
  penaltyPerEmployee: string;
  penaltyYearlyMaximum: string;
  /** Yearly deadlines in words, such as "January 31". */
  w2Due: string;
  furnishingDue: string;
  electronicFilingDeadline: string;
  paperFilingDeadline: string;
  form720Due: string;
}

/** The rules the calendar applies, read from the numbers file's plan rules. */
export interface CalendarRules {
  amendmentDaysBefore: number;
  noticeDaysBefore: number;
  /** An employer first established fewer days than this before an ICHRA's first plan year gives its notice by the start. */
  newEmployerDaysBefore: number;
  yearEndRunoutDays: number;
  /** The PCORI fee applies to plan years that end before this date. */
  pcorPlanYearsEndingBefore: IsoDate;
  form720Due: MonthDay;
  paperFilingDeadline: MonthDay;
  electronicFilingDeadline: MonthDay;
  /** Form 1095-C to employees, before the automatic extension. */
  furnishingDue: MonthDay;
  furnishingExtensionDays: number;
  /** Instead, a notice posted by the furnishing day stays up until this day of the year after the one reported. */
  furnishingNoticeKeptUntil: MonthDay;
  /** An employee who asks then gets the form within this many days of asking (or by furnishingDue, if later). */
  furnishingOnRequestDays: number;
  w2Due: MonthDay;
}

/** The plan rules as content/data/numbers.yaml writes them (dates in words). */
export interface PlanRulesInWords {
  amendmentDaysBefore: number;
  noticeDaysBefore: number;
  newEmployerDaysBefore: number;
  yearEndRunoutDays: number;
  pcorPlanYearsEndingBefore: string;
  form720Due: string;
  paperFilingDeadline: string;
  electronicFilingDeadline: string;
  furnishingDue: string;
  furnishingExtensionDays: number;
  furnishingNoticeKeptUntil: string;
  furnishingOnRequestDays: number;
  w2Due: string;
}

/** Reads a date in words or says which field of numbers.yaml holds something else. */
function must<T>(value: T | null, field: string, written: string, example: string): T {
  if (value === null) throw new Error(`content/data/numbers.yaml: plan.${field} must be a date written like "${example}" (got "${written}")`);
  return value;
}

/** The yearly deadlines of the plan rules, each with the words it is written as. */
const MONTH_DAYS = {
  form720Due: 'July 31',
  paperFilingDeadline: 'February 28',
  electronicFilingDeadline: 'March 31',
  furnishingDue: 'January 31',
  furnishingNoticeKeptUntil: 'October 15',
  w2Due: 'January 31',
} as const;

/** A yearly deadline of the plan rules, read from its words. */
function monthDay(plan: PlanRulesInWords, field: keyof typeof MONTH_DAYS): MonthDay {
  return must(parseMonthDay(plan[field]), field, plan[field], MONTH_DAYS[field]);
}

/** The calendar's rules from the numbers file's plan rules. */
export function calendarRules(plan: PlanRulesInWords): CalendarRules {
  return {
    amendmentDaysBefore: plan.amendmentDaysBefore,
    noticeDaysBefore: plan.noticeDaysBefore,
    newEmployerDaysBefore: plan.newEmployerDaysBefore,
    yearEndRunoutDays: plan.yearEndRunoutDays,
    pcorPlanYearsEndingBefore: must(parseWordDate(plan.pcorPlanYearsEndingBefore), 'pcorPlanYearsEndingBefore', plan.pcorPlanYearsEndingBefore, 'October 1, 2029'),
    form720Due: monthDay(plan, 'form720Due'),
    paperFilingDeadline: monthDay(plan, 'paperFilingDeadline'),
    electronicFilingDeadline: monthDay(plan, 'electronicFilingDeadline'),
    furnishingDue: monthDay(plan, 'furnishingDue'),
    furnishingExtensionDays: plan.furnishingExtensionDays,
    furnishingNoticeKeptUntil: monthDay(plan, 'furnishingNoticeKeptUntil'),
    furnishingOnRequestDays: plan.furnishingOnRequestDays,
    w2Due: monthDay(plan, 'w2Due'),
  };
}

/** What a date in the calendar marks. */
export type DeadlineKind = 'firstNoticeDue' | 'amendmentOpens' | 'noticeDue' | 'planYearEnds' | 'w2Due' | 'furnishingDue' | 'runoutEnds' | 'electronicFiling' | 'pcoriDue';

/**
 * The IRS deadlines, which move off a weekend (IRC 7503). A legal holiday moves them too, but no
 * legal holiday in the District of Columbia falls on January 31 to February 2, March 1 to 4, March
 * 31 to April 2 or July 31 to August 2, the days these can fall on, so the weekend decides alone.
 */
const IRS_DEADLINES: ReadonlySet<DeadlineKind> = new Set(['w2Due', 'furnishingDue', 'electronicFiling', 'pcoriDue']);

/** One dated entry of the calendar. */
export interface Deadline {
  kind: DeadlineKind;
  /** The day it is due: for an IRS deadline the rule puts on a Saturday or Sunday, the Monday after. */
  date: IsoDate;
  /** The day the rule names, when a weekend moved it to `date`. */
  movedFrom?: IsoDate;
  /** It falls before the plan starts (a plan that starts late in the year meets next year's dates early). */
  beforeStart: boolean;
  /** It is before `today`. */
  passed: boolean;
}

/** One plan year and the dates that belong to it, earliest first. */
export interface PlanYearDates {
  /** The calendar year it falls in. */
  year: number;
  start: IsoDate;
  /** Always December 31 of `year`. */
  end: IsoDate;
  /** The first plan year laid out (the plan's first, or the renewed one), which is short when it starts after January 1. */
  first: boolean;
  short: boolean;
  deadlines: Deadline[];
}

/** The notice for the plan year that starts on the date given, and what the law allows when its day has passed. */
export interface StartNotice {
  due: IsoDate;
  passed: boolean;
  /** A new plan only: an ICHRA employer first established on or after this day gives the first year's notice by the start instead. */
  newEmployerFrom?: IsoDate;
  /** A new plan only: the earliest start that leaves the full notice period from today; undefined once the plan has started. */
  fullNoticeStart?: IsoDate;
}

/** The plan's years and their dates. */
export interface PlanCalendar {
  product: CalendarProduct;
  kind: PlanKind;
  start: IsoDate;
  notice: StartNotice;
  years: PlanYearDates[];
}

/**
 * Whether Form 1095-C (which an applicable large employer furnishes and files on its ICHRA offers)
 * belongs in this HRA's calendar. A QSEHRA is only for employers that are not applicable large
 * employers, and is reported on the W-2 instead.
 */
const filesForm1095C = (product: CalendarProduct) => product === 'ichra';

/** A deadline `date`, moved off a weekend when it is the IRS's, and where it stands against the start and today. */
function deadline(kind: DeadlineKind, named: IsoDate, start: IsoDate, today: IsoDate): Deadline {
  const moved = IRS_DEADLINES.has(kind) ? mondayAfterWeekend(named) : null;
  const date = moved ?? named;
  return { kind, date, ...(moved ? { movedFrom: named } : {}), beforeStart: date < start, passed: date < today };
}

/** The last day a notice posted instead of Form 1095-C for calendar year `year` stays up: October 15 of the year after. */
export function furnishingNoticeKeptUntil(year: number, rules: Pick<CalendarRules, 'furnishingNoticeKeptUntil'>): IsoDate {
  return inYear(rules.furnishingNoticeKeptUntil, year + 1)!;
}

/** The day Form 1095-C is due to employees for a calendar year `year`: January 31 after it plus the extension, before any weekend move. */
export function furnishingDay(year: number, rules: Pick<CalendarRules, 'furnishingDue' | 'furnishingExtensionDays'>): IsoDate {
  return addDays(inYear(rules.furnishingDue, year + 1)!, rules.furnishingExtensionDays);
}

/**
 * The dates of the plan year that starts on `start` and ends on December 31 of its year: a new
 * plan's first year has its first notice, every other year (a renewed one too) its amendment window
 * and notice.
 */
function planYearDates(product: CalendarProduct, start: IsoDate, firstOfPlan: boolean, planStart: IsoDate, today: IsoDate, rules: CalendarRules): PlanYearDates {
  const { year, month, day } = dateParts(start);
  const end = isoDate(year, 12, 31)!;
  const after = year + 1;
  const named: [DeadlineKind, IsoDate][] = firstOfPlan
    ? [['firstNoticeDue', addDays(start, -rules.noticeDaysBefore)]]
    : [
        ['amendmentOpens', addDays(start, -rules.amendmentDaysBefore)],
        ['noticeDue', addDays(start, -rules.noticeDaysBefore)],
      ];
  named.push(['planYearEnds', end], ['runoutEnds', addDays(end, rules.yearEndRunoutDays)]);
  if (product === 'qsehra') named.push(['w2Due', inYear(rules.w2Due, after)!]);
  if (filesForm1095C(product)) named.push(['furnishingDue', furnishingDay(year, rules)], ['electronicFiling', inYear(rules.electronicFilingDeadline, after)!]);
  if (pcoriApplies(end, rules)) named.push(['pcoriDue', inYear(rules.form720Due, after)!]);
  const deadlines = named
    .map(([kind, date]) => deadline(kind, date, planStart, today))
    // ISO dates sort as text; the sort is stable, so a tie keeps the order above.
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const first = start === planStart;
  return { year, start, end, first, short: first && (month !== 1 || day !== 1), deadlines };
}

/**
 * The calendar of a plan of `product` whose plan year starts on `start`, a new plan's first
 * (`kind` first) or a running plan's renewal: that plan year and `laterYears` calendar years after
 * it, each date marked when it is before `today`.
 */
export function planCalendar(product: CalendarProduct, start: IsoDate, rules: CalendarRules, today: IsoDate, laterYears: number, kind: PlanKind = 'first'): PlanCalendar {
  const firstYear = dateParts(start).year;
  const years = [planYearDates(product, start, kind === 'first', start, today, rules)];
  for (let year = firstYear + 1; year <= firstYear + laterYears; year++) years.push(planYearDates(product, isoDate(year, 1, 1)!, false, start, today, rules));
  const due = addDays(start, -rules.noticeDaysBefore);
  const firstOnly = {
    // "Less than 120 days before" the first plan year: 119 days before it or later.
    newEmployerFrom: addDays(start, -(rules.newEmployerDaysBefore - 1)),
    ...(start > today ? { fullNoticeStart: addDays(today, rules.noticeDaysBefore) } : {}),
  };
  return { product, kind, start, notice: { due, passed: due < today, ...(kind === 'first' ? firstOnly : {}) }, years };
}

/** How many of the calendar's dates are before today: the .ics carries only those still ahead (a date due today among them), and says how many it leaves out. */
export function passedCount(calendar: PlanCalendar): number {
  return calendar.years.reduce((count, year) => count + year.deadlines.filter((deadline) => deadline.passed).length, 0);
}

/** Whether the PCORI fee (paid with Form 720) applies to a plan year that ends on `planYearEnd`. */
export function pcoriApplies(planYearEnd: IsoDate, rules: Pick<CalendarRules, 'pcorPlanYearsEndingBefore'>): boolean {
  return planYearEnd < rules.pcorPlanYearsEndingBefore;
}

/** Why a start date is refused. */
export type StartProblem = 'empty' | 'invalid' | 'early' | 'late';

/** The earliest and latest start dates the calendar accepts: whole years around the current plan year. */
export function startRange(currentYear: number, yearsBack: number, yearsAhead: number): { min: IsoDate; max: IsoDate } {
  return { min: isoDate(currentYear - yearsBack, 1, 1)!, max: isoDate(currentYear + yearsAhead, 12, 31)! };
}

/**
 * Reads a start date as a date field or a link holds it (YYYY-MM-DD): the date, or why it is
 * refused. A whole date out of the range, whatever its year (a field takes five digits and more),
 * is early or late, so its message names the range; only text that is no whole date is invalid.
 */
export function readStart(text: string, range: { min: IsoDate; max: IsoDate }): { date: IsoDate } | { problem: StartProblem } {
  if (text.trim() === '') return { problem: 'empty' };
  const parts = dateFieldParts(text.trim());
  if (parts === null) return { problem: 'invalid' };
  const date = isoDate(parts.year, parts.month, parts.day);
  if (date === null || date > range.max) return { problem: 'late' };
  if (date < range.min) return { problem: 'early' };
  return { date };
}

/** The start the calendar shows first: January 1 of the plan year after the current one, when a plan started now would begin. */
export function defaultStart(currentYear: number): IsoDate {
  return isoDate(currentYear + 1, 1, 1)!;
}
