// Yearly figures carry their year: every page and PDF that shows the affordability percentage, the
// QSEHRA limits or the EBHRA maximum shows those of the build's plan year (or, while that year's are
// not in, the latest earlier year's, saying so), names that year, and shows no other year's. And
// the guides that state these rules, and their PDFs, say they are not legal or tax advice.
// Reads dist/ (run `npm run build` first).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import type { Numbers } from '~/data/numbers';
import { formatNumber } from '~/lib/format';
import { currentPlanYear, figureEntry } from '~/lib/planYear';
import { builtPage, pdfText, textOf } from '../support/builtSite';
import { PATHS } from '../../scripts/lib/routes';

const year = currentPlanYear();
const affordability = figureEntry(numbers.planYears, year, 'affordabilityPercent');
const qsehra = figureEntry(numbers.planYears, year, 'qsehraLimits');
const ebhra = figureEntry(numbers.planYears, year, 'ebhraMax');
const figures = (entry: Numbers['planYears'][number]) => [
  ...(entry.affordabilityPercent === undefined ? [] : [formatNumber(entry.affordabilityPercent, 'percent')]),
  ...(entry.qsehraLimits === undefined ? [] : [formatNumber(entry.qsehraLimits.selfOnly, 'usd'), formatNumber(entry.qsehraLimits.family, 'usd')]),
  ...(entry.ebhraMax === undefined ? [] : [formatNumber(entry.ebhraMax, 'usd')]),
];
const now = {
  affordability: formatNumber(affordability.affordabilityPercent, 'percent'),
  selfOnly: formatNumber(qsehra.qsehraLimits.selfOnly, 'usd'),
  family: formatNumber(qsehra.qsehraLimits.family, 'usd'),
  ebhra: formatNumber(ebhra.ebhraMax, 'usd'),
};
/** A figure's year as pages name it: with the words that say the current year's is not in yet, when it is an earlier year's. */
const named = (figureYear: number) => (figureYear < year ? `${figureYear} (our figures for ${year} are not in yet)` : String(figureYear));
const mainText = (path: string) => textOf(builtPage(path).querySelector('main')) ?? '';

describe(`the figures of plan year ${year}`, () => {
  it.each([
    ['/product/ichra', null, `for ${named(affordability.year)}, an ICHRA is affordable`, [now.affordability]],
    ['/product/ichra/rules-and-regulations', 'ichra-rules-and-regs', `For ${named(affordability.year)}, an ICHRA is affordable`, [now.affordability]],
    ['/product/ichra/large-business', 'ichras-for-large-employers', `For ${named(affordability.year)}, it is affordable`, [now.affordability]],
    ['/product/qsehra', null, `for ${named(qsehra.year)}, at most ${now.selfOnly} for self-only coverage and ${now.family} for family coverage`, []],
    ['/product/qsehra/rules-and-regulations', 'qsehra-rules-and-regs', `For ${named(qsehra.year)}, the allowance may be at most ${now.selfOnly}`, [now.family]],
    ['/product/ebhra', null, `For plan years beginning in ${named(ebhra.year)}`, [now.ebhra]],
  ])('%s (and its PDF %s) names the year and shows its figures', async (path, pdf, sentence, values) => {
    const texts = [mainText(path), ...(pdf ? [await pdfText(`${pdf}.pdf`)] : [])];
    for (const text of texts) {
      expect(text).toContain(sentence);
      for (const value of values) expect(text).toContain(value);
    }
  });

  it.each(PATHS)("%s shows no other plan year's figures", (path) => {
    // The affordability planner shows the figures of the plan year the visitor picks (the next, to
    // begin with), each with its year, so its figures are read out of the page's.
    const main = builtPage(path).querySelector('main');
    main?.querySelector('.affordability-planner .figures')?.remove();
    const text = textOf(main) ?? '';
    const shown = Object.values(now);
    for (const other of numbers.planYears) {
      for (const value of figures(other)) {
        if (!shown.includes(value)) expect(text).not.toContain(value);
      }
    }
  });

  it('the build is for the calendar year it ran in, so the figures are those of that year once they are in', () => {
    expect(year).toBe(new Date().getUTCFullYear());
  });
});

describe('the guides say they are not legal or tax advice', () => {
  const { guideNote } = (JSON.parse(readFileSync('content/site/site.json', 'utf8')) as { site: { labels: { guideNote: string } } }).site.labels;

  it.each([
    ['/product/ichra/rules-and-regulations', 'ichra-rules-and-regs'],
    ['/product/qsehra/rules-and-regulations', 'qsehra-rules-and-regs'],
    ['/product/ichra/large-business', 'ichras-for-large-employers'],
  ])('%s and its PDF %s carry the note', async (path, pdf) => {
    expect(mainText(path)).toContain(guideNote);
    expect(await pdfText(`${pdf}.pdf`)).toContain(guideNote);
  });
});
