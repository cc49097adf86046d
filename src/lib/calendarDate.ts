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

/** The ISO text of a year, month (1–12) and day, or null when no such day exists (February 30). */
export function isoDate(year: number, month: number, day: number): IsoDate | null {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Reads "2027-01-01" (as a date field and a link hold it); null for anything else or a day that does not exist. */
export function parseIsoDate(text: string): IsoDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** The year, month (1–12) and day of an ISO date. */
export function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** The date `days` days after `date` (before it when negative), across month, year and leap days. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = dateParts(date);
  // setUTCFullYear takes years below 100 as written (Date.UTC would read 27 as 1927); UTC days are
  // always 24 hours long, so adding milliseconds never skips or repeats a day.
  const start = new Date(0);
  start.setUTCFullYear(year, month - 1, day);
  const moved = new Date(start.getTime() + days * 86_400_000);
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The day of the week of a date: 0 for Sunday to 6 for Saturday. */
function weekday(date: IsoDate): number {
  const { year, month, day } = dateParts(date);
  const value = new Date(0);
  value.setUTCFullYear(year, month - 1, day);
  return value.getUTCDay();
}

/** "Sunday", the name of a date's day of the week. */
export function weekdayName(date: IsoDate): string {
  return WEEKDAYS[weekday(date)]!;
}

/** The Monday after a date that falls on a Saturday or Sunday; null for a weekday. */
export function mondayAfterWeekend(date: IsoDate): IsoDate | null {
  const day = weekday(date);
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : null;
}

/** A yearly deadline's date in `year`; null when that year has no such day (February 29). */
export function inYear({ month, day }: MonthDay, year: number): IsoDate | null {
  return isoDate(year, month, day);
}

/** "September 18, 2026", as the guides write dates. */
export function longDate(date: IsoDate): string {
  const { year, month, day } = dateParts(date);
  const name = MONTHS[month - 1]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${day}, ${year}`;
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
