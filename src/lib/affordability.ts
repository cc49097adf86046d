// The ICHRA affordability rules the planner applies (each cited under plan.sources in numbers.yaml).
// An employee's required contribution is the monthly premium of the lowest-cost silver plan for
// self-only coverage less the monthly self-only allowance (26 CFR 1.36B-2(c)(5)); the offer is
// affordable when that is at most the year's affordability percentage of an income measure, a
// month's worth. An employer does not know household income, so the safe harbors stand in for it
// (26 CFR 54.4980H-5(e)(2)): the poverty line for one person, the rate of pay (an hourly rate
// times 130 hours, or a monthly salary), or the year's Form W-2 wages.
//
// Money is whole cents and percentages whole hundredths of a percent, so every figure is exact
// integer arithmetic. A cap is cut down to the cent: a contribution, itself whole cents, is at most
// the exact cap exactly when it is at most the cap cut down, so the test loses nothing. The smallest
// allowance is the premium less that cap, which is the exact difference rounded up to the cent.

/** An amount of money in whole cents. */
export type Cents = number;

/** The employer safe harbors that stand in for household income, in the order the planner shows them. */
export const SAFE_HARBORS = ['povertyLine', 'rateOfPay', 'w2'] as const;

/** One safe harbor. */
export type SafeHarbor = (typeof SAFE_HARBORS)[number];

/** `a` over `b` rounded down, for whole numbers with `a` ≥ 0 and `b` > 0, exact where a float division may not be. */
export function floorDiv(a: number, b: number): number {
  return (a - (a % b)) / b;
}

/** `a` over `b` rounded up, for whole numbers with `a` ≥ 0 and `b` > 0. */
export function ceilDiv(a: number, b: number): number {
  return floorDiv(a + b - 1, b);
}

/** A percentage in hundredths of a percent: 9.96 is 996, without a float's neighbour. */
export function hundredths(percent: number): number {
  return Math.round(percent * 100);
}

/** Dollars as cents: 15,650 is 1,565,000. */
export const dollarsToCents = (dollars: number): Cents => Math.round(dollars * 100);

/** `percent` of a yearly amount, a month's worth (one twelfth), cut down to the cent. */
export function monthlyShareOfYearly(yearly: Cents, percent: number): Cents {
  return floorDiv(yearly * hundredths(percent), 100 * 100 * 12);
}

/** `percent` of a monthly amount, cut down to the cent. */
export function shareOfMonthly(monthly: Cents, percent: number): Cents {
  return floorDiv(monthly * hundredths(percent), 100 * 100);
}

/** The poverty-line safe harbor's cap: `percent` of the one-person guideline (whole dollars a year), over 12. */
export function povertyLineCap(guideline: number, percent: number): Cents {
  return monthlyShareOfYearly(dollarsToCents(guideline), percent);
}

/** What the rate-of-pay safe harbor measures: an hourly rate, or a monthly salary. */
export type RateOfPay = { hourly: Cents } | { monthlySalary: Cents };

/** The rate-of-pay safe harbor's cap: `percent` of the hourly rate times `hours`, or of the monthly salary. */
export function rateOfPayCap(rate: RateOfPay, hours: number, percent: number): Cents {
  return shareOfMonthly('hourly' in rate ? rate.hourly * hours : rate.monthlySalary, percent);
}

/** The W-2 safe harbor's cap: `percent` of the year's W-2 (box 1) wages, over 12. */
export function w2Cap(wages: Cents, percent: number): Cents {
  return monthlyShareOfYearly(wages, percent);
}

/** What an employee pays a month under an allowance: the premium less the allowance, never below nothing. */
export function requiredContribution(premium: Cents, allowance: Cents): Cents {
  return Math.max(0, premium - allowance);
}

/** The smallest monthly allowance that makes the offer affordable under a cap: the premium less the cap, or nothing. */
export function smallestAllowance(premium: Cents, cap: Cents): Cents {
  return Math.max(0, premium - cap);
}

/** Whether an allowance makes the offer affordable, what the employee pays, and the smallest allowance that would. */
export interface Verdict {
  affordable: boolean;
  contribution: Cents;
  smallest: Cents;
}

/** The verdict on `allowance` for a premium and a cap. */
export function verdict(premium: Cents, allowance: Cents, cap: Cents): Verdict {
  const contribution = requiredContribution(premium, allowance);
  return { affordable: contribution <= cap, contribution, smallest: smallestAllowance(premium, cap) };
}

/** One band of an age curve: its factor from `fromAge` up to the next band's age. */
export interface AgeBand {
  fromAge: number;
  factor: number;
}

/** The factor of `age` on `bands` (listed from age 0 up), in thousandths: 1.278 is 1278. */
export function ageFactor(bands: readonly AgeBand[], age: number): number {
  let factor = bands[0]!.factor;
  for (const band of bands) if (band.fromAge <= age) factor = band.factor;
  return Math.round(factor * 1000);
}

/** The age premiums are scaled from: the age the planner asks the premium of. */
export const BASE_AGE = 21;

/** A premium at 21 scaled to `age` along `bands`, to the nearest cent (a half cent up). */
export function premiumAtAge(premiumAt21: Cents, age: number, bands: readonly AgeBand[]): Cents {
  const base = ageFactor(bands, BASE_AGE);
  return floorDiv(2 * premiumAt21 * ageFactor(bands, age) + base, 2 * base);
}

/** A day of the calendar, month 1 to 12. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Age in whole years on January 1 of `planYear`, the first day of the plan year, for someone born on `birth`. */
export function ageOnPlanStart(birth: DateParts, planYear: number): number {
  // Only someone born on January 1 has had that year's birthday by the first day of the year.
  const bornNewYearsDay = birth.month === 1 && birth.day === 1;
  return planYear - birth.year - (bornNewYearsDay ? 0 : 1);
}

/** A member of a class as the class answer needs them: their age and their smallest allowance. */
export interface ClassMember {
  age: number;
  need: Cents;
}

/** The allowances of a class: one for everyone, or one that rises with age. */
export interface ClassAllowances {
  /** The smallest single allowance that makes every member affordable: the largest need. */
  single: Cents;
  /** The smallest allowance at each age of the class, youngest first, rising with age. */
  byAge: { age: number; largestNeed: Cents; allowance: Cents }[];
  /** The single allowance for every member, a month. */
  singleTotal: Cents;
  /** The rising allowances of every member, a month. */
  risingTotal: Cents;
}

/**
 * The smallest allowances that make every member of a class affordable: one for all, and one that
 * rises with age (26 CFR 54.9802-4(c)(3)(iii)(B)): the same for everyone of an age, never lower for
 * an older age, and the oldest members' at most `maxAgeFactor` times the youngest's. The smallest
 * such schedule gives each age the largest need of that age or any younger one, and never less
 * than the single allowance over `maxAgeFactor`, rounded up to the cent.
 */
export function classAllowances(members: readonly ClassMember[], maxAgeFactor: number): ClassAllowances {
  const single = members.reduce((most, m) => Math.max(most, m.need), 0);
  const floor = ceilDiv(single * 1000, Math.round(maxAgeFactor * 1000));
  const largest = new Map<number, Cents>();
  for (const { age, need } of members) largest.set(age, Math.max(largest.get(age) ?? 0, need));
  let runningMax = 0;
  const byAge = [...largest.entries()]
    .sort(([a], [b]) => a - b)
    .map(([age, largestNeed]) => {
      runningMax = Math.max(runningMax, largestNeed);
      return { age, largestNeed, allowance: Math.max(runningMax, floor) };
    });
  const at = new Map(byAge.map((a) => [a.age, a.allowance]));
  return { single, byAge, singleTotal: single * members.length, risingTotal: members.reduce((sum, m) => sum + at.get(m.age)!, 0) };
}
