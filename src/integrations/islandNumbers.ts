// Islands import the rules, limits and starting values they apply (`import { rules } from
// 'virtual:numbers/calendar'`) instead of being handed them as props, as they import their words
// (islandWords.ts): props are written into the page's HTML beside what the island renders, where
// they cost every visitor bytes before the first paint (about 330 bytes gzip of each page with the
// plan calendar, 150 with the FTE calculator, 100 with the class-size checker); in the island's
// chunk they load after it and stay cached. They are read from the data files as the collections
// read them (the same words, the same schemas), so the server's render and the island's agree. One
// module per island, each exporting its values by name. What differs from page to page (a
// calendar's first HRA, a link) stays a prop, and so does the build's day, which the dates follow.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'astro/zod';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { visibleWords } from '../build/visibleWords.ts';
import { formatNumber } from '../lib/format.ts';
import type { CalendarSource } from '../lib/calendarFile.ts';
import type { PlannerFees, PlannerRules } from '../lib/census.ts';
import type { CensusLimits } from '../lib/censusCells.ts';
import type { ClassSizeLimits } from '../lib/classSize.ts';
import type { FteRules } from '../lib/fte.ts';
import type { Administrator } from '../lib/totalCost.ts';
import { CALENDAR_PRODUCTS, calendarRules, type CalendarChoice, type CalendarFigures, type CalendarRules } from '../lib/planCalendar.ts';
import { siteConfig } from '../lib/siteConfig.ts';
import { fill } from '../lib/template.ts';
import { dataFileSchemas } from '../schemas/dataFiles.ts';
import { contentRoot, dataFiles, type DataFile } from '../schemas/files.ts';

/** How an island names its module: `virtual:numbers/` and the island's part. */
export const NUMBERS_PREFIX = 'virtual:numbers/';

/** The data files the islands' values come from. */
const FILES = ['numbers', 'products', 'ui'] as const satisfies readonly DataFile[];

/** A data file as its collection reads it. */
type Data<F extends DataFile> = z.output<(typeof dataFileSchemas)[F]> extends Record<F, infer D> ? D : never;

/** The files, read on demand: `read(file)` gives a file's saved text. */
type Files = { [F in (typeof FILES)[number]]: () => Data<F> };

/** What the plan calendar applies: its rules, the figures its words quote, the HRAs it offers, how many later plan years it lays out, the years of starts it accepts around the build's, and who makes its .ics file. */
export interface CalendarNumbers {
  rules: CalendarRules;
  figures: CalendarFigures;
  products: CalendarChoice[];
  laterYears: number;
  yearsBack: number;
  yearsAhead: number;
  source: CalendarSource;
}

/** What the FTE calculator applies: the IRS's counting rules, the full-time week, its limits and starting values. */
export interface FteNumbers {
  rules: FteRules;
  fullTimeHoursWeek: number;
  fullTimeDefault: number;
  /** Each part-time employee's monthly hours to start with, in every month. */
  partTimeDefault: number[];
  employeesMax: number;
  /** The most hours one person works in a month. */
  monthHoursMax: number;
}

/** What the class-size checker applies: the minimum class size's limits, its starting values and the most employees it accepts. */
export interface ClassSizeNumbers {
  limits: ClassSizeLimits;
  employeesDefault: number;
  /** Most employees (and people in a class) accepted. */
  employeesMax: number;
  /** The starting classes' sizes; each is named by the words' default classes, in order. */
  classSizes: number[];
  /** The most classes checked at once, a shared link's included. */
  classesMax: number;
}

/** A plan year's entry as the affordability planner reads it: the figures it applies, each possibly not in yet, and the source of each that is in. */
export interface PlannerYearEntry {
  year: number;
  affordabilityPercent?: number;
  povertyLine?: { contiguous: number; alaska: number; hawaii: number };
  sources: { affordabilityPercent?: string | undefined; povertyLine?: string | undefined };
}

/** What the affordability planner's choices show: the plan years' figures, the states the age curve does not hold in, its starting and largest allowance, and how many rows it reads. */
export interface AffordabilityChoicesNumbers {
  planYears: PlannerYearEntry[];
  /** The states whose premiums follow a curve of their own or none. */
  curveStates: string[];
  /** In whole dollars, as the largest premium accepted. */
  allowanceDefault: number;
  allowanceMax: number;
  rowsMax: number;
}

/** What the affordability planner's answers apply, loaded with its rows: its rules and limits, Salusion's fees and how many rows a page shows. */
export interface AffordabilityRulesNumbers {
  rules: PlannerRules;
  limits: CensusLimits;
  fees: PlannerFees;
  pageRows: number;
}

/** What the HRA chooser sets beside its answer: the competitors' fees, as the cost calculator has them, and the month they were checked. */
export interface ChooserNumbers {
  brand: string;
  competitors: Administrator[];
  /** As numbers.yaml writes it. Example: November 2026 */
  pricesChecked: string;
}

const PARTS = {
  affordabilityChoices: (files: Files): AffordabilityChoicesNumbers => {
    const { planYears, ageCurve, tools } = files.numbers();
    return {
      planYears: planYears.map(({ year, affordabilityPercent, povertyLine, sources }) => ({
        year,
        ...(affordabilityPercent === undefined ? {} : { affordabilityPercent }),
        ...(povertyLine ? { povertyLine } : {}),
        sources: { affordabilityPercent: sources.affordabilityPercent, povertyLine: sources.povertyLine },
      })),
      curveStates: [...ageCurve.ownCurveStates, ...ageCurve.noAgeRatingStates],
      allowanceDefault: tools.plannerAllowance,
      allowanceMax: tools.plannerPremiumMax,
      rowsMax: tools.plannerRowsMax,
    };
  },
  affordabilityRules: (files: Files): AffordabilityRulesNumbers => {
    const { plan, ageCurve, tools, prices, fees } = files.numbers();
    return {
      rules: {
        ageCurve: { bands: ageCurve.bands, ownCurveStates: ageCurve.ownCurveStates, noAgeRatingStates: ageCurve.noAgeRatingStates },
        rateOfPayHours: plan.rateOfPayMonthlyHours,
        maxAgeFactor: plan.maxAgeFactor,
        ageMax: tools.plannerAgeMax,
      },
      limits: { premiumMax: tools.plannerPremiumMax, yearlyPayMax: tools.plannerYearlyPayMax, hourlyRateMax: tools.plannerHourlyRateMax, planYearMonths: plan.planYearMonths },
      fees: { perParticipant: prices.ichra, platform: fees.platform, setup: fees.setup },
      pageRows: tools.plannerPageRows,
    };
  },
  calendar: (files: Files): CalendarNumbers => {
    const { plan, tools } = files.numbers();
    const name = fill(files.ui().calendar.calendarName, {
      brand: siteConfig.brand,
    });
    return {
      rules: calendarRules(plan),
      figures: {
        electronicFilingMinimumReturns: plan.electronicFilingMinimumReturns,
        penaltyPerEmployee: formatNumber(plan.qsehraNoticePenalty.perEmployee, 'usd'),
        penaltyYearlyMaximum: formatNumber(plan.qsehraNoticePenalty.yearlyMaximum, 'usd'),
        w2Due: plan.w2Due,
        furnishingDue: plan.furnishingDue,
        electronicFilingDeadline: plan.electronicFilingDeadline,
        paperFilingDeadline: plan.paperFilingDeadline,
        form720Due: plan.form720Due,
      },
      products: CALENDAR_PRODUCTS.map((code) => {
        const { short, name } = files.products().find((p) => p.id === code)!;
        return { code, short, label: `${short} (${name})` };
      }),
      laterYears: tools.calendarLaterYears,
      yearsBack: tools.calendarYearsBack,
      yearsAhead: tools.calendarYearsAhead,
      source: {
        company: siteConfig.brand,
        product: name,
        domain: new URL(siteConfig.siteOrigin).hostname,
        name,
      },
    };
  },
  chooser: (files: Files): ChooserNumbers => {
    const { competitors, competitorPricesChecked } = files.numbers();
    return { brand: siteConfig.brand, competitors, pricesChecked: competitorPricesChecked };
  },
  classSize: (files: Files): ClassSizeNumbers => {
    const { plan, tools } = files.numbers();
    return {
      limits: plan.minimumClassSize,
      employeesDefault: tools.checkerEmployees,
      employeesMax: tools.employeesMax,
      classSizes: tools.checkerClassSizes,
      classesMax: tools.checkerClassesMax,
    };
  },
  fte: (files: Files): FteNumbers => {
    const { plan, tools } = files.numbers();
    return {
      rules: {
        fteMonthlyHoursCap: plan.fteMonthlyHoursCap,
        fullTimeHoursMonth: plan.fullTimeHoursMonth,
        aleThreshold: plan.aleThreshold,
        seasonalMonths: plan.seasonalMonths,
      },
      fullTimeHoursWeek: plan.fullTimeHoursWeek,
      fullTimeDefault: tools.fteFullTime,
      partTimeDefault: tools.ftePartTimeHours,
      employeesMax: tools.employeesMax,
      monthHoursMax: tools.monthHoursMax,
    };
  },
};

/** An island's part. */
export type NumbersPart = keyof typeof PARTS;

/** The path of a data file from the project root. */
const pathOf = (file: DataFile) => join(contentRoot, dataFiles[file]);

/** A data file's text as saved now. */
const saved = (file: DataFile) => readFileSync(pathOf(file), 'utf8');

/** `file`'s data as its collection reads it; a file the schema refuses is named with each field it refuses. */
function readData<F extends DataFile>(file: F, text: string): Data<F> {
  const read = dataFileSchemas[file].safeParse(visibleWords(parse(text)));
  if (!read.success) {
    const problems = read.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${pathOf(file)}: ${problems.join('; ')}`);
  }
  return (read.data as unknown as Record<F, Data<F>>)[file];
}

/** A part's values, from the data files' texts as `read` gives them (as saved, unless a test says otherwise). */
export function islandNumbers<P extends NumbersPart>(part: P, read: (file: DataFile) => string = saved): ReturnType<(typeof PARTS)[P]> {
  const files = Object.fromEntries(FILES.map((file) => [file, () => readData(file, read(file))])) as unknown as Files;
  return PARTS[part](files) as ReturnType<(typeof PARTS)[P]>;
}

/** A part's module: each of its values as a named export. */
export function numbersModule(part: string, read?: (file: DataFile) => string): string {
  if (!Object.hasOwn(PARTS, part)) throw new Error(`No island numbers named "${part}" (imported as ${NUMBERS_PREFIX}${part})`);
  return Object.entries(islandNumbers(part as NumbersPart, read))
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
}

/** The Vite plugin. */
export function islandNumbersPlugin(): Plugin {
  const resolved = `\0${NUMBERS_PREFIX}`;
  return {
    name: 'salusion:island-numbers',
    resolveId: {
      filter: { id: new RegExp(`^${NUMBERS_PREFIX}`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\\0${NUMBERS_PREFIX}`) },
      handler(id) {
        // Dev and the editor's preview rebuild the module when a data file it reads is saved.
        for (const file of FILES) this.addWatchFile(resolve(pathOf(file)));
        return numbersModule(id.slice(resolved.length));
      },
    },
  };
}
