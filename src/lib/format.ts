// How numbers from content/data/numbers.yaml are written on the page, in one place so that the
// home cards, tables, guides and PDFs all print "$6,350" or "9.02%" the same way.
import { derivedNumbers } from './derivedNumbers.ts';

/** The ways a number can be written: $6,350, 1,100, 9.02%, 2025, 12 min 8 s. */
export const NUMBER_FORMATS = ['usd', 'count', 'percent', 'plain', 'duration'] as const;

/** One way of writing a number. */
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Formats a value from the numbers file. Durations are { minutes, seconds } objects. */
export function formatNumber(value: unknown, as: NumberFormat = 'count'): string {
  if (as === 'duration') {
    const { minutes, seconds } = value as { minutes: number; seconds: number };
    return `${minutes} min ${seconds} s`;
  }
  if (typeof value === 'string') return value;
  if (typeof value !== 'number') throw new Error(`Expected a number but got ${JSON.stringify(value)}`);
  switch (as) {
    case 'usd':
      return `$${grouped.format(value)}`;
    case 'percent':
      return `${grouped.format(value)}%`;
    case 'plain':
      return String(value);
    default:
      return grouped.format(value);
  }
}

/**
 * Reads a dotted key such as "prices.ichra" or "competitors.0.setupFee" from the numbers data, or
 * computes a derived one such as "plan.exampleMonthlyRelease" (./derivedNumbers.ts) from it. The
 * yearly figures under planYears are not read this way: a page states them for each plan year it
 * speaks of (./yearlyFigure.ts).
 */
export function numberAt(data: unknown, key: string): unknown {
  const derive = derivedNumbers[key];
  if (derive) return derive((input) => Number(numberAt(data, input)));
  return readPath(data, key, key);
}

/** A {key} in words written outside MDX, such as "fewer than {plan.qsehraMaxEmployees}". */
const PLACEHOLDER = /\{(\w+(?:\.\w+)*)\}/g;

/**
 * Whether the {key} `key` names a number: a dotted key into a group of the numbers data, or a
 * number at the top of it. Other braces, such as {year} or {prices}, are words the code that shows
 * them fills in.
 */
function namesNumber(data: unknown, key: string): boolean {
  const [group = '', ...rest] = key.split('.');
  if (data === null || typeof data !== 'object') return false;
  if (rest.length === 0) return ['number', 'string'].includes(typeof (data as Record<string, unknown>)[group]);
  return Object.hasOwn(data, group);
}

/** The keys of the {key}s in `text` that name numbers, such as plan.qsehraMaxEmployees. */
export function numberKeys(text: string, data: unknown): string[] {
  return [...text.matchAll(PLACEHOLDER)].map(([, key]) => key!).filter((key) => namesNumber(data, key));
}

/**
 * `text` with each {key} that names a number written out, as an <N> with no format writes it: in a
 * data file or a page's settings, "fewer than {plan.qsehraMaxEmployees}" reads "fewer than" and
 * the QSEHRA's employee limit, and "${prices.ichra}" the ICHRA's price with its dollar sign.
 */
export function fillNumbers(text: string, data: unknown): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => (namesNumber(data, key) ? formatNumber(numberAt(data, key)) : whole));
}

/** The text an <N k="…" as="…" /> shows: the number `key` as `as` writes it. */
export function numberText(data: unknown, key: string, as: NumberFormat = 'count'): string {
  return formatNumber(numberAt(data, key), as);
}

function readPath(data: unknown, path: string, key: string): unknown {
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) {
      throw new Error(`content/data/numbers.yaml has no number "${key}" (check the spelling of "${part}")`);
    }
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Dollars with both decimals; one formatter for every call, as making one costs more than using it. */
const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole cents as dollars with both decimals, as the affordability planner writes them: 12989 is "$129.89". */
export function formatCents(cents: number): string {
  return `$${withCents.format(cents / 100)}`;
}

/** Dollars with cents when there are any: "$1,234", "$537.50". */
export function formatMoney(value: number): string {
  return Number.isInteger(value) ? formatNumber(value, 'usd') : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
