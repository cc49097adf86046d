// The affordability planner's answers in the visitor's words, one place for the table on the page
// and the CSV a visitor downloads, so the two never say different things: the verdict on the
// allowance with its reason, each row's problems by row and column, and the answers' rows.
import type { UiWords } from '../schemas/ui.ts';
import { SAFE_HARBORS, smallestAllowance, type Cents } from './affordability.ts';
import type { PlannerSummary, RowAnswer } from './census.ts';
import { CENSUS_COLUMNS, columnMaxCents, isMoneyColumn, type CensusLimits, type CensusRow, type RowProblem } from './censusCells.ts';
import { formatCents } from './format.ts';
import { fill } from './template.ts';

/** The planner's words (ui.json, affordabilityPlanner and affordabilityAnswers, together). */
export type PlannerWords = UiWords['affordabilityPlanner'] & UiWords['affordabilityAnswers'];

/** The verdict on the allowance with its reason, or the words for a row the planner cannot answer. */
export function verdictText(answer: RowAnswer, words: PlannerWords, cap: Cents | undefined): string {
  const { verdict } = answer;
  if (!verdict || cap === undefined) return words.notAnswered;
  const values = { contribution: formatCents(verdict.contribution), cap: formatCents(cap), smallest: formatCents(verdict.smallest) };
  if (!verdict.affordable) return fill(words.verdictNot, values);
  return verdict.contribution === 0 ? words.verdictCovered : fill(words.verdictAffordable, values);
}

/** One problem of the row numbered `row` (from 1), naming its column, with the most accepted where that is the problem. */
export function problemText(row: number, { column, problem, state }: RowProblem, words: PlannerWords, limits: CensusLimits, ageMax: number): string {
  const max = isMoneyColumn(column) ? formatCents(columnMaxCents(column, limits)) : String(ageMax);
  return fill(words.rowProblem, { row, column: words.columns[column], problem: fill(words.problems[problem], { max, state: state ?? '' }) });
}

/** A row's smallest allowance under each safe harbor it has the income measure of. */
export function smallestOf(answer: RowAnswer): Partial<Record<(typeof SAFE_HARBORS)[number], Cents>> {
  const { premium, caps } = answer;
  if (premium === undefined) return {};
  return Object.fromEntries(SAFE_HARBORS.flatMap((h) => (caps[h] === undefined ? [] : [[h, smallestAllowance(premium, caps[h]!)]])));
}

/** What the answers' CSV is made of: the census as given, its answers and the summary of its classes. */
export interface AnswerTable {
  rows: readonly CensusRow[];
  answers: readonly RowAnswer[];
  classNames: readonly string[];
  summary: PlannerSummary;
  harbor: (typeof SAFE_HARBORS)[number];
  limits: CensusLimits;
  ageMax: number;
}

/**
 * The answers as a CSV's rows: every column of the census as given, then the age and premium used,
 * each safe harbor's cap and smallest allowance, the verdict, the class's single allowance and the
 * allowance rising with age at the employee's age, and the row's problems.
 */
export function answerRows({ rows, answers, classNames, summary, harbor, limits, ageMax }: AnswerTable, words: PlannerWords): string[][] {
  const money = (cents: Cents | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));
  const classes = new Map(summary.classes.map((c) => [c.name, c]));
  const heading = [
    words.row,
    ...CENSUS_COLUMNS.map((c) => words.columns[c]),
    words.answerHeadings.age,
    words.answerHeadings.premium,
    ...SAFE_HARBORS.flatMap((h) => [fill(words.csvHeadings.cap, { harbor: words.harbors[h] }), fill(words.answerHeadings.smallest, { harbor: words.harbors[h] })]),
    words.answerHeadings.verdict,
    words.csvHeadings.classSingle,
    words.csvHeadings.classRising,
    words.csvHeadings.problems,
  ];
  const body = rows.map((row, i) => {
    const answer = answers[i]!;
    const smallest = smallestOf(answer);
    const own = answer.verdict ? classes.get(classNames[i]!) : undefined;
    return [
      String(i + 1),
      ...row,
      answer.age === undefined ? '' : String(answer.age),
      money(answer.premium),
      ...SAFE_HARBORS.flatMap((h) => [money(answer.caps[h]), money(smallest[h])]),
      answer.verdict ? verdictText(answer, words, answer.caps[harbor]) : '',
      money(own?.single),
      money(own?.byAge.find((a) => a.age === answer.age)?.allowance),
      answer.problems.map((p) => problemText(i + 1, p, words, limits, ageMax)).join(' '),
    ];
  });
  return [heading, ...body];
}
