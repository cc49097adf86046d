// The affordability planner's answers: how many employees it answered and how many the allowance
// makes affordable, each class's smallest single and age-rising allowances (with the chart for one
// class), the costs with Salusion's fee, the download of every answer, the answers of the rows
// shown, and the rows to check, each a link to its row's cell. The lines that change with a choice are
// announced; the tables are not, as they would be read out whole.
import { useId, useState, type ReactNode } from 'react';
import { limits, rules } from 'virtual:numbers/affordabilityRules';
import answerWords from 'virtual:ui/affordabilityAnswers';
import plannerWords from 'virtual:ui/affordabilityPlanner';
import { SAFE_HARBORS } from '~/lib/affordability';
import type { ParsedRow, PlannerChoice, PlannerCosts, PlannerSummary, RowAnswer } from '~/lib/census';
import type { CensusRow, RowProblem } from '~/lib/censusCells';
import { formatCents, formatNumber } from '~/lib/format';
import { answerRows, smallestOf, verdictText } from '~/lib/plannerText';
import { fill } from '~/lib/template';
import ClassChart from './ClassChart';

/** The planner's words: the answers' and those they share with the choices (the columns, the safe harbors). */
const words = { ...plannerWords, ...answerWords };

/** How many of the rows to check are listed; the download lists every one. */
const LISTED_PROBLEMS = 20;

interface Props {
  rows: readonly CensusRow[];
  parsed: readonly ParsedRow[];
  answers: readonly RowAnswer[];
  summary: PlannerSummary;
  costs: PlannerCosts;
  choice: PlannerChoice;
  /** The first row shown, from 0, and how many are. */
  first: number;
  count: number;
  pager: ReactNode;
  /** A row's problem in words, the row numbered from 1. */
  problemLine: (row: number, problem: RowProblem) => string;
  /** Shows the row (from 0) and puts the focus in its cell of `problem`'s column. */
  onShowCell: (row: number, problem: RowProblem) => void;
  /** The census table's id, where a row to check leads without the planner's script. */
  tableId: string;
}

/** Saves `text` as the file `name` in the visitor's downloads, without a request. */
function save(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url));
}

/** Every answer, then the tables. */
export default function PlannerAnswers({ rows, parsed, answers, summary, costs, choice, first, count, pager, problemLine, onShowCell, tableId }: Props) {
  const id = useId();
  const [chartIndex, setChartIndex] = useState(0);
  const harbor = words.harbors[choice.harbor];
  const months = limits.planYearMonths;
  const n = (value: number) => formatNumber(value, 'count');
  const className = (name: string) => name || words.noClass;
  const left = summary.rows - summary.included;
  const chart = summary.classes[Math.min(chartIndex, summary.classes.length - 1)];
  const toCheck = answers.flatMap((a, row) => a.problems.map((problem) => ({ row, problem })));

  async function download() {
    const { writeCsv } = await import('~/lib/censusCsv');
    const table = answerRows({ rows, answers, classNames: parsed.map((p) => p.className), summary, harbor: choice.harbor, limits, ageMax: rules.ageMax }, words);
    save(writeCsv(table), `${fill(words.downloadFile, { year: choice.planYear })}.csv`);
  }

  return (
    <>
      <div className="summary" aria-live="polite">
        <p>{fill(words.answered, { included: n(summary.included), rows: n(summary.rows), year: choice.planYear, harbor })}</p>
        {left > 0 && <p>{fill(words.leftOut, { left: n(left) })}</p>}
        {summary.included > 0 && <p>{fill(words.verdicts, { allowance: formatCents(choice.allowance), affordable: n(summary.affordable), included: n(summary.included) })}</p>}
      </div>
      {chart && (
        <>
          <div className="table-wrap">
            <table className="classes">
              <caption>{words.classesCaption}</caption>
              <thead>
                <tr>
                  {Object.values(words.classHeadings).map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {summary.classes.map((c) => (
                  <tr key={c.name}>
                    <th scope="row">{className(c.name)}</th>
                    <td>{n(c.members)}</td>
                    <td>{formatCents(c.single)}</td>
                    <td>{formatCents(c.singleTotal)}</td>
                    <td>{formatCents(c.risingTotal)}</td>
                    <td>{formatCents((c.singleTotal - c.risingTotal) * months)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {summary.classes.length > 1 && (
            <p className="chart-class">
              <label htmlFor={`${id}-chart`}>{words.chartClass}</label>
              <select id={`${id}-chart`} value={summary.classes.indexOf(chart)} onChange={(e) => setChartIndex(Number(e.target.value))}>
                {summary.classes.map((c, i) => (
                  <option key={c.name} value={i}>
                    {className(c.name)}
                  </option>
                ))}
              </select>
            </p>
          )}
          <ClassChart id={id} name={className(chart.name)} answer={chart} />
          <div className="table-wrap">
            <table className="costs">
              <caption>{fill(words.costCaption, { included: n(summary.included) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.costHeadings.what}</th>
                  <th scope="col">{words.costHeadings.monthly}</th>
                  <th scope="col">{fill(words.costHeadings.firstYear, { months })}</th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    [fill(words.costTyped, { allowance: formatCents(choice.allowance) }), costs.typed],
                    [words.costSingle, costs.single],
                    [words.costRising, costs.rising],
                    [words.costFee, costs.fee],
                    [words.costTotal, { monthly: costs.typed.monthly + costs.fee.monthly, firstYear: costs.typed.firstYear + costs.fee.firstYear }],
                  ] as const
                ).map(([what, cost]) => (
                  <tr key={what}>
                    <th scope="row">{what}</th>
                    <td>{formatCents(cost.monthly)}</td>
                    <td>{formatCents(cost.firstYear)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <button type="button" className="button secondary small download" onClick={() => void download()}>
        {words.download}
      </button>
      {pager}
      <div className="table-wrap" role="region" aria-labelledby={`${id}-answers`} tabIndex={0}>
        <table className="per-employee">
          <caption id={`${id}-answers`}>{fill(words.answersCaption, { harbor })}</caption>
          <thead>
            <tr>
              <th scope="col">{words.row}</th>
              <th scope="col">{words.columns.name}</th>
              <th scope="col">{words.columns.class}</th>
              <th scope="col">{words.answerHeadings.age}</th>
              <th scope="col">{words.answerHeadings.premium}</th>
              {SAFE_HARBORS.map((h) => (
                <th key={h} scope="col">
                  {fill(words.answerHeadings.smallest, { harbor: words.harbors[h] })}
                </th>
              ))}
              <th scope="col">{words.answerHeadings.verdict}</th>
            </tr>
          </thead>
          <tbody>
            {answers.slice(first, first + count).map((answer, i) => {
              const row = first + i;
              const smallest = smallestOf(answer);
              const money = (cents: number | undefined) => (cents === undefined ? words.notAnswered : formatCents(cents));
              return (
                <tr key={row} className={answer.verdict ? (answer.verdict.affordable ? 'affordable' : 'unaffordable') : 'unanswered'}>
                  <th scope="row">{row + 1}</th>
                  <td className="text">{parsed[row]!.name}</td>
                  <td className="text">{className(parsed[row]!.className)}</td>
                  <td>{answer.age ?? words.notAnswered}</td>
                  <td>{money(answer.premium)}</td>
                  {SAFE_HARBORS.map((h) => (
                    <td key={h}>{money(smallest[h])}</td>
                  ))}
                  <td className="verdict">{answer.verdict ? verdictText(answer, words, answer.caps[choice.harbor]) : answer.problems.map((p) => problemLine(row + 1, p)).join(' ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {toCheck.length > 0 && (
        <div className="to-check">
          <h4>{fill(words.problemsHeading, { count: n(toCheck.length) })}</h4>
          <ul>
            {toCheck.slice(0, LISTED_PROBLEMS).map(({ row, problem }) => (
              <li key={`${row}-${problem.column}`}>
                <a
                  href={`#${tableId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onShowCell(row, problem);
                  }}
                >
                  {problemLine(row + 1, problem)}
                </a>
              </li>
            ))}
          </ul>
          {toCheck.length > LISTED_PROBLEMS && <p>{fill(words.moreProblems, { count: n(toCheck.length - LISTED_PROBLEMS) })}</p>}
        </div>
      )}
    </>
  );
}
