// The calculator's bar chart of first-year cost, drawn as inline SVG under a visible heading. Bar
// lengths are SVG attributes, not inline styles, which the CSP forbids. Screen readers get the
// chart's title and are pointed to the table, which carries the same figures as text.
import { useId } from 'react';
import { formatNumber } from '~/lib/format';
import type { CostRow } from '~/lib/totalCost';

/** Drawing geometry in SVG user units; the chart scales to its box. */
const WIDTH = 320;
const LABEL = 100;
const BAR = 28;
const GAP = 12;
/** Room for one character of a value beside its bar, and the space before it. */
const CHAR = 8;
const VALUE_GAP = 6;

/** One bar per row, the first (Salusion) in the brand colour, under `heading`; `title` is what screen readers hear. */
export default function CostChart({ rows, heading, title, tableId }: { rows: CostRow[]; heading: string; title: string; tableId: string }) {
  const titleId = useId();
  const largest = Math.max(...rows.map((r) => r.firstYear), 1);
  const height = rows.length * (BAR + GAP) - GAP;
  // The longest value must fit beside its bar, however many digits it has.
  const value = VALUE_GAP + CHAR * Math.max(...rows.map((r) => formatNumber(r.firstYear, 'usd').length));
  const barWidth = (amount: number) => Math.max(1, Math.round(((WIDTH - LABEL - value) * amount) / largest));
  return (
    <figure className="cost-chart">
      <figcaption>{heading}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={tableId}>
        <title id={titleId}>{title}</title>
        {rows.map((r, i) => {
          const y = i * (BAR + GAP);
          const width = barWidth(r.firstYear);
          return (
            <g key={r.name}>
              <text className="label" x={0} y={y + BAR / 2} dominantBaseline="middle">
                {r.name}
              </text>
              <rect className={i === 0 ? 'bar own' : 'bar'} x={LABEL} y={y} width={width} height={BAR} rx={4} />
              <text className="value" x={LABEL + width + VALUE_GAP} y={y + BAR / 2} dominantBaseline="middle">
                {formatNumber(r.firstYear, 'usd')}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
