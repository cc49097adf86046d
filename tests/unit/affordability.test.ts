// The ICHRA affordability rules as tables: the worked examples of the 2026 plan year over an explicit
// fixture of its figures, each safe harbor's cap for every plan year and region numbers.yaml lists
// (computed here from those figures, so a corrected figure keeps them green), each rounding edge (a
// cap cut down to the cent, the allowance the exact difference rounded up, a contribution one cent
// either side of the cap), the age curve at 21, 40 and 64, the age on the first day of the plan year,
// and a class's single and age-rising allowances within the 3-to-1 limit.
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import {
  ageFactor,
  ageOnPlanStart,
  ceilDiv,
  classAllowances,
  floorDiv,
  povertyLineCap,
  premiumAtAge,
  rateOfPayCap,
  requiredContribution,
  smallestAllowance,
  verdict,
  w2Cap,
  type AgeBand,
} from '~/lib/affordability';
import { povertyRegion, US_STATES, type PovertyRegion } from '~/lib/usStates';

/** The 2026 plan year as the IRS and HHS set it: Rev. Proc. 2025-25, and HHS's 2025 guidelines (90 FR 5917). */
const Y2026 = { percent: 9.96, povertyLine: { contiguous: 15650, alaska: 19550, hawaii: 17990 } };
const HOURS = 130;

describe('the worked examples of the 2026 plan year (9.96%)', () => {
  it.each<[string, number, number]>([
    // what, monthly cap in cents, smallest allowance for a $500 premium in cents
    ['poverty line, 48 states and DC: 9.96% of $15,650 is $1,558.74, $129.895 a month', povertyLineCap(Y2026.povertyLine.contiguous, Y2026.percent), 12989],
    ['poverty line, Alaska: 9.96% of $19,550 is $1,947.18, $162.265 a month', povertyLineCap(Y2026.povertyLine.alaska, Y2026.percent), 16226],
    ['poverty line, Hawaii: 9.96% of $17,990 is $1,791.804, $149.317 a month', povertyLineCap(Y2026.povertyLine.hawaii, Y2026.percent), 14931],
    ['rate of pay, $20 an hour: $2,600 a month, 9.96% of it', rateOfPayCap({ hourly: 2000 }, HOURS, Y2026.percent), 25896],
    ['rate of pay, $4,000 a month salary', rateOfPayCap({ monthlySalary: 400000 }, HOURS, Y2026.percent), 39840],
    ['W-2 wages, $40,000: $3,984 a year, $332 a month', w2Cap(4000000, Y2026.percent), 33200],
  ])('%s', (_, cap, expectedCap) => {
    expect(cap).toBe(expectedCap);
  });

  it.each<[string, number, number]>([
    ['poverty line, 48 states and DC', 12989, 37011],
    ['poverty line, Alaska', 16226, 33774],
    ['rate of pay, $20 an hour', 25896, 24104],
    ['W-2 wages, $40,000', 33200, 16800],
  ])('a $500 premium needs at least the premium less the cap: %s', (_, cap, allowance) => {
    expect(smallestAllowance(50000, cap)).toBe(allowance);
    expect(verdict(50000, allowance, cap).affordable).toBe(true);
    expect(verdict(50000, allowance - 1, cap).affordable).toBe(false);
  });
});

/** The largest whole cents `c` with 12 × 10,000 × c ≤ income × percent, in hundredths: the cap cut down, by its definition. */
function isCapOf(cap: number, yearlyCents: number, percent: number) {
  const share = BigInt(yearlyCents) * BigInt(Math.round(percent * 100));
  return BigInt(cap) * 120000n <= share && share < BigInt(cap + 1) * 120000n;
}

const yearsWithFigures = numbers.planYears.filter((y) => y.affordabilityPercent !== undefined && y.povertyLine !== undefined);

describe('the poverty-line cap of every plan year and region in numbers.yaml', () => {
  it('lists the current plan year and the next with both figures', () => {
    expect(yearsWithFigures.length).toBeGreaterThanOrEqual(2);
  });

  it.each(yearsWithFigures.flatMap((y) => (['contiguous', 'alaska', 'hawaii'] as PovertyRegion[]).map((region) => [y.year, region] as const)))('%i, %s: the year’s percentage of the guideline, over 12, cut down to the cent', (year, region) => {
    const entry = yearsWithFigures.find((y) => y.year === year)!;
    const guideline = entry.povertyLine![region];
    const cap = povertyLineCap(guideline, entry.affordabilityPercent!);
    expect(isCapOf(cap, guideline * 100, entry.affordabilityPercent!)).toBe(true);
  });

  it('takes Alaska’s and Hawaii’s guidelines for employees there, the 48 states’ for the rest and DC', () => {
    expect(US_STATES.filter((s) => povertyRegion(s) !== 'contiguous')).toEqual(['AK', 'HI']);
    expect(povertyRegion('DC')).toBe('contiguous');
  });
});

describe('rounding', () => {
  it.each<[string, number, number, number]>([
    // what, income a year in cents, percent, cap
    ['a cap of whole cents stays as it is ($40,000 at 9.96%: $332.00)', 4000000, 9.96, 33200],
    ['a cap a half cent over a cent is cut down ($129.895 is $129.89)', 1565000, 9.96, 12989],
    ['a cap a hair under the next cent is cut down ($12,047.99 at 9.96%, $99.9983 a month, is $99.99)', 1204799, 9.96, 9999],
    ['a percentage with a float’s neighbour is read exactly (10.22% of $12,000 is $102.20)', 1200000, 10.22, 10220],
  ])('%s', (_, yearly, percent, cap) => {
    expect(w2Cap(yearly, percent)).toBe(cap);
    expect(isCapOf(cap, yearly, percent)).toBe(true);
  });

  it.each<[string, number, number, number, boolean]>([
    // what, premium, allowance, cap, affordable
    ['a contribution equal to the cap cut down is affordable', 50000, 37011, 12989, true],
    ['a cent more is not: $129.90 is over the exact $129.895', 50000, 37010, 12989, false],
    ['an allowance as large as the premium leaves nothing to pay', 50000, 50000, 0, true],
    ['an allowance larger than the premium leaves nothing to pay either', 30000, 50000, 0, true],
    ['a premium under the cap is affordable with no allowance', 12000, 0, 12989, true],
  ])('%s', (_, premium, allowance, cap, affordable) => {
    expect(verdict(premium, allowance, cap).affordable).toBe(affordable);
    expect(requiredContribution(premium, allowance)).toBe(Math.max(0, premium - allowance));
  });

  it('the smallest allowance is the exact difference rounded up to the cent, never below nothing', () => {
    // $500 less the exact $129.895 is $370.105: $370.11.
    expect(smallestAllowance(50000, povertyLineCap(15650, 9.96))).toBe(37011);
    expect(smallestAllowance(12000, 12989)).toBe(0);
  });

  it.each<[number, number, number, number]>([
    [7, 2, 3, 4],
    [6, 2, 3, 3],
    [0, 5, 0, 0],
    [1, 3, 0, 1],
  ])('%i over %i is %i rounded down and %i rounded up', (a, b, down, up) => {
    expect(floorDiv(a, b)).toBe(down);
    expect(ceilDiv(a, b)).toBe(up);
  });
});

describe('the federal default age curve of numbers.yaml', () => {
  const { bands } = numbers.ageCurve;
  const factorFrom = (age: number) => Math.round(bands.filter((b) => b.fromAge <= age).at(-1)!.factor * 1000);

  it.each([
    // The ages the planner's answers turn on: the base, the middle, the top band.
    [21, 'the age premiums are scaled from'],
    [40, 'the middle of the curve'],
    [64, 'the top band, which runs on'],
  ])('at %i (%s) it is the band’s factor, and a premium at 21 scales by it', (age) => {
    expect(ageFactor(bands, age)).toBe(factorFrom(age));
    const at21 = 41234;
    expect(premiumAtAge(at21, age, bands)).toBe(Math.round((at21 * factorFrom(age)) / factorFrom(21)));
  });

  it('runs from age 0 to 64 and on, 3 to 1 from 21 to 64 as the law allows adults', () => {
    expect(bands[0]!.fromAge).toBe(0);
    expect(ageFactor(bands, 90)).toBe(ageFactor(bands, 64));
    expect(ageFactor(bands, 64) / ageFactor(bands, 21)).toBe(numbers.plan.maxAgeFactor);
  });
});

describe('ageFactor and premiumAtAge on a fixture curve', () => {
  const bands: AgeBand[] = [
    { fromAge: 0, factor: 0.765 },
    { fromAge: 21, factor: 1 },
    { fromAge: 30, factor: 1.001 },
    { fromAge: 40, factor: 1.278 },
    { fromAge: 64, factor: 3 },
  ];

  it.each<[number, number]>([
    [0, 765],
    [20, 765],
    [21, 1000],
    [29, 1000],
    [39, 1001],
    [40, 1278],
    [63, 1278],
    [64, 3000],
    [120, 3000],
  ])('age %i has the factor %i thousandths', (age, factor) => {
    expect(ageFactor(bands, age)).toBe(factor);
  });

  it.each<[string, number, number, number]>([
    ['$300.00 at 40 is $383.40', 30000, 40, 38340],
    ['$333.33 at 40 is $425.995…, $426.00', 33333, 40, 42600],
    ['$5.00 at 30 is $5.005: a half cent goes up, $5.01', 500, 30, 501],
    ['$5.00 at 64 is $15.00', 500, 64, 1500],
    ['$5.00 at 10 is $3.825: $3.83', 500, 10, 383],
  ])('%s', (_, at21, age, premium) => {
    expect(premiumAtAge(at21, age, bands)).toBe(premium);
  });
});

describe('the age on the first day of the plan year', () => {
  it.each<[string, number, number]>([
    // born, plan year, age on its January 1
    ['1986-01-01', 2026, 40],
    ['1986-01-02', 2026, 39],
    ['1985-12-31', 2026, 40],
    ['1986-01-02', 2027, 40],
    ['2026-06-01', 2026, -1],
  ])('born %s: %i in plan year %i', (born, year, age) => {
    const [y, m, d] = born.split('-').map(Number) as [number, number, number];
    expect(ageOnPlanStart({ year: y, month: m, day: d }, year)).toBe(age);
  });
});

describe('a class’s allowances, single and rising with age', () => {
  it.each<[string, { age: number; need: number }[], number, [number, number][], number]>([
    // what, members, single, allowance by age, rising total
    [
      'each age gets the largest need of its age or younger',
      [
        { age: 25, need: 10000 },
        { age: 40, need: 5000 },
        { age: 40, need: 8000 },
        { age: 64, need: 27000 },
      ],
      27000,
      [
        [25, 10000],
        [40, 10000],
        [64, 27000],
      ],
      57000,
    ],
    [
      'the youngest get at least a third of the oldest’s, rounded up to the cent',
      [
        { age: 22, need: 0 },
        { age: 64, need: 30001 },
      ],
      30001,
      [
        [22, 10001],
        [64, 30001],
      ],
      40002,
    ],
    ['one age only: the single allowance', [{ age: 30, need: 12345 }, { age: 30, need: 100 }], 12345, [[30, 12345]], 24690],
    ['nobody needs an allowance', [{ age: 30, need: 0 }], 0, [[30, 0]], 0],
  ])('%s', (_, members, single, byAge, risingTotal) => {
    const result = classAllowances(members, 3);
    expect(result.single).toBe(single);
    expect(result.byAge.map((a) => [a.age, a.allowance])).toEqual(byAge);
    expect(result.singleTotal).toBe(single * members.length);
    expect(result.risingTotal).toBe(risingTotal);
    // Within the law's limits: never lower for an older age, the oldest at most 3 times the youngest.
    const allowances = result.byAge.map((a) => a.allowance);
    expect(allowances).toEqual([...allowances].sort((a, b) => a - b));
    expect(allowances.at(-1)!).toBeLessThanOrEqual(3 * allowances[0]!);
  });
});
