// A yearly figure as a page states it. The IRS sets the ICHRA affordability percentage, the QSEHRA
// limits and the EBHRA maximum anew for each plan year, and in the autumn the site sells the next
// plan year while plans of the current one still run, so a page states the figure of each plan year
// it speaks of, with that year: "9.96% for plan years beginning in 2026, 10.22% for plan years
// beginning in 2027", each followed by the document it comes from ("(Rev. Proc. 2025-25)"). It speaks of the current plan year, and of the next once that is sold: once it
// begins within NEXT_YEAR_DAYS days (when check:launch asks for its figures), or once a figure of it
// is in. A year whose figure is not in yet is named after the latest earlier year's, with the words
// that say so, so the page stays true. A tool takes the year from the plan's start date instead.
import { formatNumber, type NumberFormat } from './format.ts';
import { figureEntry, planYearOf, type YearEntry } from './planYear.ts';
import { fill } from './template.ts';

/** How many days before January 1 the next plan year is sold, and its figures asked for by check:launch. */
export const NEXT_YEAR_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A figure's value: a number, or named numbers such as the QSEHRA limits' selfOnly and family. */
type FigureValue = number | Record<string, number>;

/** A plan year's entry with the document each of its figures comes from (planYears.*.sources of numbers.yaml). */
export type SourcedEntry = YearEntry & { sources: Readonly<Record<string, string | undefined>> };

/** A plan year's entry as numbers.yaml lists it under planYears: its year, the figures it has and the source of each. */
export type FigureEntry = SourcedEntry & { [figure: string]: unknown };

/** The words around a yearly figure (ui.json's figures): `source` after each year's, `notInYet` after the years whose figure is not in yet. */
export interface FigureWords {
  source: string;
  notInYet: string;
}

/** The document `figure` of `entry` comes from, as pages and tools show it ("Rev. Proc. 2025-25"). */
export function figureSource(entry: SourcedEntry, figure: string): string {
  const source = entry.sources[figure];
  if (source === undefined) throw new Error(`content/data/numbers.yaml gives no source for ${figure} in "- year: ${entry.year}": add it under sources`);
  return source;
}

/** Whether next year begins within NEXT_YEAR_DAYS days of `today`. */
export function nextYearSoon(today: Date): boolean {
  return Date.UTC(planYearOf(today) + 1, 0, 1) - today.getTime() <= NEXT_YEAR_DAYS * DAY_MS;
}

/** The plan years a page speaks of on `today` when it states `figure`: the current one, and the next once it is sold or its figure is in. */
export function yearsSpokenOf(entries: readonly FigureEntry[], figure: string, today: Date): number[] {
  const year = planYearOf(today);
  const published = entries.some((entry) => entry.year === year + 1 && entry[figure] !== undefined);
  return nextYearSoon(today) || published ? [year, year + 1] : [year];
}

/** The names an item may use for `figure`'s value: {figure} for a single number, or each of its named numbers ({selfOnly}, {family}). */
export function figurePlaceholders(entries: readonly FigureEntry[], figure: string): string[] {
  const value = entries.find((entry) => entry[figure] !== undefined)?.[figure];
  return value !== null && typeof value === 'object' ? Object.keys(value) : ['figure'];
}

/** Each placeholder of `figure`'s value, written `as` says. */
function filled(value: FigureValue, as: NumberFormat): Record<string, string> {
  if (typeof value === 'number') return { figure: formatNumber(value, as) };
  return Object.fromEntries(Object.entries(value).map(([name, number]) => [name, formatNumber(number, as)]));
}

const andList = new Intl.ListFormat('en-US', { type: 'conjunction' });

/**
 * What a page writes for `figure` in plan years `years`: `item` for each year whose figure is in
 * ({year} its year, {figure} or each named number its value, written `as` says), each followed by
 * its source as `words.source` writes it, joined by commas; then, for the years whose figure is not
 * in yet, `words.notInYet` with {year} those years. A year before any that has it takes the latest
 * earlier year's, named with its own year. Example, with item "{figure} for plan years beginning in
 * {year}" and source "({source})": "$2,200 for plan years beginning in 2026 (Rev. Proc. 2025-19),
 * $2,250 for plan years beginning in 2027 (Rev. Proc. 2026-24)".
 */
export function yearlyFigureText(entries: readonly FigureEntry[], figure: string, years: readonly number[], item: string, as: NumberFormat, words: FigureWords): string {
  const shown = new Map(years.map((year) => figureEntry(entries, year, figure)).map((entry) => [entry.year, entry]));
  const missing = years.filter((year) => !shown.has(year));
  const items = [...shown.values()].map((entry) => `${fill(item, { ...filled(entry[figure] as FigureValue, as), year: entry.year })} ${fill(words.source, { source: figureSource(entry, figure) })}`);
  return [items.join(', '), ...(missing.length > 0 ? [fill(words.notInYet, { year: andList.format(missing.map(String)) })] : [])].join(' ');
}

/** Why `item` cannot write `figure`, or undefined: it must name {year} and each of the figure's values, and nothing else. */
export function yearlyItemProblem(entries: readonly FigureEntry[], figure: string, item: string): string | undefined {
  const names = [...figurePlaceholders(entries, figure), 'year'];
  const used = [...item.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
  const unknown = used.filter((name) => !names.includes(name));
  if (unknown.length > 0) return `item names {${unknown.join('}, {')}}, which ${figure} does not have; use ${names.map((n) => `{${n}}`).join(', ')}`;
  const left = names.filter((name) => !used.includes(name));
  return left.length > 0 ? `item must hold ${left.map((n) => `{${n}}`).join(' and ')}` : undefined;
}
