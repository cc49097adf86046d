// The FTE calculator and the QSEHRA planner read without JavaScript and for crawlers: each built
// page carries the tool's default result, computed from content/data/numbers.yaml, and its "how we
// calculated this" line; the planner names the source of its limits and each allowance's monthly most. Run `npm run build` first.
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import { formatMoney, formatNumber } from '~/lib/format';
import { aleResult, MONTHS_IN_YEAR, shownCount } from '~/lib/fte';
import { currentPlanYear, figureEntry } from '~/lib/planYear';
import { COVERAGES, defaultStartMonth, monthlyLimit, planQsehra, plannerYear } from '~/lib/qsehraPlanner';
import { YEARLY_FIGURES } from '~/schemas/numbers';
import { fill } from '~/lib/template';
import { builtPage, textOf } from '../support/builtSite';
import { ui } from '../support/words';

const { prices, fees, plan, planYears, tools } = numbers;
/** The QSEHRA limits' key among the yearly figures. */
const [, QSEHRA_LIMITS] = YEARLY_FIGURES;

describe('the FTE calculator', () => {
  const month = { fullTime: tools.fteFullTime, partTime: tools.ftePartTimeHours };
  const result = aleResult(Array(MONTHS_IN_YEAR).fill(month), false, plan);

  it.each(['/product/ichra/large-business'])('%s carries twelve months, the default average, its verdicts and the method', (path) => {
    const tool = builtPage(path).querySelector('section.tool.fte-calculator');
    expect(textOf(tool?.querySelector('.fte-total'))).toBe(fill(ui.fte.result, { average: formatNumber(shownCount(result.average), 'count'), rounded: result.rounded }));
    expect(tool?.querySelectorAll('.verdicts li')).toHaveLength(2);
    expect(tool?.querySelectorAll('tbody tr')).toHaveLength(MONTHS_IN_YEAR);
    expect(tool?.querySelector('input[type=text]')?.getAttribute('value')).toBe(String(tools.fteFullTime));
    expect(textOf(tool?.querySelector('.tool-footer'))).toContain(fill(ui.fte.method, { cap: plan.fteMonthlyHoursCap, threshold: plan.aleThreshold, seasonalMonths: plan.seasonalMonths }));
  });
});

describe('the QSEHRA planner', () => {
  const start = defaultStartMonth(currentPlanYear());
  const next = currentPlanYear() + 1;
  const year = figureEntry(planYears, next, QSEHRA_LIMITS);
  const { limitsYear, limitsFallback, allowanceMax } = ui.qsehraPlanner;
  const budget = planQsehra({ allowance: tools.qsehraAllowances, participants: tools.qsehraParticipants, startMonth: 1 }, year.qsehraLimits, { perParticipant: prices.qsehra, platformFee: fees.platform, setupFee: fees.setup }, plan.planYearMonths);

  it.each(['/product/qsehra/compare-pricing'])('%s carries the default budget for January of the next plan year, with the year of its limits', (path) => {
    const tool = builtPage(path).querySelector('section.tool.qsehra-planner');
    expect(tool?.querySelectorAll('option')).toHaveLength(2 * plan.planYearMonths);
    expect(tool?.querySelector('option[selected]')?.getAttribute('value')).toBe(start);
    // The next year's limits, or the last year's while the next year's are not in.
    // With the document they come from.
    const { source } = plannerYear(planYears, next);
    expect(textOf(tool?.querySelector('.limits-year'))).toBe(year.year === next ? fill(limitsYear, { year: next, source }) : fill(limitsFallback, { startYear: next, year: year.year, source }));
    // Each allowance field names the most a month may be before any allowance reaches it.
    const hints = COVERAGES.map((c) => fill(allowanceMax, { monthlyLimit: formatMoney(monthlyLimit(year.qsehraLimits[c], plan.planYearMonths)), year: year.year }));
    expect(tool?.querySelectorAll('.count-field .hint').map(textOf)).toEqual(hints);
    expect(tool?.querySelectorAll('tbody tr').map((tr) => tr.querySelectorAll('td').map(textOf))).toEqual([
      [formatMoney(budget.allowances.firstYear), formatMoney(budget.allowances.fullYear)],
      [formatMoney(budget.fee.firstYear), formatMoney(budget.fee.fullYear)],
      [formatMoney(budget.allowances.firstYear + budget.fee.firstYear), formatMoney(budget.allowances.fullYear + budget.fee.fullYear)],
    ]);
    expect(textOf(tool?.querySelector('.tool-footer'))).toContain(formatMoney(prices.qsehra));
  });
});
