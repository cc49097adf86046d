// A yearly figure as pages state it: the plan years a page speaks of on a given day (this year, and
// next year once it is sold or its figure is in), each year's figure with its year, and the words
// for a year whose figure is not in yet, each figure followed by its source; and, against content/data/numbers.yaml, that a plan of a
// year gets that year's figures wherever they are in. The fixture's figures are this file's own.
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import { formatNumber } from '~/lib/format';
import { figureEntry } from '~/lib/planYear';
import { nextYearSoon, yearlyFigureText, yearlyItemProblem, yearsSpokenOf, type FigureEntry } from '~/lib/yearlyFigure';

const ENTRIES: FigureEntry[] = [
  { year: 2025, affordabilityPercent: 9.02, qsehraLimits: { selfOnly: 6350, family: 12800 }, ebhraMax: 2150, sources: { affordabilityPercent: 'A-25', qsehraLimits: 'Q-25', ebhraMax: 'E-25' } },
  { year: 2026, affordabilityPercent: 9.96, qsehraLimits: { selfOnly: 6450, family: 13100 }, ebhraMax: 2200, sources: { affordabilityPercent: 'A-26', qsehraLimits: 'Q-26', ebhraMax: 'E-26' } },
  { year: 2027, affordabilityPercent: 10.22, ebhraMax: 2250, sources: { affordabilityPercent: 'A-27', ebhraMax: 'E-27' } },
];
const day = (date: string) => new Date(`${date}T00:00:00Z`);
const WORDS = { source: '[{source}]', notInYet: '(not in for {year})' };

describe('the plan years a page speaks of', () => {
  it.each([
    // today, figure, years
    ['2026-03-01', 'qsehraLimits', [2026]],
    // Next year's figure is in before the year is sold: a page states it beside this year's.
    ['2026-03-01', 'ebhraMax', [2026, 2027]],
    ['2026-10-02', 'qsehraLimits', [2026]],
    // From 90 days before January 1 the next plan year is sold, figure or not.
    ['2026-10-03', 'qsehraLimits', [2026, 2027]],
    ['2026-12-01', 'affordabilityPercent', [2026, 2027]],
    ['2026-12-31', 'qsehraLimits', [2026, 2027]],
    // From January 1 the year before is over.
    ['2027-01-01', 'affordabilityPercent', [2027]],
    ['2027-12-01', 'ebhraMax', [2027, 2028]],
  ])('on %s, for %s: %o', (today, figure, years) => {
    expect(yearsSpokenOf(ENTRIES, figure, day(today))).toEqual(years);
  });

  it.each([
    ['2026-10-02', false],
    ['2026-10-03', true],
    ['2026-01-01', false],
  ])('next year is sold from 90 days before it: %s → %s', (today, soon) => expect(nextYearSoon(day(today))).toBe(soon));
});

describe('what a page writes', () => {
  const item = '{figure} for plan years beginning in {year}';
  it.each([
    // Each year's figure carries the source of that year's.
    ['affordabilityPercent', [2026, 2027], item, 'percent', '9.96% for plan years beginning in 2026 [A-26], 10.22% for plan years beginning in 2027 [A-27]'],
    ['ebhraMax', [2027], item, 'usd', '$2,250 for plan years beginning in 2027 [E-27]'],
    // A year without its own figure: the latest earlier year's, named with its year and its source, and the words that say so.
    ['qsehraLimits', [2026, 2027], '{selfOnly} self-only and {family} family in {year}', 'usd', '$6,450 self-only and $13,100 family in 2026 [Q-26] (not in for 2027)'],
    ['qsehraLimits', [2027], '{selfOnly} self-only and {family} family in {year}', 'usd', '$6,450 self-only and $13,100 family in 2026 [Q-26] (not in for 2027)'],
    ['qsehraLimits', [2027, 2028], '{selfOnly} in {year}', 'usd', '$6,450 in 2026 [Q-26] (not in for 2027 and 2028)'],
    ['ebhraMax', [2027, 2028], item, 'usd', '$2,250 for plan years beginning in 2027 [E-27] (not in for 2028)'],
  ] as const)('%s in %o with "%s" as %s: %s', (figure, years, words, as, text) => {
    expect(yearlyFigureText(ENTRIES, figure, years, words, as, WORDS)).toBe(text);
  });

  it('refuses a figure whose source is missing', () => {
    expect(() => yearlyFigureText([{ year: 2026, ebhraMax: 2200, sources: {} }], 'ebhraMax', [2026], item, 'usd', WORDS)).toThrow('no source for ebhraMax in "- year: 2026"');
  });

  it('refuses a year before any entry has the figure', () => {
    expect(() => yearlyFigureText(ENTRIES, 'ebhraMax', [2024], item, 'usd', WORDS)).toThrow('no planYears entry with ebhraMax for 2024 or before');
  });

  it.each([
    ['ebhraMax', item, undefined],
    ['qsehraLimits', '{selfOnly} and {family} in {year}', undefined],
    ['ebhraMax', '{figure}', 'item must hold {year}'],
    ['qsehraLimits', '{selfOnly} in {year}', 'item must hold {family}'],
    ['qsehraLimits', '{figure} in {year}', 'item names {figure}, which qsehraLimits does not have; use {selfOnly}, {family}, {year}'],
  ])('an item for %s written "%s": %s', (figure, words, problem) => {
    expect(yearlyItemProblem(ENTRIES, figure, words)).toBe(problem);
  });
});

describe('a plan gets the figures of the year it starts in, from numbers.yaml', () => {
  const figures = ['affordabilityPercent', 'qsehraLimits', 'ebhraMax'] as const;
  // The plan years the site sells as this is written: a renewal or a new plan on January 1, 2027,
  // and plans starting later that year.
  it.each(['2027-01-01', '2027-06-15', '2027-12-01', '2026-12-01'])('a plan starting %s', (start) => {
    const year = Number(start.slice(0, 4));
    for (const figure of figures) {
      const own = numbers.planYears.find((entry) => entry.year === year && entry[figure] !== undefined);
      const chosen = figureEntry(numbers.planYears, year, figure);
      if (own) expect(chosen).toBe(own);
      else expect(chosen.year).toBeLessThan(year);
      const text = yearlyFigureText(numbers.planYears, figure, [year], figure === 'qsehraLimits' ? '{selfOnly} {family} {year}' : '{figure} {year}', 'count', WORDS);
      expect(text.endsWith(own ? `${year} [${own.sources[figure]}]` : `(not in for ${year})`)).toBe(true);
      if (own && figure !== 'qsehraLimits') expect(text).toBe(`${formatNumber(own[figure]!, 'count')} ${year} [${own.sources[figure]}]`);
    }
  });
});
