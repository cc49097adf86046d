// The census's columns and how the affordability planner reads a cell: money as people type it,
// an age, a date of birth, and the problem it names when it cannot. Apart from the rules that answer
// a row (census.ts), so the planner's first code, which shows the columns and reads the allowance,
// does not carry them.
import type { Cents, DateParts } from './affordability.ts';
import type { UsState } from './usStates.ts';

/** The census's columns, in the order of the template and the table; each has its heading in ui.json. */
export const CENSUS_COLUMNS = ['name', 'class', 'age', 'birthDate', 'state', 'premium', 'workSitePremium', 'lookBackPremium', 'wages', 'hourlyRate', 'monthlySalary'] as const;

/** One column of the census. */
export type CensusColumn = (typeof CENSUS_COLUMNS)[number];

/** One employee as typed or read: a text per column, in CENSUS_COLUMNS order. */
export type CensusRow = readonly string[];

/** Which premium the test uses: where the employee lives, at the work site (location safe harbor), or the look-back month's. */
export const PREMIUM_BASES = ['home', 'workSite', 'lookBack'] as const;

/** One premium basis. */
export type PremiumBasis = (typeof PREMIUM_BASES)[number];

/** The column that holds each basis's premium. */
export const PREMIUM_COLUMN = { home: 'premium', workSite: 'workSitePremium', lookBack: 'lookBackPremium' } as const satisfies Record<PremiumBasis, CensusColumn>;

/** The columns that hold money. */
export const MONEY_COLUMNS = ['premium', 'workSitePremium', 'lookBackPremium', 'wages', 'hourlyRate', 'monthlySalary'] as const;
export type MoneyColumn = (typeof MONEY_COLUMNS)[number];

/** Why a cell, or a row under the chosen safe harbor, cannot be used; each has its words in ui.json. */
export const CELL_PROBLEMS = ['empty', 'notNumber', 'negative', 'zero', 'decimals', 'tooLarge', 'notWhole', 'ageRange', 'notDate', 'notState', 'noRate', 'bothRates', 'ownCurve'] as const;

/** One reason. */
export type CellProblem = (typeof CELL_PROBLEMS)[number];

/** A problem of one row, named by its column; `state` for a state whose age curve is not the default. */
export interface RowProblem {
  column: CensusColumn;
  problem: CellProblem;
  state?: UsState;
}

/** The most the planner accepts in each kind of cell (numbers.yaml, tools.planner…). */
export interface CensusLimits {
  /** Dollars a month, for premiums and the allowance. */
  premiumMax: number;
  /** Dollars a year, for W-2 wages (a monthly salary: this over `planYearMonths`). */
  yearlyPayMax: number;
  /** Dollars an hour. */
  hourlyRateMax: number;
  planYearMonths: number;
}

/** A cell read as money: whole cents, nothing when it is empty, or why it cannot be read. */
export type MoneyResult = { cents: Cents } | { empty: true } | { problem: CellProblem };

/**
 * Reads dollars as people type them: "$1,234.56", "512.4", " 40000 ". At most two decimals, no
 * more than `maxCents`; 0 only with `allowZero` (an allowance may be nothing, a premium or a wage not).
 */
export function parseMoney(text: string, maxCents: Cents, { allowZero = false } = {}): MoneyResult {
  const typed = text.trim().replace(/^\$\s*/, '').replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  if (typed === '') return { empty: true };
  if (/^-\s*\$?\d/.test(typed)) return { problem: 'negative' };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(typed)) return { problem: 'notNumber' };
  if (/\.\d{3,}$/.test(typed)) return { problem: 'decimals' };
  const [whole = '0', fraction = ''] = typed.split('.');
  // More digits than any limit has are too large, and would lose cents as a number.
  if (whole.replace(/^0+/, '').length > 12) return { problem: 'tooLarge' };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (cents === 0 && !allowZero) return { problem: 'zero' };
  if (cents > maxCents) return { problem: 'tooLarge' };
  return { cents };
}

/** Reads an age in whole years; whether it is one the planner accepts is for the plan year (answerRow). */
export function parseAge(text: string): { age: number } | { empty: true } | { problem: CellProblem } {
  const typed = text.trim();
  if (typed === '') return { empty: true };
  if (/^-\d/.test(typed)) return { problem: 'ageRange' };
  if (!/^\d+(\.\d*)?$/.test(typed)) return { problem: 'notNumber' };
  const age = Number(typed);
  return Number.isInteger(age) ? { age } : { problem: 'notWhole' };
}

/** Reads a date of birth written 1980-05-31 or 5/31/1980; a day no calendar has is refused. */
export function parseBirthDate(text: string): { date: DateParts } | { empty: true } | { problem: CellProblem } {
  const typed = text.trim();
  if (typed === '') return { empty: true };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (year === undefined) return { problem: 'notDate' };
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (check.getUTCFullYear() !== date.year || check.getUTCMonth() !== date.month - 1 || check.getUTCDate() !== date.day) return { problem: 'notDate' };
  return { date };
}

/** The most a money column accepts, in cents: a monthly salary's is the yearly most over the months, cut to the cent. */
export function columnMaxCents(column: MoneyColumn, limits: CensusLimits): Cents {
  if (column === 'wages') return limits.yearlyPayMax * 100;
  if (column === 'hourlyRate') return limits.hourlyRateMax * 100;
  if (column === 'monthlySalary') return Math.floor((limits.yearlyPayMax * 100) / limits.planYearMonths);
  return limits.premiumMax * 100;
}

/** Whether `column` holds money. */
export const isMoneyColumn = (column: CensusColumn): column is MoneyColumn => (MONEY_COLUMNS as readonly string[]).includes(column);

