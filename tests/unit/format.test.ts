import { describe, expect, it } from 'vitest';
import { fillNumbers, formatNumber, numberAt, numberKeys, numberText } from '~/lib/format';

describe('formatNumber', () => {
  it.each([
    [14, 'usd', '$14'],
    [6350, 'usd', '$6,350'],
    [1100, 'count', '1,100'],
    [9.02, 'percent', '9.02%'],
    [2025, 'plain', '2025'],
    [{ minutes: 12, seconds: 8 }, 'duration', '12 min 8 s'],
    ['July 31', 'count', 'July 31'],
  ] as const)('%o as %s → %s', (value, as, text) => {
    expect(formatNumber(value, as)).toBe(text);
  });
});

describe('numberAt', () => {
  const data = { prices: { ichra: 14 }, list: [{ fee: 40 }] };
  it('reads dotted keys', () => {
    expect(numberAt(data, 'prices.ichra')).toBe(14);
    expect(numberAt(data, 'list.0.fee')).toBe(40);
  });
  it.each([
    [{ plan: { exampleAnnualAllowance: 3600, planYearMonths: 12 } }, 300],
    [{ plan: { exampleAnnualAllowance: 4800, planYearMonths: 12 } }, 400],
  ])('derives plan.exampleMonthlyRelease from the annual allowance and the plan year: %o → %d', (numbers, monthly) => {
    expect(numberAt(numbers, 'plan.exampleMonthlyRelease')).toBe(monthly);
  });
  it.each([
    [{ ichra: 42, qsehra: 42, gchra: 15, ebhra: 15 }, 42],
    [{ ichra: 42, qsehra: 42, gchra: 50, ebhra: 15 }, 50],
  ])('derives referralPayouts.highest, what "earn up to" promises, from the four payouts: %o → %d', (referralPayouts, highest) => {
    expect(numberAt({ referralPayouts }, 'referralPayouts.highest')).toBe(highest);
  });
  describe('yearly figures', () => {
    const numbers = {
      planYears: [
        { year: 2025, affordabilityPercent: 9.02, qsehraLimits: { selfOnly: 6350 }, ebhraMax: 2150 },
        { year: 2026, affordabilityPercent: 9.96, qsehraLimits: { selfOnly: 6450 }, ebhraMax: 2200 },
        { year: 2027, ebhraMax: 2250 },
      ],
    };
    it.each([
      [2025, 9.02, 6350],
      [2026, 9.96, 6450],
    ])('planYear.* reads the entry of plan year %d', (year, percent, selfOnly) => {
      expect(numberAt(numbers, 'planYear.affordabilityPercent.year', year)).toBe(year);
      expect(numberAt(numbers, 'planYear.affordabilityPercent', year)).toBe(percent);
      expect(numberAt(numbers, 'planYear.qsehraLimits.selfOnly', year)).toBe(selfOnly);
    });
    it('takes each figure from the latest year that has it, and names that year', () => {
      expect(numberAt(numbers, 'planYear.ebhraMax', 2027)).toBe(2250);
      expect(numberAt(numbers, 'planYear.ebhraMax.year', 2027)).toBe(2027);
      expect(numberAt(numbers, 'planYear.affordabilityPercent', 2027)).toBe(9.96);
      expect(numberAt(numbers, 'planYear.affordabilityPercent.year', 2027)).toBe(2026);
      expect(numberAt(numbers, 'planYear.qsehraLimits.year', 2028)).toBe(2026);
      expect(numberAt(numbers, 'planYear.ebhraMax.year', 2028)).toBe(2027);
    });
    it.each([
      ['planYear.affordabilityPercent.year', 2026, 'plain', '2026'],
      ['planYear.affordabilityPercent.year', 2027, 'plain', '2026 (our figures for 2027 are not in yet)'],
      ['planYear.ebhraMax.year', 2027, 'plain', '2027'],
      ['planYear.qsehraLimits.year', 2028, 'plain', '2026 (our figures for 2028 are not in yet)'],
      ['planYear.affordabilityPercent', 2027, 'percent', '9.96%'],
    ] as const)('%s in %d reads "%s"', (key, year, as, text) => {
      expect(numberText(numbers, key, as, '(our figures for {year} are not in yet)', year)).toBe(text);
    });
    it('refuses a year before every entry, a figure no entry has, and a year of no figure', () => {
      expect(() => numberAt(numbers, 'planYear.ebhraMax', 2024)).toThrow('no planYears entry with ebhraMax for 2024 or before');
      expect(() => numberAt(numbers, 'planYear.affordability', 2026)).toThrow('has no number "planYear.affordability"');
      expect(() => numberAt(numbers, 'planYear.year', 2026)).toThrow('does not say which figure\'s year');
    });
  });
  it('names the missing key', () => {
    expect(() => numberAt(data, 'prices.icra')).toThrow('content/data/numbers.yaml has no number "prices.icra"');
  });
});

describe('numbers written as {key} in data files and page settings', () => {
  const numbers = { prices: { ichra: 14 }, plan: { qsehraMaxEmployees: 50, form720Due: 'July 31' }, claims: { employers: 1100 }, referralQualifyingMonths: 3, planYears: [{ year: 2026, qsehraLimits: { family: 13100 } }] };

  it.each([
    ['fewer than {plan.qsehraMaxEmployees} employees', 'fewer than 50 employees'],
    ['${prices.ichra} a month', '$14 a month'],
    ['{claims.employers} employers, Form 720 due {plan.form720Due}', '1,100 employers, Form 720 due July 31'],
    ['within {referralQualifyingMonths} months', 'within 3 months'],
    ['up to ${planYear.qsehraLimits.family}', 'up to $13,100'],
    // Words the code fills in, with names that are no number.
    ['© {year} Salusion; {prices} and {max}', '© {year} Salusion; {prices} and {max}'],
  ])('%s → %s', (text, filled) => {
    expect(fillNumbers(text, numbers, 2026)).toBe(filled);
  });

  it('refuses a key into a group of numbers that names no number, as <N> does', () => {
    expect(() => fillNumbers('{plan.qsehraMaxEmploys}', numbers, 2026)).toThrow('has no number "plan.qsehraMaxEmploys"');
  });

  it('lists the keys that name numbers, for the content check', () => {
    expect(numberKeys('{plan.a} {year} {prices} {prices.ichra} {referralQualifyingMonths} {planYear.x}', numbers)).toEqual(['plan.a', 'prices.ichra', 'referralQualifyingMonths', 'planYear.x']);
  });
});
