// The census the affordability planner reads, as tables: each kind of cell read or refused with the
// problem it names (money, ages 0 to 120, dates of birth, states), a row answered under each safe
// harbor and premium, what a row lacks for the chosen safe harbor named by its column, the premium at
// 21 scaled by the curve except where a state rates by age its own way, and the classes and totals
// with Salusion's fee. The figures are a fixture of the 2026 plan year's, so the tables hold whatever
// numbers.yaml says; the rules are the site's own (numbers.yaml's age curve, hours and limits).
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import { ageFactor, povertyLineCap, premiumAtAge } from '~/lib/affordability';
import { answerRow, plannerCosts, readRow, summarize, type PlannerChoice, type PlannerRules, type YearFigures } from '~/lib/census';
import { CENSUS_COLUMNS, parseAge, parseBirthDate, parseMoney, type CensusColumn, type CensusLimits } from '~/lib/censusCells';

const limits: CensusLimits = { premiumMax: 10000, yearlyPayMax: 10000000, hourlyRateMax: 1000, planYearMonths: 12 };
const figures: YearFigures = { percent: 9.96, povertyLine: { contiguous: 15650, alaska: 19550, hawaii: 17990 } };
const { ageCurve, plan } = numbers;
const rules: PlannerRules = { ageCurve, rateOfPayHours: 130, maxAgeFactor: 3, ageMax: 120 };
const choice: PlannerChoice = { planYear: 2026, harbor: 'povertyLine', basis: 'home', at21: false, allowance: 40000 };

/** A census row with the cells `cells` names, the others empty. */
const row = (cells: Partial<Record<CensusColumn, string>>) => CENSUS_COLUMNS.map((c) => cells[c] ?? '');

describe('parseMoney', () => {
  it.each<[string, object, { allowZero?: boolean }?]>([
    ['$1,234.56', { cents: 123456 }],
    ['512.4', { cents: 51240 }],
    [' 4000 ', { cents: 400000 }],
    ['.5', { cents: 50 }],
    ['$ 7', { cents: 700 }],
    ['', { empty: true }],
    ['   ', { empty: true }],
    ['abc', { problem: 'notNumber' }],
    ['1.2.3', { problem: 'notNumber' }],
    ['1e5', { problem: 'notNumber' }],
    ['-5', { problem: 'negative' }],
    ['-$5', { problem: 'negative' }],
    ['0', { problem: 'zero' }],
    ['0', { cents: 0 }, { allowZero: true }],
    ['1.234', { problem: 'decimals' }],
    ['10000', { cents: 1000000 }],
    ['10000.01', { problem: 'tooLarge' }],
    ['9'.repeat(400), { problem: 'tooLarge' }],
  ])('%j reads as %j', (text, result, options) => {
    expect(parseMoney(text, 1000000, options)).toEqual(result);
  });
});

describe('parseAge reads whole years', () => {
  it.each<[string, object]>([
    ['0', { age: 0 }],
    ['45', { age: 45 }],
    ['121', { age: 121 }],
    ['-1', { problem: 'ageRange' }],
    ['45.5', { problem: 'notWhole' }],
    ['forty', { problem: 'notNumber' }],
    ['', { empty: true }],
  ])('%j reads as %j', (text, result) => {
    expect(parseAge(text)).toEqual(result);
  });
});

describe('parseBirthDate reads 1980-05-31 and 5/31/1980', () => {
  it.each<[string, object]>([
    ['1980-05-31', { date: { year: 1980, month: 5, day: 31 } }],
    ['5/31/1980', { date: { year: 1980, month: 5, day: 31 } }],
    ['2000-02-29', { date: { year: 2000, month: 2, day: 29 } }],
    ['1999-02-29', { problem: 'notDate' }],
    ['31/5/1980', { problem: 'notDate' }],
    ['May 31, 1980', { problem: 'notDate' }],
    ['', { empty: true }],
  ])('%j reads as %j', (text, result) => {
    expect(parseBirthDate(text)).toEqual(result);
  });
});

describe('readRow names each cell it cannot read by its column, and reads the rest', () => {
  it('reads a full row', () => {
    const parsed = readRow(row({ name: ' Ada ', class: 'Full-time', age: '40', state: 'tx', premium: '$500', wages: '40,000', hourlyRate: '20' }), limits);
    expect(parsed).toEqual({ name: 'Ada', className: 'Full-time', age: 40, state: 'TX', money: { premium: 50000, wages: 4000000, hourlyRate: 2000 }, problems: [] });
  });

  it('names every refused cell, in the columns’ order', () => {
    const parsed = readRow(row({ age: '4O', birthDate: '2/30/1980', state: 'Texas', premium: 'n/a', wages: '-1', hourlyRate: '1001', monthlySalary: '833333.34' }), limits);
    expect(parsed.problems).toEqual([
      { column: 'age', problem: 'notNumber' },
      { column: 'birthDate', problem: 'notDate' },
      { column: 'state', problem: 'notState' },
      { column: 'premium', problem: 'notNumber' },
      { column: 'wages', problem: 'negative' },
      { column: 'hourlyRate', problem: 'tooLarge' },
      // The most a month is the yearly most over 12: $833,333.33.
      { column: 'monthlySalary', problem: 'tooLarge' },
    ]);
  });
});

describe('answerRow', () => {
  const answer = (cells: Partial<Record<CensusColumn, string>>, change: Partial<PlannerChoice> = {}) => answerRow(readRow(row(cells), limits), figures, rules, { ...choice, ...change });

  it('gives each safe harbor’s cap the row has, and the verdict under the chosen one', () => {
    const result = answer({ age: '40', state: 'AK', premium: '500', wages: '40000', hourlyRate: '20' });
    expect(result.caps).toEqual({ povertyLine: 16226, rateOfPay: 25896, w2: 33200 });
    expect(result).toMatchObject({ age: 40, premium: 50000, problems: [], verdict: { affordable: true, contribution: 10000, smallest: 33774 } });
    expect(answer({ age: '40', state: 'AK', premium: '500', wages: '40000' }, { harbor: 'w2', allowance: 16799 }).verdict).toEqual({ affordable: false, contribution: 33201, smallest: 16800 });
  });

  it.each<[string, Partial<Record<CensusColumn, string>>, Partial<PlannerChoice>, object[]]>([
    ['the poverty line without a state', { age: '40', premium: '500' }, {}, [{ column: 'state', problem: 'empty' }]],
    ['the rate of pay with neither rate', { age: '40', premium: '500' }, { harbor: 'rateOfPay' }, [{ column: 'hourlyRate', problem: 'noRate' }]],
    ['the rate of pay with both', { age: '40', premium: '500', hourlyRate: '20', monthlySalary: '4000' }, { harbor: 'rateOfPay' }, [{ column: 'hourlyRate', problem: 'bothRates' }]],
    ['W-2 wages without any', { age: '40', premium: '500' }, { harbor: 'w2' }, [{ column: 'wages', problem: 'empty' }]],
    ['the work-site premium without one', { age: '40', state: 'TX', premium: '500' }, { basis: 'workSite' }, [{ column: 'workSitePremium', problem: 'empty' }]],
    ['no age at all', { state: 'TX', premium: '500' }, {}, [{ column: 'age', problem: 'empty' }]],
    ['a premium at 21 in a state with a curve of its own', { age: '40', state: 'NY', premium: '300' }, { at21: true }, [{ column: 'premium', problem: 'ownCurve', state: 'NY' }]],
    ['a premium at 21 with no state to tell', { age: '40', premium: '300', wages: '40000' }, { at21: true, harbor: 'w2' }, [{ column: 'state', problem: 'empty' }]],
    ['a date of birth after the plan year starts', { birthDate: '2026-06-01', state: 'TX', premium: '500' }, {}, [{ column: 'birthDate', problem: 'ageRange' }]],
    ['an age over the most accepted', { age: '121', state: 'TX', premium: '500' }, {}, [{ column: 'age', problem: 'ageRange' }]],
  ])('names what it lacks for %s, and gives no verdict', (_, cells, change, problems) => {
    const result = answer(cells, change);
    expect(result.problems).toEqual(problems);
    expect(result.verdict).toBeUndefined();
  });

  it('accepts the oldest age accepted, and takes the date of birth before the age', () => {
    expect(answer({ age: '120', state: 'TX', premium: '500' }).age).toBe(120);
    expect(answer({ age: '30', birthDate: '1966-07-04', state: 'TX', premium: '500' }).age).toBe(59);
  });

  it('names a refused cell once, not again as missing', () => {
    expect(answer({ age: '40', state: 'XX', premium: '500' }).problems).toEqual([{ column: 'state', problem: 'notState' }]);
  });

  it('scales a premium at 21 by the curve, at the age on the first day of the plan year', () => {
    const result = answer({ birthDate: '1986-01-02', state: 'TX', premium: '300' }, { at21: true });
    expect(result.age).toBe(39);
    expect(result.premium).toBe(premiumAtAge(30000, 39, ageCurve.bands));
    expect(answer({ birthDate: '1986-01-02', state: 'TX', premium: '300' }, { at21: true, planYear: 2027 }).premium).toBe(Math.round((30000 * ageFactor(ageCurve.bands, 40)) / 1000));
  });

  it.each(['AL', 'DC', 'MA', 'MN', 'MS', 'OR', 'UT', 'NY', 'VT'])('does not scale a premium at 21 in %s', (state) => {
    expect(answer({ age: '40', state, premium: '300' }, { at21: true }).problems).toEqual([{ column: 'premium', problem: 'ownCurve', state }]);
  });

  it('takes the premium of the basis chosen', () => {
    const cells = { age: '40', state: 'TX', premium: '500', workSitePremium: '450', lookBackPremium: '420' };
    expect([answer(cells).premium, answer(cells, { basis: 'workSite' }).premium, answer(cells, { basis: 'lookBack' }).premium]).toEqual([50000, 45000, 42000]);
  });
});

describe('summarize and plannerCosts', () => {
  const census = [
    row({ class: 'Hourly', age: '22', state: 'TX', premium: '300' }),
    row({ class: 'Hourly', age: '64', state: 'TX', premium: '900' }),
    row({ class: 'Salaried', age: '40', state: 'HI', premium: '500' }),
    row({ class: 'Hourly', age: '30', premium: '400' }),
    row({ age: '50', state: 'TX', premium: '600' }),
  ].map((r) => readRow(r, limits));
  const answers = census.map((r) => answerRow(r, figures, rules, choice));
  const summary = summarize(census, answers, 3);
  const cap = povertyLineCap(figures.povertyLine.contiguous, figures.percent);

  it('answers each class in the order the census names them, leaving out the row without a state', () => {
    expect(summary.rows).toBe(5);
    expect(summary.included).toBe(4);
    expect(summary.classes.map((c) => [c.name, c.members])).toEqual([
      ['Hourly', 2],
      ['Salaried', 1],
      ['', 1],
    ]);
    const hourly = summary.classes[0]!;
    expect(hourly.single).toBe(90000 - cap);
    // The youngest at 22 needs less than a third of the oldest's, so gets a third, rounded up.
    expect(hourly.byAge.map((a) => a.allowance)).toEqual([Math.ceil((90000 - cap) / 3), 90000 - cap]);
    expect(summary.affordable).toBe(answers.filter((a) => a.verdict?.affordable).length);
  });

  it('costs the allowances a month and for the first plan year, with Salusion’s fee for the employees answered', () => {
    const fees = { perParticipant: 14, platform: 0, setup: 0 };
    const costs = plannerCosts(summary, 40000, fees, plan.planYearMonths);
    expect(costs.typed).toEqual({ monthly: 4 * 40000, firstYear: 4 * 40000 * plan.planYearMonths });
    expect(costs.single.monthly).toBe(summary.classes.reduce((sum, c) => sum + c.single * c.members, 0));
    expect(costs.rising.monthly).toBeLessThan(costs.single.monthly);
    expect(costs.fee).toEqual({ monthly: 4 * 1400, firstYear: 4 * 1400 * plan.planYearMonths });
    expect(plannerCosts(summary, 0, { perParticipant: 14, platform: 40, setup: 150 }, 12).fee).toEqual({ monthly: 4 * 1400 + 4000, firstYear: (4 * 1400 + 4000) * 12 + 15000 });
  });

  it('costs nothing when nobody is answered', () => {
    const empty = summarize([], [], 3);
    expect(plannerCosts(empty, 40000, { perParticipant: 14, platform: 40, setup: 150 }, 12)).toEqual({
      typed: { monthly: 0, firstYear: 0 },
      single: { monthly: 0, firstYear: 0 },
      rising: { monthly: 0, firstYear: 0 },
      fee: { monthly: 0, firstYear: 0 },
    });
  });
});
