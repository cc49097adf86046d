// A month of a year written in words ("November 2026"), as numbers.yaml dates the competitors'
// prices: the calculator prints it as written, and check:launch asks for a new check a year on.

/** A month of a year. */
export interface MonthYear {
  /** 1 (January) to 12. */
  month: number;
  year: number;
}

const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** The months' full names in lower case, January first. */
const MONTHS = Array.from({ length: 12 }, (_, m) => MONTH_NAME.format(Date.UTC(2001, m, 1)).toLowerCase());

/** Reads "November 2026" (a month's full name, then a four-digit year); null for anything else. */
export function parseMonthYear(text: string): MonthYear | null {
  const match = /^([A-Za-z]+)\s+(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
  return month === 0 ? null : { month, year: Number(match[2]) };
}

/** Whether a year has passed since `checked` on `today`: from the first day of the same month a year later. */
export function yearOld(checked: MonthYear, today: Date): boolean {
  return today.getTime() >= Date.UTC(checked.year + 1, checked.month - 1, 1);
}
