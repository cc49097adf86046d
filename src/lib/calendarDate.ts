// Dates without a time of day (a plan's start, a filing deadline), kept as ISO text "2027-01-01"
// and computed in UTC, so no visitor's or server's time zone can move a deadline by a day. The
// numbers file writes its dates in words ("July 31", "October 1, 2029"); they are read here too.

/** A calendar date written YYYY-MM-DD. */
export type IsoDate = string;

/** A day of the year without its year, as a yearly deadline is written. */
export interface MonthDay {
  /** 1 (January) to 12. */
  month: number;
  day: number;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Midnight UTC of a year, month (1–12) and day; setUTCFullYear takes years below 100 as written (Date.UTC would read 27 as 1927). */
function midnight(year: number, month: number, day: number): Date {
  const value = new Date(0);
  value.setUTCFullYear(year, month - 1, day);
  return value;
}

/** The ISO text of a moment's UTC day. */
const isoOf = (value: Date): IsoDate => `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;

/** The ISO text of a year, month (1–12) and day, or null when no such day exists (February 30). */
export function isoDate(year: number, month: number, day: number): IsoDate | null {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999) return null;
  const value = midnight(year, month, day);
  if (value.getUTCMonth() !== month - 1 || value.getUTCDate() !== day) return null;
  return isoOf(value);
}

/** The last year a browser's date field holds: ECMAScript's dates end on September 13, 275760. */
const LAST_FIELD_YEAR = 275759;

/**
 * The year, month (1–12) and day of text a date field holds as it is: a whole date written
 * YYYY-MM-DD, its year four digits or more ("20270-03-15"), from year 1 to the last a field holds;
 * null for anything else ("2027-1-5", "2027-02-30", "-5"), which a field would drop, with a warning.
 */
export function dateFieldParts(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || year > LAST_FIELD_YEAR) return null;
  // Leap years repeat every 400 years, so a year past 9999 has the days of its place in the cycle.
  return isoDate(2000 + (year % 400), month, day) === null ? null : { year, month, day };
}

/** Reads "2027-11-30" as content writes a date (a four-digit year); null for anything else or a day that does not exist. */
export function parseIsoDate(text: string): IsoDate | null {
  const parts = /^\d{4}-/.test(text.trim()) ? dateFieldParts(text.trim()) : null;
  return parts && isoDate(parts.year, parts.month, parts.day);
}

/** The year, month (1–12) and day of an ISO date. */
export function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Midnight UTC of an ISO date, which the formatters below and the calendar file read in UTC too. */
export function utcMidnight(date: IsoDate): Date {
  const { year, month, day } = dateParts(date);
  return midnight(year, month, day);
}

/** The date `days` days after `date` (before it when negative), across month, year and leap days. */
export function addDays(date: IsoDate, days: number): IsoDate {
  // UTC days are always 24 hours long, so adding milliseconds never skips or repeats a day.
  return isoOf(new Date(utcMidnight(date).getTime() + days * 86_400_000));
}

/** The Monday after a date that falls on a Saturday or Sunday; null for a weekday. */
export function mondayAfterWeekend(date: IsoDate): IsoDate | null {
  const day = utcMidnight(date).getUTCDay();
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : null;
}

/** The first Monday-to-Friday day after `date`. */
export function nextWeekday(date: IsoDate): IsoDate {
  let next = addDays(date, 1);
  while ([0, 6].includes(utcMidnight(next).getUTCDay())) next = addDays(next, 1);
  return next;
}

/** A yearly deadline's date in `year`; null when that year has no such day (February 29). */
export function inYear({ month, day }: MonthDay, year: number): IsoDate | null {
  return isoDate(year, month, day);
}

const LONG = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
const WEEKDAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' });

/** "September 18, 2026", as the guides write dates. */
export function longDate(date: IsoDate): string {
  return LONG.format(utcMidnight(date));
}

/** "Sunday", the name of a date's day of the week. */
export function weekdayName(date: IsoDate): string {
  return WEEKDAY.format(utcMidnight(date));
}

const WORDS = /^([A-Za-z]+)\s+(\d{1,2})(?:\s*,\s*(\d{4}))?$/;

/** Splits "July 31" or "October 1, 2029" into month, day and year (when written); null when it is not written so. */
function readWords(text: string): { month: number; day: number; year: number | undefined } | null {
  const match = WORDS.exec(text.trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
  if (month === 0) return null;
  return { month, day: Number(match[2]), year: match[3] === undefined ? undefined : Number(match[3]) };
}

/**
 * Reads a yearly deadline written in words, such as "July 31". Null when it is not a month's full
 * name and a day that month always has (so February 29, which most years lack, is refused).
 */
export function parseMonthDay(text: string): MonthDay | null {
  const parts = readWords(text);
  if (!parts || parts.year !== undefined) return null;
  // 2001 is not a leap year: a deadline must fall in every year.
  return isoDate(2001, parts.month, parts.day) ? { month: parts.month, day: parts.day } : null;
}

/** Reads a date written in words, such as "October 1, 2029"; null when it is not one. */
export function parseWordDate(text: string): IsoDate | null {
  const parts = readWords(text);
  return parts?.year === undefined ? null : isoDate(parts.year, parts.month, parts.day);
}

/** A leap year, which has every day any year has. */
const LEAP_YEAR = 2000;

/**
 * The year, month and day of a date written in words that names a day its year lacks, though other
 * years have it ("February 29, 2027"); null for any other text. Such a date is written rightly but
 * for its year, which a message should say rather than how dates are written.
 */
export function dayMissingFromYear(text: string): { year: number; month: number; day: number } | null {
  const parts = readWords(text);
  if (parts?.year === undefined || isoDate(parts.year, parts.month, parts.day) || !isoDate(LEAP_YEAR, parts.month, parts.day)) return null;
  return { year: parts.year, month: parts.month, day: parts.day };
}
