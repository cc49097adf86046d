// The rules of the FTE calculator and the QSEHRA allowance planner, as tables: the part-time cap,
// the twelve months averaged and rounded down at 49.9 and 50, the seasonal-worker exception over
// 3 and over 5 months, one month as an estimate, the whole count carried to the chooser, rows
// pasted from a spreadsheet, the short first plan year, the allowance limits, the budget with
// Salusion's fee and an over-limit allowance counted at the limit.
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import { aleResult, chooserCount, countedHours, hoursFromParam, monthFromParam, monthParam, pastedMonths, shownCount, type MonthCount } from '~/lib/fte';
import { checkAllowance, defaultStartMonth, firstYearMonths, monthlyLimit, planQsehra, plannerYear, proratedLimit, qsehraFee } from '~/lib/qsehraPlanner';
import { parseCount } from '~/lib/wholeNumber';

const { plan, prices, fees } = numbers;
// The rules as the law states them (26 CFR 54.4980H-2), so a test fails if numbers.yaml drifts from them.
const rules = { fteMonthlyHoursCap: 120, fullTimeHoursMonth: 130, aleThreshold: 50, seasonalMonths: 4 };

describe('the FTE rules in numbers.yaml are the ones these tables test', () => {
  it('matches the regulation', () => {
    expect({ fteMonthlyHoursCap: plan.fteMonthlyHoursCap, fullTimeHoursMonth: plan.fullTimeHoursMonth, aleThreshold: plan.aleThreshold, seasonalMonths: plan.seasonalMonths }).toEqual(rules);
    expect([plan.seasonalDays, plan.qsehraMaxEmployees]).toEqual([120, 50]);
  });
});

describe('countedHours caps each part-timer at 120 hours', () => {
  it.each<[number[], number]>([
    [[], 0],
    [[60], 60],
    [[119, 120, 121], 359],
    [[200, 744], 240],
  ])('%o counts %i hours', (hours, counted) => {
    expect(countedHours(hours, rules.fteMonthlyHoursCap)).toBe(counted);
  });
});

/** Twelve months of the same count. */
const year = (month: MonthCount): MonthCount[] => Array.from({ length: 12 }, () => month);
/** Twelve months: `over` of them at `high`, the rest at `low` full-time employees. */
const yearWith = (over: number, high: number, low: number): MonthCount[] => Array.from({ length: 12 }, (_, i) => ({ fullTime: i < over ? high : low, partTime: [] }));

describe('ALE status from the twelve months, averaged and rounded down', () => {
  it.each<[string, MonthCount[], number, number, boolean, number | undefined]>([
    // what, months, average, rounded, ALE, count for the chooser
    ['49.9 each month (49 full-time, 108 part-time hours)', year({ fullTime: 49, partTime: [108] }), 49.9, 49, false, 49],
    ['50 each month (49 full-time, one part-timer at 120)', year({ fullTime: 49, partTime: [120] }), 50, 50, true, 50],
    ['50 each month (49 full-time, one part-timer over the cap at 160)', year({ fullTime: 49, partTime: [160] }), 50, 50, true, 50],
    ['49.99 each month (49 full-time, 119 hours)', year({ fullTime: 49, partTime: [119] }), 49 + 119 / 120, 49, false, 49],
    ['an average of 49.9: eleven months at 50, one at 48.8', [...year({ fullTime: 50, partTime: [] }).slice(1), { fullTime: 48, partTime: [96] }], 49.9, 49, false, 49],
    ['an average of exactly 50: six months at 45, six at 55 (too many months over 50 for the exception)', yearWith(6, 55, 45), 50, 50, true, 50],
    ['50 from part-timers only (100 at 60 hours each month)', year({ fullTime: 0, partTime: Array(100).fill(60) }), 50, 50, true, 50],
    ['0.5 (no full-time, 60 hours)', year({ fullTime: 0, partTime: [60] }), 0.5, 0, false, undefined],
    ['nobody', year({ fullTime: 0, partTime: [] }), 0, 0, false, undefined],
  ])('%s', (_, months, average, rounded, ale, carried) => {
    const result = aleResult(months, false, rules);
    expect(result.average).toBeCloseTo(average, 10);
    expect(result.rounded).toBe(rounded);
    expect(result.estimate).toBe(false);
    expect(result.ale).toBe(ale);
    expect(result.qsehraPossible).toBe(!ale);
    expect(chooserCount(result)).toBe(carried);
  });

  it('counts part-timers whose hours make them full-time, month by month', () => {
    const result = aleResult([{ fullTime: 10, partTime: [129, 130, 200] }, ...year({ fullTime: 10, partTime: [] }).slice(1)], false, rules);
    expect(result.months.map((m) => m.fullTimeAmongPartTime)).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('the seasonal-worker exception: over 50 in four months or fewer, the excess seasonal', () => {
  // Three months at 140 and nine at 20: an average of 50, over 50 in three months.
  const threeMonths = yearWith(3, 140, 20);
  // Five months at 92 and seven at 20: an average of 50, over 50 in five months.
  const fiveMonths = yearWith(5, 92, 20);
  // Four months at 110 and eight at 20: an average of 50, over 50 in four months, as many as 120 days.
  const fourMonths = yearWith(4, 110, 20);

  it.each<[string, MonthCount[], boolean, number[], boolean, boolean, boolean]>([
    // what, months, seasonal answer, months over 50, the question decides, exception, ALE
    ['3 months over 50, the excess seasonal', threeMonths, true, [0, 1, 2], true, true, false],
    ['3 months over 50, not seasonal', threeMonths, false, [0, 1, 2], true, false, true],
    ['4 months over 50 (120 days), seasonal', fourMonths, true, [0, 1, 2, 3], true, true, false],
    ['5 months over 50, seasonal: too many months', fiveMonths, true, [0, 1, 2, 3, 4], false, false, true],
    ['5 months over 50, not seasonal', fiveMonths, false, [0, 1, 2, 3, 4], false, false, true],
    ['exactly 50 every month: no excess to be seasonal', yearWith(0, 50, 50), true, [], false, false, true],
    ['below 50 on average: the question does not arise', yearWith(2, 80, 40), true, [0, 1], false, false, false],
  ])('%s', (_, months, seasonal, over, question, exception, ale) => {
    const result = aleResult(months, seasonal, rules);
    expect(result.monthsOver).toEqual(over);
    expect([result.seasonalQuestion, result.seasonalException, result.ale, result.qsehraPossible]).toEqual([question, exception, ale, !ale]);
  });

  it('carries no count to the chooser when the exception decides, since the count alone would say ALE', () => {
    expect(chooserCount(aleResult(threeMonths, true, rules))).toBeUndefined();
    expect(chooserCount(aleResult(threeMonths, false, rules))).toBe(50);
  });
});

describe('one month is an estimate', () => {
  it.each<[MonthCount, number, boolean]>([
    [{ fullTime: 49, partTime: [108] }, 49.9, false],
    [{ fullTime: 49, partTime: [120] }, 50, true],
    [{ fullTime: 51, partTime: [] }, 51, true],
  ])('%o: %f, ALE on this month alone %s, never the seasonal question', (month, total, ale) => {
    const result = aleResult([month], true, rules);
    expect(result.estimate).toBe(true);
    expect(result.average).toBeCloseTo(total, 10);
    expect(result.ale).toBe(ale);
    expect(result.seasonalQuestion).toBe(false);
  });
});

describe('rows pasted from a spreadsheet', () => {
  it.each<[string, string, ReturnType<typeof pastedMonths>]>([
    ['tab-separated rows', '45\t80\t60\n46\t90', [{ fullTime: '45', hours: '80, 60' }, { fullTime: '46', hours: '90' }]],
    ['comma-separated rows with Windows line ends', '45, 80, 60\r\n46,90\r\n', [{ fullTime: '45', hours: '80, 60' }, { fullTime: '46', hours: '90' }]],
    ['a heading row and month names', 'Month\tFull-time\tHours\nJanuary\t45\t80\nFebruary\t46\t\t90', [{ fullTime: '45', hours: '80' }, { fullTime: '46', hours: '90' }]],
    ['a month without part-timers', '45\n46\t10', [{ fullTime: '45', hours: '' }, { fullTime: '46', hours: '10' }]],
    ['one row with tabs', '45\t80', [{ fullTime: '45', hours: '80' }]],
    ['what the visitor typed wrongly, kept for its message', '4x\t80\n46\t-1', [{ fullTime: '4x', hours: '80' }, { fullTime: '46', hours: '-1' }]],
    ['one line without tabs: typed as it is', '80, 60, 100', undefined],
    ['a single number', '45', undefined],
  ])('%s', (_, text, months) => {
    expect(pastedMonths(text)).toEqual(months);
  });

  it('a month survives its link parameter, which holds only digits', () => {
    expect(monthParam({ fullTime: 45, partTime: [80, 60] })).toBe('45_80_60');
    expect(monthFromParam('45_80_60')).toEqual({ fullTime: '45', hours: '80, 60' });
    expect(monthFromParam('45')).toEqual({ fullTime: '45', hours: '' });
    for (const bad of ['', '45_', 'abc', '45_<b>', '4 5']) expect(monthFromParam(bad)).toBeUndefined();
  });

  it.each([
    ['80,60', '80, 60'],
    ['80', '80'],
    ['', ''],
    // Anything else stays as the link wrote it, for the field to refuse with its message.
    ['80, 60', '80, 60'],
    ['80,,60', '80,,60'],
    ['abc', 'abc'],
    ['\u202Eelpmaxe', '\u202Eelpmaxe'],
  ])('one month\'s hours from the link %j read %j in the field', (param, text) => {
    expect(hoursFromParam(param)).toBe(text);
  });
});

describe('shownCount cuts to two decimals and never rounds up', () => {
  it.each([
    [49.999, 49.99],
    [49 + 119 / 120, 49.99],
    [50, 50],
    [0.29, 0.29],
    [2.5, 2.5],
  ])('%f shows as %f', (value, shown) => {
    expect(shownCount(value)).toBe(shown);
  });
});

describe('parseCount with allowZero', () => {
  it.each([
    ['0', { value: 0 }],
    ['', { problem: 'empty' }],
    ['-1', { problem: 'negative' }],
    ['2.5', { problem: 'decimal' }],
    ['abc', { problem: 'notNumber' }],
    ['101', { problem: 'tooLarge' }],
  ])('%j gives %o', (text, result) => {
    expect(parseCount(text, 100, { allowZero: true })).toEqual(result);
  });

  it.each(['-0', '-0.0', ' -0 ', '+0'])('reads %j as zero, never as negative zero (written "-0")', (text) => {
    const result = parseCount(text, 100, { allowZero: true });
    expect(result).toEqual({ value: 0 });
    expect(Object.is((result as { value: number }).value, 0)).toBe(true);
  });
});

describe('the short first plan year', () => {
  it.each([
    // start month, months, self-only limit prorated (2026: $6,450), family ($13,100)
    [1, 12, 6450, 13100],
    [6, 7, 3762.5, 7641.66],
    [7, 6, 3225, 6550],
    [12, 1, 537.5, 1091.66],
  ])('a plan starting in month %i has %i months; limits %f and %f', (start, months, selfOnly, family) => {
    expect(firstYearMonths(start, 12)).toBe(months);
    expect(proratedLimit(6450, months, 12)).toBe(selfOnly);
    expect(proratedLimit(13100, months, 12)).toBe(family);
  });
});

describe('the limits a plan is checked against', () => {
  const limits2025 = { selfOnly: 6350, family: 12800 };
  const limits2026 = { selfOnly: 6450, family: 13100 };
  const planYears = [
    { year: 2025, qsehraLimits: limits2025, sources: { qsehraLimits: 'Q-25' } },
    { year: 2026, qsehraLimits: limits2026, sources: { qsehraLimits: 'Q-26' } },
    { year: 2027, sources: {} },
  ];
  it.each([
    // start year, the year whose limits apply, those limits, their source
    [2025, 2025, limits2025, 'Q-25'],
    [2026, 2026, limits2026, 'Q-26'],
    [2027, 2026, limits2026, 'Q-26'],
  ])('a plan starting in %i is checked against the limits for %i', (year, limitsYear, limits, source) => {
    expect(plannerYear(planYears, year)).toEqual({ year, limitsYear, limits, source });
  });

  it('refuses a year before any limits', () => {
    expect(() => plannerYear(planYears, 2024)).toThrow(/no planYears entry/);
  });

  it('refuses limits without their source', () => {
    expect(() => plannerYear([{ year: 2026, qsehraLimits: limits2026, sources: {} }], 2026)).toThrow(/no source for qsehraLimits/);
  });
});

describe('the most a monthly allowance may be', () => {
  it.each([
    // yearly limit, months in a year, monthly limit (cut to the cent, never rounded up)
    [6450, 12, 537.5],
    [13100, 12, 1091.66],
    [6000, 12, 500],
    [100, 3, 33.33],
  ])('a yearly limit of %f over %i months: %f a month', (limit, months, monthly) => {
    expect(monthlyLimit(limit, months)).toBe(monthly);
  });

  it('is the largest whole allowance within the limit, and a dollar more is over', () => {
    const limit = 13100;
    const most = Math.floor(monthlyLimit(limit, 12));
    expect(checkAllowance(most, limit, 12, 12).withinLimit).toBe(true);
    expect(checkAllowance(most + 1, limit, 12, 12).withinLimit).toBe(false);
  });
});

describe('checkAllowance', () => {
  it.each([
    // monthly, yearly limit, months, within
    [537, 6450, 12, true],
    [538, 6450, 12, false],
    [537, 6450, 1, true],
    [538, 6450, 1, false],
    [1091, 13100, 7, true],
    [1092, 13100, 7, false],
    [500, 6000, 6, true],
  ])('$%i a month against $%i a year over %i months: within %s', (monthly, limit, months, within) => {
    const check = checkAllowance(monthly, limit, months, 12);
    expect(check.withinLimit).toBe(within);
    expect(check.firstYear).toBe(monthly * months);
    expect(check.withinLimit).toBe(check.firstYear <= check.firstYearLimit);
  });
});

describe('the budget and Salusion\'s fee', () => {
  const salusion = { perParticipant: prices.qsehra, platformFee: fees.platform, setupFee: fees.setup };

  it.each([
    // participants, months, fees, first year, fee for a year after it
    [10, 12, { perParticipant: 14, platformFee: 0, setupFee: 0 }, 1680],
    [10, 6, { perParticipant: 14, platformFee: 0, setupFee: 0 }, 840],
    [3, 4, { perParticipant: 20, platformFee: 40, setupFee: 150 }, 550],
  ])('%i participants over %i months at %o cost %i', (participants, months, f, cost) => {
    expect(qsehraFee(participants, months, f, true)).toBe(cost);
  });

  it('adds allowances and fees for a July start', () => {
    const budget = planQsehra({ allowance: { selfOnly: 400, family: 900 }, participants: { selfOnly: 8, family: 2 }, startMonth: 7 }, { selfOnly: 6450, family: 13100 }, salusion, 12);
    expect(budget.months).toBe(6);
    expect(budget.participants).toBe(10);
    expect(budget.allowances).toEqual({ firstYear: (400 * 8 + 900 * 2) * 6, fullYear: (400 * 8 + 900 * 2) * 12 });
    expect(budget.fee).toEqual({ firstYear: 10 * prices.qsehra * 6 + fees.platform * 6 + fees.setup, fullYear: (10 * prices.qsehra + fees.platform) * 12 });
    expect(budget.checks.selfOnly.withinLimit).toBe(true);
    expect(budget.checks.family.withinLimit).toBe(true);
    expect(budget.capped).toEqual([]);
  });

  it.each([
    // start month, family allowance, family participants, family's first-year and full-year allowances in the budget, capped
    [1, 1200, 2, 2 * 13100, 2 * 13100, ['family']],
    [7, 1200, 2, 2 * 6550, 2 * 13100, ['family']],
    [6, 1200, 3, 22924.98, 3 * 13100, ['family']],
    [1, 1091, 2, 2 * 1091 * 12, 2 * 1091 * 12, []],
    [1, 1200, 0, 0, 0, []],
  ])('counts an allowance over the limit at the limit: a start in month %i, $%i a month for %i family participants', (startMonth, family, familyCount, firstYear, fullYear, capped) => {
    const budget = planQsehra({ allowance: { selfOnly: 0, family }, participants: { selfOnly: 0, family: familyCount }, startMonth }, { selfOnly: 6450, family: 13100 }, salusion, 12);
    expect(budget.allowances).toEqual({ firstYear, fullYear });
    expect(budget.capped).toEqual(capped);
  });

  it('starts with January of the next plan year, the next one that has not begun', () => {
    expect(defaultStartMonth(2026)).toBe('2027-01');
  });
});
