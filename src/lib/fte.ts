// Full-time equivalent employees and what they decide: whether an employer is an applicable large
// employer (ALE) and whether it may offer a QSEHRA. The rules come from plan in numbers.yaml: each
// part-time employee's monthly hours count up to a cap, and the capped total divided by that cap
// gives the equivalents. Fractions are kept, so 49.9 stays below a threshold of 50; the IRS rounds
// only the yearly average of the monthly counts, and it rounds down, which never lifts a count over
// the threshold either.
import { parseCount, type CountProblem } from './wholeNumber.ts';

/** plan.* of numbers.yaml that the count needs. */
export interface FteRules {
  /** The most monthly hours counted for one part-time employee, and the divisor. */
  fteMonthlyHoursCap: number;
  /** Monthly hours that make an employee full-time. */
  fullTimeHoursMonth: number;
  /** Full-time and equivalent employees that make an ALE. */
  aleThreshold: number;
  /** A QSEHRA needs fewer full-time equivalent employees than this. */
  qsehraMaxEmployees: number;
}

/** Part-time hours as the visitor gives them: each person's monthly hours, or their total. */
export type PartTimeHours = { each: readonly number[] } | { total: number };

/** The count and its verdicts. */
export interface FteResult {
  fullTime: number;
  /** Part-time hours after each person's cap, summed. */
  countedHours: number;
  /** countedHours divided by the cap, fractions kept. */
  equivalents: number;
  /** Full-time employees plus equivalents. */
  total: number;
  ale: boolean;
  qsehraPossible: boolean;
  /** People given as part-time whose hours make them full-time. */
  fullTimeAmongPartTime: number;
}

/** Part-time hours after the cap: each person's hours count up to it; a total is taken as given. */
export function countedHours(hours: PartTimeHours, cap: number): number {
  if ('total' in hours) return hours.total;
  return hours.each.reduce((sum, h) => sum + Math.min(h, cap), 0);
}

/** Full-time equivalents and the verdicts for `fullTime` employees and the part-timers' hours. */
export function fteResult(fullTime: number, hours: PartTimeHours, rules: FteRules): FteResult {
  const counted = countedHours(hours, rules.fteMonthlyHoursCap);
  // Compared in hours, whole numbers, so no rounding of the fraction decides a verdict.
  const totalHours = fullTime * rules.fteMonthlyHoursCap + counted;
  const atLeast = (threshold: number) => totalHours >= threshold * rules.fteMonthlyHoursCap;
  return {
    fullTime,
    countedHours: counted,
    equivalents: counted / rules.fteMonthlyHoursCap,
    total: totalHours / rules.fteMonthlyHoursCap,
    ale: atLeast(rules.aleThreshold),
    qsehraPossible: !atLeast(rules.qsehraMaxEmployees),
    fullTimeAmongPartTime: 'each' in hours ? hours.each.filter((h) => h >= rules.fullTimeHoursMonth).length : 0,
  };
}

/** A count shown with at most two decimals, cut rather than rounded, so 49.999 never reads 50. */
export function shownCount(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100;
}

/**
 * The whole number of full-time equivalents the HRA chooser takes: the IRS rounds a count down to
 * a whole number, so 49.9 is 49. Undefined when that is below 1, which the chooser refuses.
 */
export function chooserCount(result: FteResult): number | undefined {
  const whole = Math.floor(result.total + 1e-9);
  return whole >= 1 ? whole : undefined;
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

/** The chooser's parameters for a whole count of full-time equivalents: no group plan, that many employees. */
export function chooserHref(chooser: string, count: number): string {
  const [path, hash] = chooser.split('#');
  const query = new URLSearchParams({ 'hra-group-plan': 'no', 'hra-employees': String(count) });
  return `${path}?${query}${hash === undefined ? '' : `#${hash}`}`;
}
