// The competitors' prices carry the month they were checked (numbers.yaml, competitorPricesChecked),
// which the calculator prints beside them; check:launch asks for a new check once that is a year old,
// so the site never presents a stale price as current.
import { isMap, isPair, isScalar, LineCounter, parseDocument } from 'yaml';
import { parseMonthYear, yearOld } from '../../src/lib/monthYear.ts';
import type { Problem } from './problem.ts';

/** The key in numbers.yaml, under `numbers`. */
const KEY = 'competitorPricesChecked';

/** A problem when the competitors' prices were last checked a year or more before `today`. */
export function staleCompetitorPrices(file: string, text: string, today: Date): Problem[] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const numbers = doc.get('numbers', true);
  const pair = isMap(numbers) ? numbers.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === KEY) : undefined;
  const checked = pair && isScalar(pair.value) ? parseMonthYear(String(pair.value.value)) : null;
  // A missing or unreadable date is the content check's to report.
  if (!pair || !checked || !yearOld(checked, today)) return [];
  return [
    {
      file,
      line: counter.linePos((pair.key as { range: [number] }).range[0]).line,
      what: `the competitors' prices were last checked ${String((pair.value as { value: unknown }).value)}, a year or more ago`,
      fix: `check each competitor's prices on its own site, correct them under competitors, and write this month in ${KEY}`,
    },
  ];
}
