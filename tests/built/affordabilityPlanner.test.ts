// The affordability planner's page as built, for visitors without JavaScript and for crawlers: its
// choices (the next plan year first, with that year's figures from numbers.yaml, the starting
// allowance), the template CSV as a link that needs no request, the census table's headings and no
// row, the method with its figures; and the ICHRA pages that link to it. Run `npm run build` first.
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import { CENSUS_COLUMNS } from '~/lib/censusCells';
import { formatNumber } from '~/lib/format';
import { currentPlanYear, figureEntry } from '~/lib/planYear';
import { fill } from '~/lib/template';
import { builtPage, textOf } from '../support/builtSite';
import { ui } from '../support/words';

const PATH = '/product/ichra/affordability-planner';
const words = ui.affordabilityPlanner;
const next = currentPlanYear() + 1;

describe('the affordability planner', () => {
  const tool = builtPage(PATH).querySelector('section.tool.affordability-planner');

  it('offers this plan year and the next, the next chosen, with its figures', () => {
    expect(tool?.querySelectorAll('select option').map((o) => o.getAttribute('value'))).toEqual([String(next - 1), String(next)]);
    expect(tool?.querySelector('option[selected]')?.getAttribute('value')).toBe(String(next));
    const percent = figureEntry(numbers.planYears, next, 'affordabilityPercent');
    const poverty = figureEntry(numbers.planYears, next, 'povertyLine');
    expect(textOf(tool?.querySelector('.figures'))).toContain(formatNumber(percent.affordabilityPercent, 'percent'));
    expect(textOf(tool?.querySelector('.figures'))).toContain(formatNumber(poverty.povertyLine.alaska, 'usd'));
    // Each with the document it comes from.
    expect(textOf(tool?.querySelector('.figures'))).toContain(percent.sources.affordabilityPercent);
    expect(textOf(tool?.querySelector('.figures'))).toContain(poverty.sources.povertyLine);
    expect(tool?.querySelector('input[name="ap-allowance"]')?.getAttribute('value')).toBe(String(numbers.tools.plannerAllowance));
  });

  it('links the template CSV as data the browser saves, headed by the columns, and renders no row', () => {
    const link = tool?.querySelector('a[download]');
    expect(link?.getAttribute('download')).toBe(`${words.templateFile}.csv`);
    const href = link?.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/csv')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1)).trim()).toBe(CENSUS_COLUMNS.map((c) => words.columns[c]).join(','));
    expect(tool?.querySelectorAll('thead th').map(textOf)).toEqual([words.row, ...CENSUS_COLUMNS.map((c) => words.columns[c])]);
    expect(tool?.querySelectorAll('tbody tr')).toHaveLength(0);
  });

  it('says how it works out the answers, with the rate-of-pay hours, the age limit and the fee from numbers.yaml', () => {
    const { plan, prices, fees } = numbers;
    const usd = (n: number) => formatNumber(n, 'usd');
    const method = fill(ui.affordabilityAnswers.method, { months: plan.planYearMonths, hours: plan.rateOfPayMonthlyHours, factor: plan.maxAgeFactor, price: usd(prices.ichra), platform: usd(fees.platform), setup: usd(fees.setup) });
    expect(textOf(tool?.querySelector('.tool-footer .method'))).toBe(`${ui.tools.method} ${method}`);
  });

  it.each(['/product/ichra', '/product/ichra/employer-calculator', '/product/ichra/large-business'])('%s links to it', (path) => {
    expect(builtPage(path).querySelectorAll(`main a[href="${PATH}"]`).length).toBeGreaterThan(0);
  });
});
