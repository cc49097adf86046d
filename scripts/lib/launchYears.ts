// The yearly figures check:launch asks for: every figure of the current plan year, and of the next
// one once it begins within 90 days, when the site sells it (src/lib/yearlyFigure.ts), since the IRS
// publishes them in the months before January and pages would otherwise say that the year's are
// not in yet. And each figure entered from a secondary source, until it is confirmed.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type YAMLMap } from 'yaml';
import { z } from 'astro/zod';
import { planYearOf } from '../../src/lib/planYear.ts';
import { nextYearSoon } from '../../src/lib/yearlyFigure.ts';
import * as schemas from '../../src/schemas/index.ts';
import type { Problem } from './problem.ts';

/** The plan years whose figures must be in on `today`. */
function yearsDue(today: Date): number[] {
  const year = planYearOf(today);
  return nextYearSoon(today) ? [year, year + 1] : [year];
}

/** The dotted keys of every figure a plan year's entry holds (not its year or sources), read from its schema. */
function yearlyFigureKeys(shape: z.ZodRawShape = schemas.numbers.shape.planYears.element.shape, prefix = ''): string[] {
  return Object.entries(shape).flatMap(([key, optional]) => {
    // A year may lack a figure (pages then show an earlier year's), which is what this check finds.
    const field = optional instanceof z.ZodOptional ? optional.unwrap() : optional;
    if (field instanceof z.ZodObject) return yearlyFigureKeys(field.shape, `${prefix}${key}.`);
    return field instanceof z.ZodNumber && key !== 'year' ? [`${prefix}${key}`] : [];
  });
}

function has(entry: YAMLMap, key: string): boolean {
  const value = entry.getIn(key.split('.'));
  return typeof value === 'number';
}

/** Each yearly figure missing for a year that is due, at the line of its year's entry (or of planYears). */
export function missingYearlyFigures(file: string, text: string, today: Date): Problem[] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const list = doc.getIn(['numbers', 'planYears'], true);
  const listPair = (doc.getIn(['numbers'], true) as YAMLMap | undefined)?.items.find((item) => String((item.key as { value?: unknown })?.value) === 'planYears');
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : counter.linePos(offset).line);
  const listLine = lineAt((listPair?.key as { range?: [number] } | undefined)?.range?.[0] ?? (list as { range?: [number] } | undefined)?.range?.[0]);
  const entries = isSeq(list) ? list.items.filter(isMap) : [];
  return yearsDue(today).flatMap((year) => {
    const entry = entries.find((e) => e.get('year') === year);
    const line = entry ? lineAt(entry.range?.[0]) : listLine;
    return yearlyFigureKeys()
      .filter((key) => !entry || !has(entry, key))
      .map((key) => ({
        file,
        line,
        what: `yearly figure ${key} is missing for plan year ${year}`,
        fix: entry
          ? `add ${key} to the entry "year: ${year}" under planYears, with the figure the IRS published for ${year}`
          : `add an entry "- year: ${year}" under planYears with ${yearlyFigureKeys().join(', ')} and their source, as the IRS published them for ${year}`,
      }));
  });
}

/**
 * Each yearly figure (planYears.*.unconfirmed), each rule's source (plan.unconfirmedSources) and the
 * age curve (ageCurve.unconfirmed) entered from a secondary source and not yet checked against the
 * primary text, at its line.
 */
export function unconfirmedSources(file: string, text: string): Problem[] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const listed = (path: unknown[]) => {
    const list = doc.getIn(path, true);
    return isSeq(list) ? list.items.map((item) => ({ name: String((item as { value?: unknown }).value ?? item), line: counter.linePos((item as { range?: [number] }).range?.[0] ?? 0).line })) : [];
  };
  const years = doc.getIn(['numbers', 'planYears'], true);
  const figures = (isSeq(years) ? years.items.filter(isMap) : []).flatMap((entry, index) =>
    listed(['numbers', 'planYears', index, 'unconfirmed']).map(({ name, line }) => ({
      file,
      line,
      what: `yearly figure ${name} of plan year ${String(entry.get('year'))} rests on a secondary source`,
      fix: `confirm it against the IRS's own text (the entry's sources and notes name the document), correct it if it differs, then remove ${name} from unconfirmed`,
    })),
  );
  const rules = listed(['numbers', 'plan', 'unconfirmedSources']).map(({ name, line }) => ({
    file,
    line,
    what: `the rule of plan.sources.${name} was read only in secondary sources`,
    fix: `read the rule in the primary text its source cites, correct the pages' wording if it differs, then remove ${name} from unconfirmedSources`,
  }));
  const curve = doc.getIn(['numbers', 'ageCurve', 'unconfirmed'], true);
  const ageCurve = isScalar(curve)
    ? [
        {
          file,
          line: counter.linePos(curve.range?.[0] ?? 0).line,
          what: 'the age curve (ageCurve) was read only in secondary sources',
          fix: "check its factors and states against CMS's documents its source cites, correct any that differ, then remove unconfirmed",
        },
      ]
    : [];
  return [...figures, ...rules, ...ageCurve];
}
