// Full-time equivalent employees and what they decide: whether an employer is an applicable large
// employer (ALE) and so whether it may offer a QSEHRA. The IRS decides ALE status for a calendar year
// from the twelve months of the year before: each month's full-time employees plus its full-time
// equivalents (each part-time employee's hours counted up to a cap, the total divided by that cap),
// summed over the twelve months, divided by twelve and rounded down. An employer at or above the
// threshold on that average is still not an ALE when it was over the threshold only in a few
// months (120 days, which four calendar months may stand for) and the employees above it then were
// seasonal workers. One month alone gives an estimate, never a determination. Counts are kept in
// hours, whole numbers, so no rounding of a fraction decides a verdict: 49.9 stays below 50.
import { parseCount, type CountProblem } from './wholeNumber.ts';

/** plan.* of numbers.yaml that the count needs. */
export interface FteRules {
  /** The most monthly hours counted for one part-time employee, and the divisor. */
  fteMonthlyHoursCap: number;
  /** Monthly hours that make an employee full-time. */
  fullTimeHoursMonth: number;
  /** Full-time and equivalent employees that make an ALE, on the yearly average. */
  aleThreshold: number;
  /** The most months over the threshold that the seasonal-worker exception allows. */
  seasonalMonths: number;
}

/** Part-time employees who each work the same monthly hours: 15 people at 80 hours. */
export interface PartTimeGroup {
  people: number;
  /** Each person's monthly hours. */
  hours: number;
}

/** One month as the visitor gives it: full-time employees, each part-time employee's hours, and groups of part-timers with the same hours. */
export interface MonthCount {
  fullTime: number;
  partTime: readonly number[];
  /** None when absent. A group counts exactly as its people listed one by one. */
  groups?: readonly PartTimeGroup[];
}

/** One month's count. */
export interface MonthResult {
  fullTime: number;
  /** Part-time hours after each person's cap, summed. */
  countedHours: number;
  /** countedHours divided by the cap, fractions kept. */
  equivalents: number;
  /** Full-time employees plus equivalents. */
  total: number;
  /** The total is over the threshold (more than 50, not 50 itself). */
  over: boolean;
  /** People given as part-time whose hours make them full-time. */
  fullTimeAmongPartTime: number;
}

/** The months' count and its verdicts. */
export interface AleResult {
  months: MonthResult[];
  /** The monthly totals summed and divided by the number of months, fractions kept. */
  average: number;
  /** The average rounded down to a whole number, as the IRS rounds it. */
  rounded: number;
  /** Which months (from 0) are over the threshold. */
  monthsOver: number[];
  /** Fewer months than a year: an estimate only. */
  estimate: boolean;
  /** The rounded average is at or above the threshold. */
  atThreshold: boolean;
  /** At the threshold, but over it in only a few months of a whole year: the seasonal question decides. */
  seasonalQuestion: boolean;
  /** The seasonal-worker exception takes the employer out of ALE status. */
  seasonalException: boolean;
  ale: boolean;
  /** A QSEHRA is open only to an employer that is not an ALE (and offers no group health plan). */
  qsehraPossible: boolean;
}

/** The months of a year the IRS averages. */
export const MONTHS_IN_YEAR = 12;

/**
 * Part-time hours after the cap: each person's hours count up to it, a group's people each on
 * their own (26 CFR 54.4980H-2(c)(2)), so 15 people at 150 hours count 15 × 120, never 15 × 150
 * nor the group's 2,250 hours capped once.
 */
export function countedHours(hours: readonly number[], cap: number, groups: readonly PartTimeGroup[] = []): number {
  const listed = hours.reduce((sum, h) => sum + Math.min(h, cap), 0);
  return groups.reduce((sum, group) => sum + group.people * Math.min(group.hours, cap), listed);
}

/** One month's total in hours: each full-time employee counts as the cap, each part-timer up to it. */
const monthHours = (month: MonthCount, cap: number) => month.fullTime * cap + countedHours(month.partTime, cap, month.groups);

/** One month's count for `month`. */
export function monthResult(month: MonthCount, rules: FteRules): MonthResult {
  const cap = rules.fteMonthlyHoursCap;
  const counted = countedHours(month.partTime, cap, month.groups);
  const fullTimeInGroups = (month.groups ?? []).reduce((sum, group) => sum + (group.hours >= rules.fullTimeHoursMonth ? group.people : 0), 0);
  return {
    fullTime: month.fullTime,
    countedHours: counted,
    equivalents: counted / cap,
    total: monthHours(month, cap) / cap,
    over: monthHours(month, cap) > rules.aleThreshold * cap,
    fullTimeAmongPartTime: month.partTime.filter((h) => h >= rules.fullTimeHoursMonth).length + fullTimeInGroups,
  };
}

/**
 * ALE status from `months` (twelve for a determination, one for an estimate), with `seasonal` the
 * visitor's answer to whether the employees above the threshold in the months over it were
 * seasonal workers. The exception needs at least one month over the threshold: an employer at
 * exactly the threshold all year has no excess to be seasonal.
 */
export function aleResult(months: readonly MonthCount[], seasonal: boolean, rules: FteRules): AleResult {
  const cap = rules.fteMonthlyHoursCap;
  const sum = months.reduce((total, month) => total + monthHours(month, cap), 0);
  const results = months.map((month) => monthResult(month, rules));
  const monthsOver = results.flatMap((month, i) => (month.over ? [i] : []));
  const estimate = months.length < MONTHS_IN_YEAR;
  // Whole hours divided by whole hours: the division rounds down exactly.
  const rounded = Math.floor(sum / (cap * months.length));
  const atThreshold = rounded >= rules.aleThreshold;
  const seasonalQuestion = atThreshold && !estimate && monthsOver.length > 0 && monthsOver.length <= rules.seasonalMonths;
  const seasonalException = seasonalQuestion && seasonal;
  const ale = atThreshold && !seasonalException;
  return { months: results, average: sum / (cap * months.length), rounded, monthsOver, estimate, atThreshold, seasonalQuestion, seasonalException, ale, qsehraPossible: !ale };
}

/** A count shown with at most two decimals, cut rather than rounded, so 49.999 never reads 50. */
export function shownCount(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100;
}

/**
 * The whole number of full-time equivalents the HRA chooser takes: the rounded-down average.
 * Undefined when that is below 1, which the chooser refuses, and when the seasonal-worker exception
 * makes an employer at the threshold no ALE, which a count alone would not tell the chooser.
 */
export function chooserCount(result: AleResult): number | undefined {
  return result.rounded >= 1 && !result.seasonalException ? result.rounded : undefined;
}

/** A refused number among the part-time hours: its place (from 1), what was typed and why. */
export interface HoursProblem {
  number: number;
  typed: string;
  problem: CountProblem;
}

/**
 * Reads each part-time employee's monthly hours, separated by commas, semicolons or spaces;
 * nothing typed means no part-time employees. Each is a whole number from 1 to `max`.
 */
export function parseHours(text: string, max: number): { hours: number[] } | { problems: HoursProblem[] } {
  const typed = text.split(/[\s,;]+/).filter((entry) => entry !== '');
  const results = typed.map((entry) => parseCount(entry, max));
  const problems = results.flatMap((result, i) => ('problem' in result ? [{ number: i + 1, typed: typed[i]!, problem: result.problem }] : []));
  if (problems.length > 0) return { problems };
  return { hours: results.map((result) => ('value' in result ? result.value : 0)) };
}

/** One month's row as pasted from a spreadsheet: the full-time count's text and the hours' text. */
export interface PastedMonth {
  fullTime: string;
  hours: string;
}

/** A cell a spreadsheet row may start with that is not a count: a month's name or a heading, which start with a letter. */
const LABEL = /^\p{L}/u;

/**
 * The months in text pasted from a spreadsheet: one row per line, cells separated by tabs (or, in
 * a line without tabs, by commas or semicolons); in each row the full-time employees, then each
 * part-time employee's hours. A first cell that starts with a letter (the month's name) is left
 * out, and a row that still starts with one (a heading) or is empty is skipped; any other cell is
 * kept as typed, for the field to accept or refuse with its message. Undefined for text that is
 * not rows: a single line without a tab is typed into the field as it is.
 */
export function pastedMonths(text: string): PastedMonth[] | undefined {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.filter((line) => line.trim() !== '').length < 2 && !text.includes('\t')) return undefined;
  return lines.flatMap((line) => {
    const cells = (line.includes('\t') ? line.split('\t') : line.split(/[,;]/)).map((cell) => cell.trim()).filter((cell) => cell !== '');
    const counts = cells[0] !== undefined && LABEL.test(cells[0]) ? cells.slice(1) : cells;
    if (counts.length === 0 || LABEL.test(counts[0]!)) return [];
    return [{ fullTime: counts[0]!, hours: counts.slice(1).join(', ') }];
  });
}

/** The chooser's parameters for a whole count of full-time equivalents: no group plan, that many employees. */
export function chooserHref(chooser: string, count: number): string {
  const [path, hash] = chooser.split('#');
  const query = new URLSearchParams({ 'hra-group-plan': 'no', 'hra-employees': String(count) });
  return `${path}?${query}${hash === undefined ? '' : `#${hash}`}`;
}

/** A month in a link: its full-time count, then each part-timer's hours, joined by "_" (which a URL keeps as it is). */
export function monthParam(month: MonthCount): string {
  return [month.fullTime, ...month.partTime].join('_');
}

/**
 * The text of the one-month hours field from a link's fte-hours: its numbers as the field shows
 * them ("80, 60" for "80,60"), or the link's text as it is, for the field to refuse.
 */
export function hoursFromParam(param: string): string {
  return /^\d+(,\d+)*$/.test(param) ? param.split(',').join(', ') : param;
}

/** A group's two fields as typed: how many people, and each one's monthly hours. */
export interface GroupText {
  people: string;
  hours: string;
}

/** Why a group's fields are refused: each field's problem, or null where it is fine. */
export interface GroupProblems {
  people: CountProblem | null;
  hours: CountProblem | null;
}

/**
 * Reads a group's two fields: both empty is no group (the starting row, or one the visitor
 * cleared); otherwise the people are a whole number from 0 (a group of none counts nothing) to
 * `peopleMax`, and the hours, as for one person, from 1 to `hoursMax`.
 */
export function parseGroup(text: GroupText, peopleMax: number, hoursMax: number): { group: PartTimeGroup | null } | { problems: GroupProblems } {
  if (text.people.trim() === '' && text.hours.trim() === '') return { group: null };
  const people = parseCount(text.people, peopleMax, { allowZero: true });
  const hours = parseCount(text.hours, hoursMax);
  if ('value' in people && 'value' in hours) return { group: { people: people.value, hours: hours.value } };
  return { problems: { people: 'problem' in people ? people.problem : null, hours: 'problem' in hours ? hours.problem : null } };
}

/** Groups in a link: each as its people, "x" and its hours, joined by "_" (15x80_3x100), all of which a URL keeps as they are. */
export function groupsParam(groups: readonly PartTimeGroup[]): string {
  return groups.map((group) => `${group.people}x${group.hours}`).join('_');
}

/** The text of the group fields from a link's fte-groups; undefined for one that is not groups written as groupsParam writes them. */
export function groupsFromParam(param: string): GroupText[] | undefined {
  if (!/^\d+x\d+(_\d+x\d+)*$/.test(param)) return undefined;
  return param.split('_').map((group) => {
    const [people, hours] = group.split('x');
    return { people: people!, hours: hours! };
  });
}

/** The text of a month's two fields from its link parameter; undefined for one that is not counts joined by "_". */
export function monthFromParam(param: string): PastedMonth | undefined {
  if (!/^\d+(_\d+)*$/.test(param)) return undefined;
  const [fullTime, ...hours] = param.split('_');
  return { fullTime: fullTime!, hours: hours.join(', ') };
}
