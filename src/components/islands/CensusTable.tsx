// The affordability planner's census as an editable table: one row per employee of the page shown,
// a text field per column. Each field is named by its column's heading and its row's number
// (aria-labelledby), so the table carries no label words of its own. The fields are uncontrolled
// and keyed by the row's id, so typing is never rewritten and a row keeps its text when rows before
// it are removed; the planner hears of each change. A cell the planner cannot read is marked, and
// the answers name its problem in words.
import { memo } from 'react';
import answerWords from 'virtual:ui/affordabilityAnswers';
import { CENSUS_COLUMNS, type CensusColumn, type CensusRow } from '~/lib/censusCells';
import { fill } from '~/lib/template';
import CensusHead from './CensusHead';

/** Each column's field width, in characters: as wide as its usual values. */
const SIZE: Record<CensusColumn, number> = { name: 16, class: 12, age: 3, birthDate: 10, state: 3, premium: 8, workSitePremium: 8, lookBackPremium: 8, wages: 9, hourlyRate: 6, monthlySalary: 8 };

interface Props {
  /** The planner's id, which the fields' ids start with. */
  id: string;
  /** The index of the first row shown, from 0. */
  first: number;
  rows: readonly { id: number; cells: CensusRow }[];
  /** For each row shown, the columns of its cells with a problem, joined by spaces. */
  marks: readonly string[];
  onEdit: (rowId: number, column: number, text: string) => void;
  onRemove: (rowId: number) => void;
}

/**
 * The heading row, and a row of fields per employee shown. Memoized: a choice that changes every
 * answer (a safe harbor, the year) changes no field, so the fields are not rendered again.
 */
export default memo(function CensusTable({ id, first, rows, marks, onEdit, onRemove }: Props) {
  return (
    <div className="table-wrap" role="region" aria-labelledby={`${id}-employees`} tabIndex={0}>
      <table className="census-table">
        <CensusHead id={id} />
        <tbody>
          {rows.map((row, i) => {
            const number = first + i + 1;
            const bad = new Set(marks[i]?.split(' '));
            return (
              <tr key={row.id} data-row={row.id}>
                <th scope="row" id={`${id}-r-${row.id}`}>
                  {number}
                </th>
                {CENSUS_COLUMNS.map((c, column) => (
                  <td key={c}>
                    <input
                      type="text"
                      size={SIZE[c]}
                      className={bad.has(c) ? 'bad' : undefined}
                      defaultValue={row.cells[column]}
                      aria-labelledby={`${id}-h-${c} ${id}-r-${row.id}`}
                      autoComplete="off"
                      onChange={(e) => onEdit(row.id, column, e.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <button type="button" className="remove" aria-label={fill(answerWords.removeRow, { row: number })} onClick={() => onRemove(row.id)}>
                    ×
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
