// The QSEHRA allowance planner's rules: each monthly allowance against the yearly limit the IRS
// sets for the plan year it starts in, prorated for a short first plan year (a plan that starts
// after January ends its first year on December 31), and the employer's budget with Salusion's fee.
// An allowance over the limit is one the plan may not pay, so the budget counts it at the limit.
// Money is in whole dollars except the prorated and monthly limits, which are cut to the cent.
import { figureEntry, type YearEntry } from './planYear.ts';
import { figureSource } from './yearlyFigure.ts';

/** The QSEHRA limits of one plan year (planYears.*.qsehraLimits of numbers.yaml). */
export interface QsehraLimits {
  selfOnly: number;
  family: number;
}

/** A plan year of numbers.yaml's planYears, with its QSEHRA limits once they are in, and their source. */
export type LimitsEntry = YearEntry & { qsehraLimits?: QsehraLimits | undefined; sources: { qsehraLimits?: string | undefined } };

/** A year a plan may start in, with the limits it is checked against, the year they are for and their source. */
export interface PlannerYear {
  year: number;
  /** `year`, or the latest earlier year with limits while `year`'s are not in yet. */
  limitsYear: number;
  limits: QsehraLimits;
  /** The document the limits come from. Example: Rev. Proc. 2025-32 */
  source: string;
}

/** The limits a plan starting in `year` is checked against: that year's, or while they are not in, the latest earlier year's. */
export function plannerYear(planYears: readonly LimitsEntry[], year: number): PlannerYear {
  const entry = figureEntry(planYears, year, 'qsehraLimits');
  return { year, limitsYear: entry.year, limits: entry.qsehraLimits, source: figureSource(entry, 'qsehraLimits') };
}

/** The most a monthly allowance may be under a yearly limit: the limit over the months of a year, down to the cent ($6,450 → $537.50). */
export function monthlyLimit(limit: number, planYearMonths: number): number {
  return proratedLimit(limit, 1, planYearMonths);
}

/** The two kinds of participant, each with its own allowance and limit. */
export const COVERAGES = ['selfOnly', 'family'] as const;

/** Self-only or family coverage. */
export type Coverage = (typeof COVERAGES)[number];

/** What the visitor plans: each kind's monthly allowance and head count, and the first month. */
export interface QsehraPlan {
  allowance: Record<Coverage, number>;
  participants: Record<Coverage, number>;
  /** The plan's first month, 1 for January to 12 for December. */
  startMonth: number;
}

/** Salusion's fees (prices.qsehra and fees.* of numbers.yaml). */
export interface QsehraFees {
  perParticipant: number;
  platformFee: number;
  setupFee: number;
}

/** One kind's allowance checked against its limit for the first plan year. */
export interface AllowanceCheck {
  /** The monthly allowance times the months of the first plan year. */
  firstYear: number;
  /** The yearly limit prorated to those months. */
  firstYearLimit: number;
  /** The most a monthly allowance may be: the yearly limit over twelve months, down to the cent. */
  monthlyLimit: number;
  withinLimit: boolean;
}

/** The planner's result. */
export interface QsehraBudget {
  /** Months in the first plan year: from the start month to December. */
  months: number;
  checks: Record<Coverage, AllowanceCheck>;
  participants: number;
  /**
   * Allowances if every participant uses all of theirs, for the first plan year and a full one;
   * an allowance over the limit counts at the limit.
   */
  allowances: { firstYear: number; fullYear: number };
  /** The kinds of coverage whose allowance is over the limit and counts at it, with participants. */
  capped: Coverage[];
  /** Salusion's fee for the first plan year (setup included) and for a full year. */
  fee: { firstYear: number; fullYear: number };
}

/** Months from `startMonth` to December, both included: 12 for January, 1 for December. */
export function firstYearMonths(startMonth: number, planYearMonths: number): number {
  return planYearMonths - startMonth + 1;
}

/** `limit` prorated to `months` of a `planYearMonths` year, down to the cent. */
export function proratedLimit(limit: number, months: number, planYearMonths: number): number {
  return Math.floor((limit * months * 100) / planYearMonths) / 100;
}

/** Checks a monthly allowance against a yearly limit over a first plan year of `months`. */
export function checkAllowance(monthly: number, limit: number, months: number, planYearMonths: number): AllowanceCheck {
  return {
    firstYear: monthly * months,
    firstYearLimit: proratedLimit(limit, months, planYearMonths),
    monthlyLimit: monthlyLimit(limit, planYearMonths),
    // In whole dollars, so no rounding decides: monthly × months ≤ limit × months / 12.
    withinLimit: monthly * planYearMonths <= limit,
  };
}

/** Salusion's fee for `participants` over `months`, with the setup fee when it is the first year. */
export function qsehraFee(participants: number, months: number, fees: QsehraFees, firstYear: boolean): number {
  return (participants * fees.perParticipant + fees.platformFee) * months + (firstYear ? fees.setupFee : 0);
}

/** Cents summed as whole cents, so a capped limit of $7,641.66 times 3 is $22,924.98 and not a float's neighbour. */
const dollars = (cents: number) => Math.round(cents) / 100;

/** The checks and the budget for a plan, with the limits of the year it starts in. */
export function planQsehra(plan: QsehraPlan, limits: QsehraLimits, fees: QsehraFees, planYearMonths: number): QsehraBudget {
  const months = firstYearMonths(plan.startMonth, planYearMonths);
  const checks = {
    selfOnly: checkAllowance(plan.allowance.selfOnly, limits.selfOnly, months, planYearMonths),
    family: checkAllowance(plan.allowance.family, limits.family, months, planYearMonths),
  };
  // Each kind's allowance for a year, at most its limit, times its participants.
  const total = (year: (c: Coverage) => number) => dollars(COVERAGES.reduce((sum, c) => sum + Math.round(year(c) * 100) * plan.participants[c], 0));
  const participants = plan.participants.selfOnly + plan.participants.family;
  return {
    months,
    checks,
    participants,
    allowances: {
      firstYear: total((c) => Math.min(checks[c].firstYear, checks[c].firstYearLimit)),
      fullYear: total((c) => Math.min(plan.allowance[c] * planYearMonths, limits[c])),
    },
    capped: COVERAGES.filter((c) => !checks[c].withinLimit && plan.participants[c] > 0),
    fee: { firstYear: qsehraFee(participants, months, fees, true), fullYear: qsehraFee(participants, planYearMonths, fees, false) },
  };
}

/** The start a planner shows first: January of the plan year after the build's, the next one that has not begun. */
export function defaultStartMonth(currentYear: number): string {
  return `${currentYear + 1}-01`;
}
