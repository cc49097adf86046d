// The affordability planner's answers in words, as the page and the downloaded CSV share them: the
// verdict with its reason (affordable, covered, not affordable with the allowance that would do, not
// answered), a problem named by row and column with the most accepted, and the CSV's rows with every
// census column, each safe harbor's cap and smallest allowance and the class's allowances. The words
// are ui.json's; the figures a fixture of the 2026 plan year's.
import { describe, expect, it } from 'vitest';
import { ui } from '../support/words.ts';
import { formatCents } from '~/lib/format';
import { answerRow, readRow, summarize, type PlannerRules, type RowAnswer } from '~/lib/census';
import { CENSUS_COLUMNS, type CensusColumn, type CensusLimits } from '~/lib/censusCells';
import { answerRows, problemText, verdictText, type PlannerWords } from '~/lib/plannerText';
import { fill } from '~/lib/template';

const words = { ...ui.affordabilityPlanner, ...ui.affordabilityAnswers } as PlannerWords;
const limits: CensusLimits = { premiumMax: 10000, yearlyPayMax: 10000000, hourlyRateMax: 1000, planYearMonths: 12 };
const rules: PlannerRules = { ageCurve: { bands: [{ fromAge: 0, factor: 1 }], ownCurveStates: [], noAgeRatingStates: [] }, rateOfPayHours: 130, maxAgeFactor: 3, ageMax: 120 };
const figures = { percent: 9.96, povertyLine: { contiguous: 15650, alaska: 19550, hawaii: 17990 } };
const row = (cells: Partial<Record<CensusColumn, string>>) => CENSUS_COLUMNS.map((c) => cells[c] ?? '');
const answer = (cells: Partial<Record<CensusColumn, string>>, allowance: number): RowAnswer =>
  answerRow(readRow(row(cells), limits), figures, rules, { planYear: 2026, harbor: 'povertyLine', basis: 'home', at21: false, allowance });

describe('verdictText gives the verdict with its reason', () => {
  const cells = { age: '40', state: 'TX', premium: '500' };
  it.each<[string, number, string]>([
    ['affordable, with what the employee pays and the most', 37011, fill(words.verdictAffordable, { contribution: '$129.89', cap: '$129.89' })],
    ['not affordable, with the allowance that would do', 37010, fill(words.verdictNot, { contribution: '$129.90', cap: '$129.89', smallest: '$370.11' })],
    ['covered when the allowance pays the whole premium', 50000, words.verdictCovered],
  ])('%s', (_, allowance, text) => {
    const result = answer(cells, allowance);
    expect(verdictText(result, words, result.caps.povertyLine)).toBe(text);
  });

  it('says nothing can be answered for a row without a verdict', () => {
    const result = answer({ age: '40', premium: '500' }, 37011);
    expect(verdictText(result, words, result.caps.povertyLine)).toBe(words.notAnswered);
  });
});

describe('problemText names the row and the column', () => {
  it.each<[string, Partial<Record<CensusColumn, string>>, string]>([
    ['a premium over the most', { premium: '10000.01' }, fill(words.problems.tooLarge, { max: formatCents(1000000) })],
    ['a monthly salary over the yearly most over 12', { monthlySalary: '833333.34' }, fill(words.problems.tooLarge, { max: '$833,333.33' })],
    ['an age over the most', { age: '121', state: 'TX', premium: '500' }, fill(words.problems.ageRange, { max: '120' })],
  ])('%s', (_, cells, problem) => {
    const result = answer(cells, 0);
    const first = result.problems[0]!;
    expect(problemText(7, first, words, limits, rules.ageMax)).toBe(fill(words.rowProblem, { row: 7, column: words.columns[first.column], problem }));
  });
});

describe('answerRows', () => {
  const cells = [
    { name: 'Ada', class: 'Hourly', age: '40', state: 'TX', premium: '500', wages: '40000', hourlyRate: '20' },
    { name: 'Bea', class: 'Hourly', age: '60', state: 'TX', premium: '900' },
    { name: 'Cy', age: '30', premium: '400' },
  ].map(row);
  const parsed = cells.map((r) => readRow(r, limits));
  const answers = parsed.map((p) => answerRow(p, figures, rules, { planYear: 2026, harbor: 'povertyLine', basis: 'home', at21: false, allowance: 40000 }));
  const table = answerRows({ rows: cells, answers, classNames: parsed.map((p) => p.className), summary: summarize(parsed, answers, 3), harbor: 'povertyLine', limits, ageMax: 120 }, words);

  it('heads every census column, then the answers', () => {
    expect(table[0]!.slice(0, 12)).toEqual([words.row, ...CENSUS_COLUMNS.map((c) => words.columns[c])]);
    expect(table[0]).toHaveLength(1 + CENSUS_COLUMNS.length + 2 + 6 + 4);
  });

  it('writes each row as given with its answers, in dollars and cents', () => {
    expect(table[1]).toEqual([
      '1',
      ...cells[0]!,
      '40',
      '500.00',
      '129.89',
      '370.11',
      '258.96',
      '241.04',
      '332.00',
      '168.00',
      verdictText(answers[0]!, words, answers[0]!.caps.povertyLine),
      '770.11',
      // At 40, the class's rising allowance: the larger of its own need and a third of the oldest's, rounded up.
      '370.11',
      '',
    ]);
  });

  it('names a row’s problems and leaves its answers empty', () => {
    expect(table[3]!.at(-1)).toBe(problemText(3, { column: 'state', problem: 'empty' }, words, limits, 120));
    expect(table[3]!.slice(-4, -1)).toEqual(['', '', '']);
  });
});
