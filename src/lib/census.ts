// The employee census the affordability planner reads, from a CSV or typed into its table: its
// columns, each cell read into a value or a named problem, each row answered under a plan year's
// figures and the employer's choices, and the classes and totals. A problem names its row and its
// column and leaves the other rows alone; a row that lacks what the chosen safe harbor needs is left
// out of the class answers and the totals, which say how many they leave out. Pure and
// browser-safe: nothing here leaves the visitor's browser.
import {
  ageOnPlanStart,
  classAllowances,
  dollarsToCents,
  povertyLineCap,
  premiumAtAge,
  rateOfPayCap,
  verdict,
  w2Cap,
  type AgeBand,
  type Cents,
  type ClassAllowances,
  type DateParts,
  type SafeHarbor,
  type Verdict,
} from './affordability.ts';
import { parseState, povertyRegion, type PovertyRegion, type UsState } from './usStates.ts';

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
const MONEY_COLUMNS = ['premium', 'workSitePremium', 'lookBackPremium', 'wages', 'hourlyRate', 'monthlySalary'] as const;
type MoneyColumn = (typeof MONEY_COLUMNS)[number];

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

/** One employee's cells read into values, with the problems of the cells that could not be. */
export interface ParsedRow {
  name: string;
  className: string;
  /** The Age column's age. */
  age?: number;
  birth?: DateParts;
  state?: UsState;
  money: Partial<Record<MoneyColumn, Cents>>;
  problems: RowProblem[];
}

/** The most a money column accepts, in cents: a monthly salary's is the yearly most over the months, cut to the cent. */
export function columnMaxCents(column: MoneyColumn, limits: CensusLimits): Cents {
  if (column === 'wages') return dollarsToCents(limits.yearlyPayMax);
  if (column === 'hourlyRate') return dollarsToCents(limits.hourlyRateMax);
  if (column === 'monthlySalary') return Math.floor(dollarsToCents(limits.yearlyPayMax) / limits.planYearMonths);
  return dollarsToCents(limits.premiumMax);
}

/** Whether `column` holds money. */
export const isMoneyColumn = (column: CensusColumn): column is MoneyColumn => (MONEY_COLUMNS as readonly string[]).includes(column);

/** Reads every cell of `row`. */
export function readRow(row: CensusRow, limits: CensusLimits): ParsedRow {
  const cell = (column: CensusColumn) => row[CENSUS_COLUMNS.indexOf(column)] ?? '';
  const problems: RowProblem[] = [];
  const parsed: ParsedRow = { name: cell('name').trim(), className: cell('class').trim(), money: {}, problems };
  const age = parseAge(cell('age'));
  if ('age' in age) parsed.age = age.age;
  else if ('problem' in age) problems.push({ column: 'age', problem: age.problem });
  const birth = parseBirthDate(cell('birthDate'));
  if ('date' in birth) parsed.birth = birth.date;
  else if ('problem' in birth) problems.push({ column: 'birthDate', problem: birth.problem });
  if (cell('state').trim() !== '') {
    const state = parseState(cell('state'));
    if (state) parsed.state = state;
    else problems.push({ column: 'state', problem: 'notState' });
  }
  for (const column of MONEY_COLUMNS) {
    const money = parseMoney(cell(column), columnMaxCents(column, limits));
    if ('cents' in money) parsed.money[column] = money.cents;
    else if ('problem' in money) problems.push({ column, problem: money.problem });
  }
  return parsed;
}

/** A plan year's figures: the affordability percentage and the one-person poverty guideline of each region, in dollars. */
export interface YearFigures {
  percent: number;
  povertyLine: Record<PovertyRegion, number>;
}

/** The rules the planner applies besides a year's figures (numbers.yaml). */
export interface PlannerRules {
  ageCurve: { bands: readonly AgeBand[]; ownCurveStates: readonly UsState[]; noAgeRatingStates: readonly UsState[] };
  /** Hours a month the rate-of-pay safe harbor counts for an hourly employee. */
  rateOfPayHours: number;
  /** The oldest members' allowance over the youngest's, at most. */
  maxAgeFactor: number;
  /** The oldest age accepted on the first day of the plan year, typed or from a date of birth. */
  ageMax: number;
}

/** What the employer chooses: the plan year, the safe harbor, which premium, whether premiums are at 21, and an allowance to check. */
export interface PlannerChoice {
  planYear: number;
  harbor: SafeHarbor;
  basis: PremiumBasis;
  /** The premium columns hold premiums at age 21, to scale by the age curve. */
  at21: boolean;
  allowance: Cents;
}

/** One employee's answer under the employer's choice. */
export interface RowAnswer {
  /** Age on the first day of the plan year: from the date of birth, else the Age column. */
  age?: number;
  /** The premium the test uses, scaled to the age when the premiums are at 21. */
  premium?: Cents;
  /** The most the employee may pay a month under each safe harbor the row has the income measure of. */
  caps: Partial<Record<SafeHarbor, Cents>>;
  /** The row's own problems, then what the chosen safe harbor and premium lack. */
  problems: RowProblem[];
  /** The allowance's verdict under the chosen safe harbor, when the row has what it needs. */
  verdict?: Verdict;
}

/** Whether `row` names a problem already for `column` (a cell that could not be read). */
const hasProblem = (row: ParsedRow, column: CensusColumn) => row.problems.some((p) => p.column === column);

/** The row's income measures: each safe harbor's cap it has, and what the chosen one lacks. */
function capsOf(row: ParsedRow, figures: YearFigures, rules: PlannerRules, harbor: SafeHarbor, lacks: RowProblem[]): RowAnswer['caps'] {
  const caps: RowAnswer['caps'] = {};
  const { hourlyRate: hourly, monthlySalary, wages } = row.money;
  if (row.state) caps.povertyLine = povertyLineCap(figures.povertyLine[povertyRegion(row.state)], figures.percent);
  else if (harbor === 'povertyLine' && !hasProblem(row, 'state')) lacks.push({ column: 'state', problem: 'empty' });
  if ((hourly === undefined) !== (monthlySalary === undefined)) {
    caps.rateOfPay = rateOfPayCap(hourly !== undefined ? { hourly } : { monthlySalary: monthlySalary! }, rules.rateOfPayHours, figures.percent);
  } else if (harbor === 'rateOfPay' && !hasProblem(row, 'hourlyRate') && !hasProblem(row, 'monthlySalary')) {
    lacks.push({ column: 'hourlyRate', problem: hourly === undefined ? 'noRate' : 'bothRates' });
  }
  if (wages !== undefined) caps.w2 = w2Cap(wages, figures.percent);
  else if (harbor === 'w2' && !hasProblem(row, 'wages')) lacks.push({ column: 'wages', problem: 'empty' });
  return caps;
}

/** The premium the test uses for `row`, or undefined with what it lacks added to `lacks`. */
function premiumOf(row: ParsedRow, age: number | undefined, rules: PlannerRules, choice: PlannerChoice, lacks: RowProblem[]): Cents | undefined {
  const column = PREMIUM_COLUMN[choice.basis];
  const given = row.money[column];
  if (given === undefined) {
    if (!hasProblem(row, column)) lacks.push({ column, problem: 'empty' });
    return undefined;
  }
  if (!choice.at21) return given;
  const { state } = row;
  if (!state) {
    if (!hasProblem(row, 'state')) lacks.push({ column: 'state', problem: 'empty' });
    return undefined;
  }
  // The default curve does not hold where a state rates by age its own way or not at all.
  if (rules.ageCurve.ownCurveStates.includes(state) || rules.ageCurve.noAgeRatingStates.includes(state)) {
    lacks.push({ column, problem: 'ownCurve', state });
    return undefined;
  }
  return age === undefined ? undefined : premiumAtAge(given, age, rules.ageCurve.bands);
}

/** `row`'s answer under `figures`, `rules` and `choice`. */
export function answerRow(row: ParsedRow, figures: YearFigures, rules: PlannerRules, choice: PlannerChoice): RowAnswer {
  const lacks: RowProblem[] = [];
  const given = row.birth ? ageOnPlanStart(row.birth, choice.planYear) : row.age;
  // A date of birth after the plan year starts gives an age under 0, as a typed age may be too old.
  const inRange = given !== undefined && given >= 0 && given <= rules.ageMax;
  if (given !== undefined && !inRange) lacks.push({ column: row.birth ? 'birthDate' : 'age', problem: 'ageRange' });
  else if (given === undefined && !hasProblem(row, 'age') && !hasProblem(row, 'birthDate')) lacks.push({ column: 'age', problem: 'empty' });
  const age = inRange ? given : undefined;
  const caps = capsOf(row, figures, rules, choice.harbor, lacks);
  const premium = premiumOf(row, age, rules, choice, lacks);
  const cap = caps[choice.harbor];
  const answer: RowAnswer = { caps, problems: [...row.problems, ...lacks] };
  if (age !== undefined) answer.age = age;
  if (premium !== undefined) answer.premium = premium;
  if (answer.age !== undefined && premium !== undefined && cap !== undefined) answer.verdict = verdict(premium, choice.allowance, cap);
  return answer;
}

/** A class's answer: its members answered, its allowances and how many the typed allowance makes affordable. */
export interface ClassAnswer extends ClassAllowances {
  /** The class as the census names it; empty for rows that name none. */
  name: string;
  members: number;
  affordable: number;
}

/** Every class's answer and the plan's totals, under the chosen safe harbor. */
export interface PlannerSummary {
  rows: number;
  /** Rows answered: with an age, the premium and the chosen safe harbor's income measure. */
  included: number;
  classes: ClassAnswer[];
  /** Employees the typed allowance makes affordable. */
  affordable: number;
}

/** The classes (in the order the census first names them) and the totals of `answers`, row by row with `rows`. */
export function summarize(rows: readonly ParsedRow[], answers: readonly RowAnswer[], maxAgeFactor: number): PlannerSummary {
  const members = new Map<string, { age: number; need: Cents; affordable: boolean }[]>();
  answers.forEach((answer, i) => {
    if (!answer.verdict) return;
    const name = rows[i]!.className;
    if (!members.has(name)) members.set(name, []);
    members.get(name)!.push({ age: answer.age!, need: answer.verdict.smallest, affordable: answer.verdict.affordable });
  });
  const classes = [...members.entries()].map(([name, list]) => ({
    name,
    members: list.length,
    affordable: list.filter((m) => m.affordable).length,
    ...classAllowances(list, maxAgeFactor),
  }));
  const included = classes.reduce((sum, c) => sum + c.members, 0);
  return { rows: rows.length, included, classes, affordable: classes.reduce((sum, c) => sum + c.affordable, 0) };
}

/** Salusion's fees (prices.ichra and fees.* of numbers.yaml), in whole dollars. */
export interface PlannerFees {
  perParticipant: number;
  platform: number;
  setup: number;
}

/** An amount a month and over the first plan year. */
export interface Cost {
  monthly: Cents;
  firstYear: Cents;
}

/** What the allowances and Salusion's fee cost for the employees answered. */
export interface PlannerCosts {
  /** The typed allowance for every employee answered. */
  typed: Cost;
  /** Each class's smallest single allowance for its members. */
  single: Cost;
  /** Each class's smallest allowance rising with age. */
  rising: Cost;
  /** Salusion's fee for the employees answered; the first year adds the setup fee. */
  fee: Cost;
}

/** The costs of `summary` over a plan year of `months`, with the typed `allowance` and Salusion's `fees`. */
export function plannerCosts(summary: PlannerSummary, allowance: Cents, fees: PlannerFees, months: number): PlannerCosts {
  const cost = (monthly: Cents, once = 0): Cost => ({ monthly, firstYear: monthly * months + once });
  const sum = (of: (c: ClassAnswer) => Cents) => summary.classes.reduce((total, c) => total + of(c), 0);
  const fee = summary.included === 0 ? 0 : dollarsToCents(fees.perParticipant * summary.included + fees.platform);
  return {
    typed: cost(allowance * summary.included),
    single: cost(sum((c) => c.singleTotal)),
    rising: cost(sum((c) => c.risingTotal)),
    fee: cost(fee, summary.included === 0 ? 0 : dollarsToCents(fees.setup)),
  };
}
