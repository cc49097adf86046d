import { describe, expect, it } from 'vitest';
import { formatNumber, numberAt } from '~/lib/format';

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
  it('names the missing key', () => {
    expect(() => numberAt(data, 'prices.icra')).toThrow('content/data/numbers.yaml has no number "prices.icra"');
  });
});
