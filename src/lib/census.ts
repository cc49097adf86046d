// The employee census the affordability planner reads, from a CSV or typed into its table: each
// row's cells read into values or named problems (censusCells.ts), each row answered under a plan
// year's figures and the employer's choices, and the classes and totals. A problem names its row and its
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
import {
  CENSUS_COLUMNS,
  columnMaxCents,
  MONEY_COLUMNS,
  parseAge,
  parseBirthDate,
  parseMoney,
  PREMIUM_COLUMN,
  type CensusColumn,
  type CensusLimits,
  type CensusRow,
  type MoneyColumn,
  type PremiumBasis,
  type RowProblem,
} from './censusCells.ts';
import { parseState, povertyRegion, type PovertyRegion, type UsState } from './usStates.ts';

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
