// The affordability planner once it has employees: the census table a page at a time, and the
// answers. The planner loads this with its first rows (a file read, a row added), so a visitor who
// only looks at the page downloads the choices and the file button, not the rules and the tables.
// It answers every row under the choices (src/lib/census.ts), each row's cells read once, and keeps
// which page of rows the tables show. The census table is a disclosure, closed for a file's rows and
// open for rows typed in: closed, its hundreds of fields are neither laid out nor painted, so a
// choice's frame stays small, and the answers follow the file button.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fees, limits, pageRows, rules } from 'virtual:numbers/affordabilityRules';
import answerWords from 'virtual:ui/affordabilityAnswers';
import words from 'virtual:ui/affordabilityPlanner';
import toolWords from 'virtual:ui/tools';
import { answerRow, plannerCosts, readRow, summarize, type ParsedRow, type PlannerChoice, type YearFigures } from '~/lib/census';
import { CENSUS_COLUMNS, type CensusRow, type RowProblem } from '~/lib/censusCells';
import { formatNumber } from '~/lib/format';
import { problemText } from '~/lib/plannerText';
import { fill } from '~/lib/template';
import CensusTable from './CensusTable';
import FixList from './FixList';
import Pager from './Pager';
import PlannerAnswers from './PlannerAnswers';

// What came of a file, shown by the planner, which loads it with this module.
export { default as FileNotes } from './FileNotes';

/** Each row's cells read once: a row's cells are replaced, never changed, when it is edited. */
const readRows = new WeakMap<CensusRow, ParsedRow>();
const parsedOf = (cells: CensusRow) => {
  let parsed = readRows.get(cells);
  if (!parsed) readRows.set(cells, (parsed = readRow(cells, limits)));
  return parsed;
};

interface Props {
  /** The planner's id: the census table's heading is `${id}-employees`, the allowance field `${id}-allowance`. */
  id: string;
  rows: readonly { id: number; cells: CensusRow }[];
  /** The choices, with the allowance's problem in place of a choice while it is refused. */
  choice: Omit<PlannerChoice, 'allowance'> & { allowance: { cents: number } | { problem: keyof typeof words.problems } };
  figures: YearFigures;
  onEdit: (rowId: number, column: number, text: string) => void;
  onRemove: (rowId: number) => void;
  /** The row just added, whose page is shown and whose first field takes the focus. */
  added: number | null;
}

/** The table of the page of rows shown, then the answers. */
export default function CensusWork({ id, rows, choice, figures, onEdit, onRemove, added }: Props) {
  const own = useId();
  const root = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLDetailsElement>(null);
  const [page, setPage] = useState(0);
  // A cell to put the focus in once its page shows: a row just added, or a row to check.
  const [focus, setFocus] = useState<{ rowId: number; column: number } | null>(null);
  const allowance = 'cents' in choice.allowance ? choice.allowance.cents : 0;
  const answered: PlannerChoice = { ...choice, allowance };
  const parsed = useMemo(() => rows.map((r) => parsedOf(r.cells)), [rows]);
  const answers = useMemo(() => parsed.map((p) => answerRow(p, figures, rules, answered)), [parsed, figures, choice.planYear, choice.harbor, choice.basis, choice.at21, allowance]);
  const summary = useMemo(() => summarize(parsed, answers, rules.maxAgeFactor), [parsed, answers]);

  const pages = Math.max(1, Math.ceil(rows.length / pageRows));
  const current = Math.min(page, pages - 1);
  const first = current * pageRows;
  const shownRows = useMemo(() => rows.slice(first, first + pageRows), [rows, first]);
  // The cells marked as problems, as one text, so the table renders again only when a mark changes.
  const markText = answers
    .slice(first, first + pageRows)
    .map((a) => a.problems.map((p) => p.column).join(' '))
    .join('|');
  const marks = useMemo(() => markText.split('|'), [markText]);

  useEffect(() => {
    const index = rows.findIndex((r) => r.id === added);
    if (index < 0) return;
    setPage(Math.floor(index / pageRows));
    setFocus({ rowId: added!, column: 0 });
  }, [added]);

  useEffect(() => {
    if (focus === null) return;
    table.current!.open = true;
    root.current!.querySelectorAll<HTMLInputElement>(`[data-row="${focus.rowId}"] input`)[focus.column]?.focus();
    setFocus(null);
  }, [focus]);

  /** Shows the page of the row at `index` and puts the focus in its cell of `problem`'s column. */
  function showCell(index: number, problem: RowProblem) {
    setPage(Math.floor(index / pageRows));
    setFocus({ rowId: rows[index]!.id, column: CENSUS_COLUMNS.indexOf(problem.column) });
  }

  const pager = (announce: boolean) =>
    rows.length > pageRows && <Pager first={first + 1} last={first + shownRows.length} total={rows.length} onPage={(step) => setPage(current + step)} announce={announce} />;

  return (
    <div ref={root} className="census-work">
      <details ref={table} className="census-rows" open={added !== null}>
        <summary>{fill(answerWords.rowsToggle, { total: formatNumber(rows.length, 'count') })}</summary>
        {pager(false)}
        <CensusTable id={id} first={first} rows={shownRows} marks={marks} onEdit={onEdit} onRemove={onRemove} />
      </details>
      <div className="answers">
        <h3 id={`${own}-answers`}>{words.answers}</h3>
        {'problem' in choice.allowance ? (
          <FixList heading={toolWords.fix} items={[{ id: `${id}-allowance`, label: words.allowance, message: fill(words.problems[choice.allowance.problem], { max: formatNumber(limits.premiumMax, 'usd') }) }]} />
        ) : (
          <PlannerAnswers
            rows={rows.map((r) => r.cells)}
            parsed={parsed}
            answers={answers}
            summary={summary}
            costs={plannerCosts(summary, allowance, fees, limits.planYearMonths)}
            choice={answered}
            first={first}
            count={shownRows.length}
            pager={pager(true)}
            problemLine={(row, problem) => problemText(row, problem, { ...words, ...answerWords }, limits, rules.ageMax)}
            onShowCell={showCell}
            tableId={`${id}-employees`}
          />
        )}
      </div>
    </div>
  );
}
