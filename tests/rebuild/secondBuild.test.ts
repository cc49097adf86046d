// Builds the whole site a second time from a changed copy of content/ and proves that content alone
// drives it: a changed number reaches every page, table, guide, PDF and JSON-LD block, and a changed
// figure of the plan year the build is for reaches every page and PDF that shows it; a new MDX file
// becomes a page at its path and in the sitemap; and a guide's <N> tags and a new <Section> show the
// same on the page and in its PDF, however the tags are written. Each edit is made on the parsed
// numbers (the value there now, moved by a fixed step) and every expectation follows from the values
// remembered before and after, so the test holds whatever the editors have written since.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml, parseDocument } from 'yaml';
import { addDays, dateParts, inYear, longDate, parseMonthDay } from '~/lib/calendarDate';
import type { Numbers } from '~/data/numbers';
import { formatNumber, type NumberFormat } from '~/lib/format';
import { MONTH_NAMES } from '~/lib/monthNames';
import { calendarRules, defaultStart, planCalendar, type CalendarProduct } from '~/lib/planCalendar';
import { BUILD_DATE_VARIABLE, figureEntry, planYearOf } from '~/lib/planYear';
import { priceCards, type CardProduct } from '~/lib/priceGroup';
import { siteConfig } from '~/lib/siteConfig';
import { fill } from '~/lib/template';
import { pdfText } from '../support/builtSite';
import { page as pageWords, products, tagAttribute, ui } from '../support/words';
import { buildCopy, builtHtml, copyProject } from '../../scripts/lib/projectCopy';

// A copy of the project, so the second build's caches (.astro/) never touch this one's.
const work = copyProject('second-build');
const content = join(work, 'content');
const out = join(work, 'dist');

/** The day the copy is built as: its plan year's figures are the ones every page must show. */
const BUILT_ON = '2026-06-01';
const buildYear = planYearOf(new Date(`${BUILT_ON}T00:00:00Z`));

const ICHRA_RULES = '/product/ichra/rules-and-regulations';
const QSEHRA_RULES = '/product/qsehra/rules-and-regulations';

function page(path: string): string {
  return readFileSync(join(out, `${path === '/' ? 'index' : path.slice(1)}.html`), 'utf8').replace(/<[^>]+>/g, ' ');
}

function allHtml(): string {
  return [...builtHtml(out).values()].join('\n');
}

const pdfTextOf = (file: string) => pdfText(file, out);

/** The PDF of the guide at `path`, as its settings name it. */
const pdfOf = (path: string) => `${(pageWords(path) as { pdf?: { file: string } }).pdf!.file}.pdf`;

/** A number as pages write it, matched whole: $14 is not part of $140 or $1,400, 9.96% not of 19.96%. */
function shown(value: number, as: NumberFormat): RegExp {
  const text = formatNumber(value, as).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d.,])${text}(?!\\d|[.,]\\d)`);
}

// The numbers, changed as an editor's save writes them: each edit moves the value there now by a
// fixed step and remembers it before and after.
const numbersFile = join(content, 'data/numbers.yaml');
const doc = parseDocument(readFileSync(numbersFile, 'utf8'));
const before = (doc.toJS() as { numbers: Numbers }).numbers;

/** One figure of numbers.yaml the fixture changes: how pages write it, and its value before and after. */
interface Changed {
  as: NumberFormat;
  old: number;
  new: number;
}

/** Sets the number at `path` under numbers: to `to` of its value now. */
function change(path: (string | number)[], as: NumberFormat, to: (old: number) => number): Changed {
  const old = Number(doc.getIn(['numbers', ...path]));
  doc.setIn(['numbers', ...path], to(old));
  return { as, old, new: to(old) };
}

/** Changes `figure` (a dotted key such as qsehraLimits.family) of the plan-year entry that gives it for the build's year. */
function changeYearly(figure: string, as: NumberFormat, to: (old: number) => number): Changed {
  const [first = '', ...rest] = figure.split('.');
  const entry = figureEntry(before.planYears, buildYear, first as 'affordabilityPercent' | 'qsehraLimits' | 'ebhraMax');
  return change(['planYears', before.planYears.indexOf(entry), first, ...rest], as, to);
}

const lastCompetitor = before.competitors.length - 1;
/** The figures the pages show as money, counts and percentages, each changed. */
const changed = {
  ichraPrice: change(['prices', 'ichra'], 'usd', (v) => v + 9),
  qsehraPrice: change(['prices', 'qsehra'], 'usd', (v) => v + 9),
  gchraPrice: change(['prices', 'gchra'], 'usd', (v) => v + 2),
  competitorSetupFee: change(['competitors', lastCompetitor, 'setupFee'], 'usd', (v) => v + 25),
  employers: change(['claims', 'employers'], 'count', (v) => v + 134),
  ichraPayout: change(['referralPayouts', 'ichra'], 'usd', (v) => v + 5),
  qsehraPayout: change(['referralPayouts', 'qsehra'], 'usd', (v) => v + 5),
  affordabilityPercent: changeYearly('affordabilityPercent', 'percent', (v) => Math.round((v - 0.09) * 100) / 100),
  selfOnlyLimit: changeYearly('qsehraLimits.selfOnly', 'usd', (v) => v + 93),
  familyLimit: changeYearly('qsehraLimits.family', 'usd', (v) => v + 479),
  ebhraMax: changeYearly('ebhraMax', 'usd', (v) => v + 145),
};
/** The guides' example allowance, raised so its monthly release stays a whole number of dollars. */
const allowance = change(['plan', 'exampleAnnualAllowance'], 'usd', (v) => v + 100 * before.plan.planYearMonths);
const monthlyRelease = (yearly: number) => yearly / before.plan.planYearMonths;
/** The amendment window, shortened, and Form 720's due day, moved three days earlier (both move the plan calendar's dates). */
const amendmentDays = change(['plan', 'amendmentDaysBefore'], 'count', (v) => v - 5);
const form720Day = addDays(inYear(parseMonthDay(before.plan.form720Due)!, 2001)!, -3);
doc.setIn(['numbers', 'plan', 'form720Due'], `${MONTH_NAMES[dateParts(form720Day).month - 1]} ${dateParts(form720Day).day}`);
const after = (doc.toJS() as { numbers: Numbers }).numbers;

/** Every number of the changed file: an old value still held by another figure may rightly still show. */
const numbersNow = new Set<number>();
const collect = (value: unknown): void => {
  if (typeof value === 'number') numbersNow.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
};
collect(after);

/** A section of the test's own, placed after the guide's last: its numbers' tags written every way an editor may write them. */
const NEW_SECTION = `

<Section title="Family allowance example">
  A family plan may reimburse up to <YearlyFigure
    as="usd"
    k="qsehraLimits"
    item="{family} a year in {year}"
  />, and an allowance is affordable at <YearlyFigure as='percent' k='affordabilityPercent' item='{figure} of household income for {year} plans' />.
</Section>`;
const NEW_SECTION_SAYS = [
  `up to ${formatNumber(changed.familyLimit.new, 'usd')} a year in ${buildYear}`,
  `affordable at ${formatNumber(changed.affordabilityPercent.new, 'percent')} of household income for ${buildYear} plans`,
];

/** A page of the test's own, added as one MDX file. */
const NEW_PAGE = { path: '/product/ichra/new-topic', heading: 'Brand New ICHRA Topic' };

beforeAll(() => {
  writeFileSync(numbersFile, doc.toString());
  writeFileSync(
    join(content, `pages${NEW_PAGE.path}.mdx`),
    ['---', 'type: page', 'title: A Brand New ICHRA Topic', 'description: A page added as one MDX file, with no code change at all.', `heading: ${NEW_PAGE.heading}`, '---', 'Words of the new page.', ''].join('\n'),
  );
  const guide = join(content, `pages${ICHRA_RULES}.mdx`);
  const text = readFileSync(guide, 'utf8');
  const last = text.lastIndexOf('</Section>') + '</Section>'.length;
  if (last < '</Section>'.length) throw new Error(`the fixture edit found no <Section> in ${guide}`);
  writeFileSync(guide, `${text.slice(0, last)}${NEW_SECTION}${text.slice(last)}`);
  buildCopy(work, { [BUILD_DATE_VARIABLE]: BUILT_ON });
  // A whole second build: about 30 s on an idle 2-core machine, more while other tests run beside it.
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('every number comes from content/data/numbers.yaml', () => {
  const gone = Object.entries(changed).filter(([, value]) => !numbersNow.has(value.old));

  it('changes figures whose old values no other figure holds', () => {
    expect(gone.length).toBeGreaterThan(0);
  });

  it.each(gone)('the old %s appears nowhere in the built HTML', (_, { old, as }) => {
    expect(allHtml()).not.toMatch(shown(old, as));
  });

  const { ichraPrice, gchraPrice, competitorSetupFee, employers, ichraPayout, affordabilityPercent } = changed;
  const allowanceShown = [shown(allowance.new, 'usd'), shown(monthlyRelease(allowance.new), 'usd')];
  it.each([
    ['/', [ichraPrice, gchraPrice, employers]],
    ['/pricing', [ichraPrice, gchraPrice]],
    ['/product/ichra/compare-pricing', [ichraPrice, competitorSetupFee]],
    ['/product/gchra', [gchraPrice]],
    ['/referral-program', [ichraPayout]],
    ['/broker-program', [ichraPayout]],
    [ICHRA_RULES, [affordabilityPercent]],
  ] as const)('%s shows the new values', (path, values) => {
    const text = page(path);
    for (const value of values) expect(text).toMatch(shown(value.new, value.as));
  });

  it.each([ICHRA_RULES, QSEHRA_RULES])("%s and its PDF show the new example allowance and its month's release", async (path) => {
    for (const text of [page(path), await pdfTextOf(pdfOf(path))]) {
      for (const value of allowanceShown) expect(text).toMatch(value);
    }
  });

  it('the pricing cards regroup by the new prices: one card per price, holding every product at it', () => {
    const cardProducts = (parseYaml(readFileSync(join(content, 'data/products.yaml'), 'utf8')) as { products: CardProduct[] }).products;
    const expected = priceCards(cardProducts, after.prices);
    expect(expected.map((card) => card.title)).not.toEqual(priceCards(cardProducts, before.prices).map((card) => card.title));
    const cards = parse(readFileSync(join(out, 'pricing.html'), 'utf8')).querySelectorAll('.price-card');
    const cardsShown = cards.map((card) => [card.querySelector('h2')!.text.trim(), card.querySelector('.price')!.text.replace(/\s+/g, ' ').trim()]);
    const unit = tagAttribute('/pricing', 'PriceCards', 'unit');
    expect(cardsShown).toEqual(expected.map(({ title, price }) => [title, `${formatNumber(price, 'usd')} ${unit}`]));
  });

  it('the JSON-LD offers carry the new prices', () => {
    const blocks = parse(readFileSync(join(out, 'pricing.html'), 'utf8'))
      .querySelectorAll('script[type="application/ld+json"]')
      .flatMap((script): { offers?: { price: string } }[] => [JSON.parse(script.rawText)].flat());
    const prices = blocks.flatMap((block) => (block.offers ? [block.offers.price] : []));
    expect(prices).toEqual(Object.keys(products).map((code) => after.prices[code as keyof typeof after.prices].toFixed(2)));
  });

  it('the plan calendar counts with the new day count and deadline', () => {
    // The dates the page first shows (the plan starting with the next plan year, as of the build's day), by the rules before and after.
    const product = tagAttribute(ICHRA_RULES, 'PlanCalendar', 'product') as CalendarProduct;
    const start = defaultStart(buildYear);
    const calendar = (numbers: Numbers) => planCalendar(product, start, calendarRules(numbers.plan), BUILT_ON, numbers.tools.calendarLaterYears);
    const dates = (numbers: Numbers) => calendar(numbers).years.flatMap((year) => year.deadlines.map((deadline) => [deadline.kind, deadline.date]));
    const items = parse(readFileSync(join(out, `${ICHRA_RULES.slice(1)}.html`), 'utf8')).querySelectorAll('.plan-calendar li');
    const built = items.map((item) => [item.getAttribute('class')!.split(' ')[0], item.querySelector('time')!.getAttribute('datetime')]);
    expect(built).toEqual(dates(after));
    // Both edits moved dates: the amendment windows open later, the PCORI fee is due earlier.
    const moved = (kind: string) => [dates(before), dates(after)].map((list) => list.filter(([k]) => k === kind).map(([, date]) => date));
    for (const kind of ['amendmentOpens', 'pcoriDue']) {
      const [old, now] = moved(kind);
      expect(now!.length).toBeGreaterThan(0);
      expect(now!.some((date, i) => date !== old![i])).toBe(true);
    }
    // The amendment rule gives the new day count.
    const amendment = calendar(after).years.find((year) => year.deadlines.some((d) => d.kind === 'amendmentOpens'))!;
    const rule = fill(ui.calendar.rules.amendmentOpens, { days: amendmentDays.new, year: amendment.year, start: longDate(amendment.start) });
    expect(items.find((item) => item.classList.contains('amendmentOpens'))!.text.replace(/\s+/g, ' ')).toContain(rule);
  });

  it('the PDF carries the new values', async () => {
    const text = await pdfTextOf(pdfOf(ICHRA_RULES));
    expect(text).toMatch(shown(affordabilityPercent.new, 'percent'));
    expect(text).not.toMatch(shown(affordabilityPercent.old, 'percent'));
  });
});

describe("a changed figure of the build's plan year reaches every page and PDF that shows it", () => {
  /** Each content page that prints a yearly figure: its route, the figures it prints, its PDF if it is a guide. */
  const yearlyPages = readdirSync('content/pages', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({ file, mdx: readFileSync(join('content/pages', file), 'utf8') }))
    .filter(({ mdx }) => mdx.includes('<YearlyFigure'))
    .map(({ file, mdx }) => ({
      path: `/${file.replace(/\.mdx$/, '')}`,
      values: [
        ...(mdx.includes('k="affordabilityPercent"') ? [changed.affordabilityPercent] : []),
        ...(mdx.includes('{selfOnly}') ? [changed.selfOnlyLimit] : []),
        ...(mdx.includes('{family}') ? [changed.familyLimit] : []),
        ...(mdx.includes('k="ebhraMax"') ? [changed.ebhraMax] : []),
      ],
      pdf: /^\s+file: "?([a-z0-9-]+)"?$/m.exec(mdx)?.[1],
    }));

  it('finds the pages that show yearly figures, a guide with its PDF among them', () => {
    expect(yearlyPages.filter((p) => p.values.length > 0).length).toBeGreaterThan(0);
    expect(yearlyPages.filter((p) => p.pdf && p.values.length > 0).length).toBeGreaterThan(0);
  });

  it.each(yearlyPages.map((p) => [p.path, p] as const))(`%s and its PDF show the new figures and name ${buildYear}`, async (_path, { path, values, pdf }) => {
    const texts = [page(path), ...(pdf ? [await pdfTextOf(`${pdf}.pdf`)] : [])];
    for (const text of texts) {
      for (const value of values) expect(text).toMatch(shown(value.new, value.as));
      expect(text).toMatch(new RegExp(`\\b${buildYear}\\b`));
    }
  });
});

describe('a new MDX file under content/pages is a page', () => {
  it('is built at its path with its heading', () => {
    const file = join(out, `${NEW_PAGE.path.slice(1)}.html`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`<h1[^>]*>${NEW_PAGE.heading}</h1>`));
  });

  it('is listed in the sitemap', () => {
    expect(readFileSync(join(out, 'sitemap-0.xml'), 'utf8')).toContain(`<loc>${new URL(NEW_PAGE.path, siteConfig.siteOrigin).href}</loc>`);
  });
});

describe('a guide reads the same on its page and in its PDF', () => {
  it('shows numbers whose attributes are swapped, quoted differently or broken over lines', async () => {
    const text = page(ICHRA_RULES).replace(/\s+/g, ' ');
    const pdf = await pdfTextOf(pdfOf(ICHRA_RULES));
    for (const words of NEW_SECTION_SAYS) {
      expect(text).toContain(words);
      expect(pdf).toContain(words);
    }
  });

  it('adds the new <Section> to the page and the PDF, and no raw tag to either', async () => {
    const html = readFileSync(join(out, `${ICHRA_RULES.slice(1)}.html`), 'utf8');
    expect(html).toContain('Family allowance example');
    expect(html).not.toMatch(/&lt;N|<N[\s/]/);
    const pdf = await pdfTextOf(pdfOf(ICHRA_RULES));
    expect(pdf).toContain('Family allowance example');
    expect(pdf).not.toContain('<N');
    expect(pdf).not.toMatch(/\bk=/);
  });
});
