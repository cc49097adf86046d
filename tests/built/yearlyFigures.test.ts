// Yearly figures carry their year and their source: every page and PDF that states the affordability
// percentage, the QSEHRA limits or the EBHRA maximum (a <YearlyFigure> in its MDX) states it for each
// plan year it speaks of on the build's day, each with its year: the year's own figure where it is
// in, else the words that say it is not in yet; each figure shown (an earlier year's standing in
// included) followed by the document numbers.yaml gives for it; and it shows no figure of another year. And every page that
// states these rules or another rule of law (and a guide's PDF) says it is not legal or tax advice. Reads dist/ (run
// `npm run build` first); the words and figures come from content/.
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import { typeset } from '../../scripts/lib/contentWords';
import { site, ui } from '../support/words';
import { attributes, isJsx, statesRules, walk } from '~/build/mdx';
import { formatNumber, type NumberFormat } from '~/lib/format';
import { buildDate, figureEntry } from '~/lib/planYear';
import { YEARLY_FIGURES } from '~/schemas/numbers';
import { fill } from '~/lib/template';
import { yearsSpokenOf } from '~/lib/yearlyFigure';
import { builtPage, pdfText, textOf } from '../support/builtSite';
import { readContentPages } from '../../scripts/lib/contentPages';
import { PATHS } from '../../scripts/lib/routes';

/** The figures the IRS sets for each plan year, which pages state (the poverty line is the planner's alone). */
const FIGURES = YEARLY_FIGURES.filter((figure): figure is Exclude<(typeof YEARLY_FIGURES)[number], 'povertyLine'> => figure !== 'povertyLine');
type Figure = (typeof FIGURES)[number];

/** Every <YearlyFigure> of a page's MDX: its figure, its format and its item, as the page sets them. */
function yearlyTags(path: string) {
  const tree = pageOf(path).tree!;
  return [...walk(tree)].flatMap(([node]) => {
    if (!isJsx(node) || node.name !== 'YearlyFigure') return [];
    const props = attributes(node);
    return [{ figure: props.get('k') as Figure, as: (props.get('as') ?? 'count') as NumberFormat, item: typeset(String(props.get('item'))) }];
  });
}

/** A year's figure as its item writes it, or undefined while the year has none. */
function written(figure: Figure, as: NumberFormat, item: string, year: number): string | undefined {
  const value = numbers.planYears.find((entry) => entry.year === year)?.[figure];
  if (value === undefined) return undefined;
  const values = typeof value === 'number' ? { figure: formatNumber(value, as) } : { selfOnly: formatNumber(value.selfOnly, as), family: formatNumber(value.family, as) };
  return fill(item, { ...values, year });
}


/** A plan year's entry with only `figure`. */
const pick = (entry: (typeof numbers.planYears)[number], figure: Figure) => ({ year: entry.year, sources: entry.sources, [figure]: entry[figure] });

/** The formatted figures of a plan year's entry. */
const figuresOf = (entry: (typeof numbers.planYears)[number]) => [
  ...(entry.affordabilityPercent === undefined ? [] : [formatNumber(entry.affordabilityPercent, 'percent')]),
  ...(entry.qsehraLimits === undefined ? [] : [formatNumber(entry.qsehraLimits.selfOnly, 'usd'), formatNumber(entry.qsehraLimits.family, 'usd')]),
  ...(entry.ebhraMax === undefined ? [] : [formatNumber(entry.ebhraMax, 'usd')]),
];

const mainText = (path: string) => textOf(builtPage(path).querySelector('main')) ?? '';
const today = buildDate();

/** Every page's content file, by its URL. */
const pageFiles = new Map(readContentPages().flatMap((page) => (page.path === undefined ? [] : [[page.path, page] as const])));
const pageOf = (path: string) => pageFiles.get(path)!;
/** The file name of a guide's PDF, as its front matter names it; null for a page with none. */
const pdfOf = (path: string) => (pageOf(path).frontmatter['pdf'] as { file?: string } | undefined)?.file ?? null;
/** The pages whose MDX states a yearly figure, with their guide's PDF. */
const PAGES = PATHS.filter((path) => yearlyTags(path).length > 0).map((path): [string, string | null] => [path, pdfOf(path)]);
/** The guides, with their PDF. */
const GUIDES = PATHS.filter((path) => pageOf(path).frontmatter['type'] === 'guide').map((path): [string, string | null] => [path, pdfOf(path)]);

describe(`the yearly figures of the plan years a build on ${today.toISOString().slice(0, 10)} speaks of`, () => {
  it('are stated on some page', () => expect(PAGES.length).toBeGreaterThan(0));

  it.each(PAGES)("%s (and its PDF %s) states each plan year's figure with its year, or that it is not in yet", async (path, pdf) => {
    const texts = [mainText(path), ...(pdf ? [await pdfText(`${pdf}.pdf`)] : [])];
    for (const { figure, as, item } of yearlyTags(path)) {
      for (const year of yearsSpokenOf(numbers.planYears, figure, today)) {
        const expected = written(figure, as, item, year) ?? fill(ui.figures.notInYet, { year });
        for (const text of texts) expect(text).toContain(expected);
      }
    }
  });

  it.each(PAGES)('%s (and its PDF %s) follows each figure it shows with its source', async (path, pdf) => {
    const texts = [mainText(path), ...(pdf ? [await pdfText(`${pdf}.pdf`)] : [])];
    for (const { figure, as, item } of yearlyTags(path)) {
      for (const year of yearsSpokenOf(numbers.planYears, figure, today)) {
        // The year's own figure, or the earlier year's that stands in for it, with that year's source.
        const entry = figureEntry(numbers.planYears, year, figure);
        const source = entry.sources[figure];
        expect(source).toBeDefined();
        const expected = `${written(figure, as, item, entry.year)} ${fill(ui.figures.source, { source: source! })}`;
        for (const text of texts) expect(text).toContain(expected);
      }
    }
  });

  it.each(PATHS)('%s shows no figure of a plan year it does not speak of', (path) => {
    // The affordability planner shows the figures of the plan year the visitor picks (the next, to
    // begin with), each with its year, so its figures are read out of the page's.
    const main = builtPage(path).querySelector('main');
    main?.querySelector('.affordability-planner .figures')?.remove();
    const text = textOf(main) ?? '';
    // Each figure of each year spoken of, or of the earlier year standing in for it.
    const allowed = new Set(
      FIGURES.flatMap((figure) => yearsSpokenOf(numbers.planYears, figure, today).flatMap((year) => figuresOf(pick(figureEntry(numbers.planYears, year, figure), figure)))),
    );
    for (const entry of numbers.planYears) {
      for (const value of figuresOf(entry)) if (!allowed.has(value)) expect(text).not.toContain(value);
    }
  });
});

describe('every page that states a tax rule or figure says it is not legal or tax advice', () => {
  const { guideNote, rulesNote } = site.labels;
  const pageText = (path: string) => textOf(builtPage(path).querySelector('body')) ?? '';

  it.each(GUIDES)('the guide %s and its PDF %s carry the guide note', async (path, pdf) => {
    expect(mainText(path)).toContain(guideNote);
    expect(await pdfText(`${pdf}.pdf`)).toContain(guideNote);
  });

  it.each(PATHS)('%s: the note if its MDX states a plan rule or a yearly figure, and no other page', (path) => {
    const mdx = pageOf(path).source;
    const guide = pageOf(path).frontmatter['type'] === 'guide';
    expect(pageText(path).includes(rulesNote)).toBe(!guide && statesRules(mdx));
    if (!guide && statesRules(mdx)) expect(pageText(path).includes(guideNote)).toBe(false);
  });

  it('the product pages are among them', () => {
    for (const code of ['ichra', 'qsehra', 'gchra', 'ebhra']) expect(pageText(`/product/${code}`)).toContain(rulesNote);
  });
});
