// Which rows the affordability planner's tables show, and the buttons to the rows before and after:
// a page at a time, so a census of thousands renders a page's worth of cells.
import words from 'virtual:ui/affordabilityAnswers';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';

interface Props {
  /** The first and last row shown, from 1, and how many there are. */
  first: number;
  last: number;
  total: number;
  /** Moves a page back (-1) or on (1). */
  onPage: (step: -1 | 1) => void;
  /** Announce the rows shown when they change: for one of the pagers of the page only. */
  announce?: boolean;
}

/** "Employees 26 to 50 of 500", with Previous and Next. */
export default function Pager({ first, last, total, onPage, announce = false }: Props) {
  const count = (n: number) => formatNumber(n, 'count');
  return (
    <div className="pager">
      <button type="button" className="button secondary small" disabled={first <= 1} onClick={() => onPage(-1)}>
        {words.previous}
      </button>
      <p role={announce ? 'status' : undefined}>{fill(words.rowsShown, { first: count(first), last: count(last), total: count(total) })}</p>
      <button type="button" className="button secondary small" disabled={last >= total} onClick={() => onPage(1)}>
        {words.next}
      </button>
    </div>
  );
}
