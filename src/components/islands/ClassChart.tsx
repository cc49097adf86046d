// The smallest allowance by age for one class of the affordability planner, drawn as SVG: a dot per
// age for the largest need at that age, the steps of the smallest allowance that rises with age,
// and a dashed line at the smallest single allowance. The gap between the steps and the line is
// what an allowance rising with age saves, which the table says in figures. The chart is an image
// with a title and a description; the legend under it is text.
import { useEffect, useRef, useState } from 'react';
import words from 'virtual:ui/affordabilityAnswers';
import type { ClassAnswer } from '~/lib/census';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';

/** The drawing's height in pixels, its width to start with, and the room for the axes' labels. */
const HEIGHT = 260;
const START_WIDTH = 640;
const LEFT = 72;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 32;

interface Props {
  /** For the title's and description's ids. */
  id: string;
  name: string;
  answer: ClassAnswer;
}

/** The chart and its legend. */
export default function ClassChart({ id, name, answer }: Props) {
  const figure = useRef<HTMLElement>(null);
  // The drawing is as wide as its place, so its labels keep their size on a phone.
  const [width, setWidth] = useState(START_WIDTH);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(figure.current!);
    return () => observer.disconnect();
  }, []);
  const { byAge, single } = answer;
  const youngest = byAge[0]!.age;
  const oldest = byAge.at(-1)!.age;
  // One year of room on each side, so a class of one age still has a width.
  const x = (age: number) => LEFT + ((age - youngest + 1) / (oldest - youngest + 2)) * (width - LEFT - RIGHT);
  const top = Math.max(single, 1) * 1.1;
  const y = (cents: number) => TOP + (1 - cents / top) * (HEIGHT - TOP - BOTTOM);
  const steps = byAge.map((a, i) => `${i === 0 ? 'M' : 'H'}${x(a.age - 0.5).toFixed(1)}${i === 0 ? ` ${y(a.allowance).toFixed(1)}` : ` V${y(a.allowance).toFixed(1)}`}`).join(' ') + ` H${x(oldest + 0.5).toFixed(1)}`;
  const ticks = [0, single / 2, single];
  const ageTicks = [...new Set([youngest, Math.round((youngest + oldest) / 2), oldest])];
  const title = fill(words.chartTitle, { class: name });
  return (
    <figure ref={figure} className="class-chart">
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={`${id}-chart-title ${id}-chart-desc`}>
        <title id={`${id}-chart-title`}>{title}</title>
        <desc id={`${id}-chart-desc`}>{words.chartDescription}</desc>
        {ticks.map((t) => (
          <g key={t} className="tick">
            <line x1={LEFT} x2={width - RIGHT} y1={y(t)} y2={y(t)} />
            <text x={LEFT - 6} y={y(t) + 4} textAnchor="end">
              {formatNumber(Math.round(t / 100), 'usd')}
            </text>
          </g>
        ))}
        {ageTicks.map((age) => (
          <text key={age} className="age" x={x(age)} y={HEIGHT - 10} textAnchor="middle">
            {age}
          </text>
        ))}
        <line className="single" x1={LEFT} x2={width - RIGHT} y1={y(single)} y2={y(single)} />
        <path className="rising" d={steps} />
        {byAge.map((a) => (
          <circle key={a.age} className="need" cx={x(a.age)} cy={y(a.largestNeed)} r={4} />
        ))}
      </svg>
      <figcaption>
        <strong>{title}</strong> ({words.chartAge}: {youngest}–{oldest})
        <ul className="legend">
          <li className="need">{words.chartLegend.need}</li>
          <li className="rising">{words.chartLegend.rising}</li>
          <li className="single">{words.chartLegend.single}</li>
        </ul>
      </figcaption>
    </figure>
  );
}
