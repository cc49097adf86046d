import { describe, expect, it } from 'vitest';
import { fillNumbers, formatNumber, numberAt, numberKeys } from '~/lib/format';

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
  it('reads no yearly figure: a page states those for each plan year it speaks of', () => {
    expect(() => numberAt({ planYears: [{ year: 2026, ebhraMax: 2200 }] }, 'planYear.ebhraMax')).toThrow('has no number "planYear.ebhraMax"');
  });
  it('names the missing key', () => {
    expect(() => numberAt(data, 'prices.icra')).toThrow('content/data/numbers.yaml has no number "prices.icra"');
  });
});

describe('numbers written as {key} in data files and page settings', () => {
  const numbers = { prices: { ichra: 14 }, plan: { qsehraMaxEmployees: 50, form720Due: 'July 31' }, claims: { employers: 1100 }, referralQualifyingMonths: 3 };

  it.each([
    ['fewer than {plan.qsehraMaxEmployees} employees', 'fewer than 50 employees'],
    ['${prices.ichra} a month', '$14 a month'],
    ['{claims.employers} employers, Form 720 due {plan.form720Due}', '1,100 employers, Form 720 due July 31'],
    ['within {referralQualifyingMonths} months', 'within 3 months'],
    // Words the code fills in, with names that are no number.
    ['© {year} Salusion; {prices} and {max}', '© {year} Salusion; {prices} and {max}'],
  ])('%s → %s', (text, filled) => {
    expect(fillNumbers(text, numbers)).toBe(filled);
  });

  it('refuses a key into a group of numbers that names no number, as <N> does', () => {
    expect(() => fillNumbers('{plan.qsehraMaxEmploys}', numbers)).toThrow('has no number "plan.qsehraMaxEmploys"');
  });

  it('lists the keys that name numbers, for the content check', () => {
    expect(numberKeys('{plan.a} {year} {prices} {prices.ichra} {referralQualifyingMonths} {planYear.x}', numbers)).toEqual(['plan.a', 'prices.ichra', 'referralQualifyingMonths']);
  });
});
