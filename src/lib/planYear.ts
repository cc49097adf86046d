// The plan year the site is built for. The IRS sets some figures anew for each plan year (the ICHRA
// affordability percentage, the QSEHRA limits, the EBHRA maximum); pages, PDFs and tools show the
// figures of the year the site is built in and name that year. Plan years after the first align to the calendar year, so
// the plan year is the build date's calendar year. SALUSION_BUILD_DATE=YYYY-MM-DD pins the date, for
// tests and for a build prepared ahead of January.
import { fromEnv } from './env.ts';

/** The variable that pins the build date. */
export const BUILD_DATE_VARIABLE = 'SALUSION_BUILD_DATE';

/** The build's date: today, or the date SALUSION_BUILD_DATE names. */
export function buildDate(): Date {
  const pinned = fromEnv(BUILD_DATE_VARIABLE, '');
  if (pinned === '') return new Date();
  const date = new Date(`${pinned}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(pinned) || Number.isNaN(date.getTime())) {
    throw new Error(`${BUILD_DATE_VARIABLE} must be a date written as YYYY-MM-DD, e.g. 2026-11-23 (got "${pinned}")`);
  }
  return date;
}

/** The build's date as the tools write dates, YYYY-MM-DD (in UTC, as the plan year is decided). */
export function buildDay(): string {
  return buildDate().toISOString().slice(0, 10);
}

/** The plan year a date falls in. */
export function planYearOf(date: Date): number {
  return date.getUTCFullYear();
}

/** The plan year of this build. */
export function currentPlanYear(): number {
  return planYearOf(buildDate());
}

/** The figures of one plan year, as content/data/numbers.yaml lists them under planYears. */
export interface YearEntry {
  year: number;
}

/**
 * The entry that gives `figure` for plan year `year`: that year's, or while its figure is not in
 * yet the latest earlier one that has it. The page names the year whose figure it shows, so it
 * stays true, and check:launch asks for the missing figure well before its year begins.
 */
export function figureEntry<Entry extends YearEntry, Figure extends string & keyof Entry>(entries: readonly Entry[], year: number, figure: Figure): Entry & { [K in Figure]-?: NonNullable<Entry[K]> } {
  const earlier = entries.filter((e) => e.year <= year && e[figure] !== undefined).sort((a, b) => b.year - a.year);
  const entry = earlier[0];
  if (!entry) throw new Error(`content/data/numbers.yaml has no planYears entry with ${figure} for ${year} or before: add it to "- year: ${year}"`);
  return entry as Entry & { [K in Figure]-?: NonNullable<Entry[K]> };
}
