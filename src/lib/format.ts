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
 * computes a derived one such as "plan.exampleMonthlyRelease" (./derivedNumbers.ts) from it.
 */
export function numberAt(data: unknown, key: string): unknown {
  const derive = derivedNumbers[key];
  if (derive) return derive((input) => Number(numberAt(data, input)));
  let node: unknown = data;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) {
      throw new Error(`content/data/numbers.yaml has no number "${key}" (check the spelling of "${part}")`);
    }
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
