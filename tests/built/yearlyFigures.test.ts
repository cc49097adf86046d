// Yearly figures carry their year: every page and PDF that shows the affordability percentage or the
// QSEHRA limits shows those of the build's plan year, names that year, and shows no other year's.
// Reads dist/ (run `npm run build` first).
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import type { Numbers } from '~/data/numbers';
import { formatNumber } from '~/lib/format';
import { currentPlanYear, planYearEntry } from '~/lib/planYear';
import { builtPage, pdfText, textOf } from '../support/builtSite';
import { PATHS } from '../../scripts/lib/routes';

const year = currentPlanYear();
const current = planYearEntry(numbers.planYears, year);
const figures = (entry: Numbers['planYears'][number]) => ({
  affordability: formatNumber(entry.affordabilityPercent, 'percent'),
  selfOnly: formatNumber(entry.qsehraLimits.selfOnly, 'usd'),
  family: formatNumber(entry.qsehraLimits.family, 'usd'),
});
const now = figures(current);
const mainText = (path: string) => textOf(builtPage(path).querySelector('main')) ?? '';

describe(`the figures of plan year ${current.year}`, () => {
  it.each([
    ['/product/ichra', null, `for ${current.year}, an ICHRA is affordable`, [now.affordability]],
    ['/product/ichra/rules-and-regulations', 'ichra-rules-and-regs', `For ${current.year}, an ICHRA is affordable`, [now.affordability]],
    ['/product/ichra/large-business', 'ichras-for-large-employers', `For ${current.year}, it is affordable`, [now.affordability]],
    ['/product/qsehra', null, `for ${current.year}, at most ${now.selfOnly} for self-only coverage and ${now.family} for family coverage`, []],
    ['/product/qsehra/rules-and-regulations', 'qsehra-rules-and-regs', `For ${current.year}, the allowance may be at most ${now.selfOnly}`, [now.family]],
  ])('%s (and its PDF %s) names the year and shows its figures', async (path, pdf, sentence, values) => {
    const texts = [mainText(path), ...(pdf ? [await pdfText(`${pdf}.pdf`)] : [])];
    for (const text of texts) {
      expect(text).toContain(sentence);
      for (const value of values) expect(text).toContain(value);
    }
  });

  it.each(PATHS)("%s shows no other plan year's figures", (path) => {
    const text = mainText(path);
    for (const other of numbers.planYears.filter((e) => e.year !== current.year)) {
      for (const value of Object.values(figures(other))) {
        if (!Object.values(now).includes(value)) expect(text).not.toContain(value);
      }
    }
  });

  it('the build is for the calendar year it ran in, so the figures are those of that year once they are in', () => {
    expect(year).toBe(new Date().getUTCFullYear());
    if (numbers.planYears.some((e) => e.year === year)) expect(current.year).toBe(year);
  });
});
