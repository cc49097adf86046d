// The rules of the FTE calculator and the QSEHRA allowance planner, as tables: the part-time cap,
// the ALE and QSEHRA thresholds at 49.9, 50 and 50.1, the whole count carried to the chooser, the
// short first plan year, the allowance limits and the budget with Salusion's fee.
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import { chooserCount, countedHours, fteResult, shownCount, type PartTimeHours } from '~/lib/fte';
import { checkAllowance, firstYearMonths, planQsehra, proratedLimit, qsehraFee } from '~/lib/qsehraPlanner';
import { parseCount } from '~/lib/wholeNumber';

const { plan, prices, fees } = numbers;
// The rules as the spec states them, so a test fails if numbers.yaml drifts from them.
const rules = { fteMonthlyHoursCap: 120, fullTimeHoursMonth: 130, aleThreshold: 50, qsehraMaxEmployees: 50 };

describe('the FTE rules in numbers.yaml are the ones these tables test', () => {
  it('matches the spec', () => {
    expect({ fteMonthlyHoursCap: plan.fteMonthlyHoursCap, fullTimeHoursMonth: plan.fullTimeHoursMonth, aleThreshold: plan.aleThreshold, qsehraMaxEmployees: plan.qsehraMaxEmployees }).toEqual(rules);
  });
});

describe('countedHours caps each part-timer at 120 hours', () => {
  it.each<[PartTimeHours, number]>([
    [{ each: [] }, 0],
    [{ each: [60] }, 60],
    [{ each: [119, 120, 121] }, 359],
    [{ each: [200, 744] }, 240],
    [{ total: 0 }, 0],
    [{ total: 1000 }, 1000],
  ])('%o counts %i hours', (hours, counted) => {
    expect(countedHours(hours, rules.fteMonthlyHoursCap)).toBe(counted);
  });
});

describe('fteResult at the thresholds', () => {
  it.each<[string, number, PartTimeHours, number, boolean, boolean, number | undefined]>([
    // what, full-time, part-time hours, total, ALE, QSEHRA possible, count for the chooser
    ['49.9 (49 full-time, 108 hours)', 49, { total: 108 }, 49.9, false, true, 49],
    ['50 (49 full-time, one part-timer at 120)', 49, { each: [120] }, 50, true, false, 50],
    ['50 (49 full-time, one part-timer over the cap)', 49, { each: [160] }, 50, true, false, 50],
    ['50.1 (50 full-time, 12 hours)', 50, { total: 12 }, 50.1, true, false, 50],
    ['49.99 (49 full-time, 119 hours)', 49, { each: [119] }, 49 + 119 / 120, false, true, 49],
    ['50 from part-timers only (100 at 60 hours)', 0, { each: Array(100).fill(60) }, 50, true, false, 50],
    ['0.5 (no full-time, 60 hours)', 0, { each: [60] }, 0.5, false, true, undefined],
    ['nobody', 0, { each: [] }, 0, false, true, undefined],
  ])('%s', (_, fullTime, hours, total, ale, qsehraPossible, carried) => {
    const result = fteResult(fullTime, hours, rules);
    expect(result.total).toBeCloseTo(total, 10);
    expect(result.ale).toBe(ale);
    expect(result.qsehraPossible).toBe(qsehraPossible);
    expect(chooserCount(result)).toBe(carried);
  });

  it('counts part-timers whose hours make them full-time', () => {
    expect(fteResult(10, { each: [129, 130, 200] }, rules).fullTimeAmongPartTime).toBe(2);
    expect(fteResult(10, { total: 500 }, rules).fullTimeAmongPartTime).toBe(0);
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
  });
});
