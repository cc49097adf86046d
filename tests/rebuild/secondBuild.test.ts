// Builds the whole site a second time from a changed copy of content/ and proves that content alone
// drives it: a changed number reaches every page, table, guide, PDF and JSON-LD block, and a changed
// figure of the plan year the build is for reaches every page and PDF that shows it;
// a new MDX file becomes a page at its path and in the sitemap; and a guide's <N> tags and a new
// <Section> show the same on the page and in its PDF, however the tags are written.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DATE_VARIABLE } from '~/lib/planYear';
import { pdfText } from '../support/builtSite';
import { buildCopy, builtHtml, copyProject } from '../../scripts/lib/projectCopy';

// A copy of the project, so the second build's caches (.astro/) never touch this one's.
const work = copyProject('second-build');
const content = join(work, 'content');
const out = join(work, 'dist');

function page(path: string): string {
  return readFileSync(join(out, `${path === '/' ? 'index' : path.slice(1)}.html`), 'utf8').replace(/<[^>]+>/g, ' ');
}

function allHtml(): string {
  return [...builtHtml(out).values()].join('\n');
}

const pdfTextOf = (file: string) => pdfText(file, out);

function edit(file: string, change: (text: string) => string) {
  const path = join(content, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the fixture edit did not apply to ${file}`);
  writeFileSync(path, after);
}

const NEW_SECTION = `<Section title="Family allowance example">
  A family plan may reimburse up to <N
    as="usd"
    k="planYear.qsehraLimits.family"
  /> a year.
</Section>

`;

beforeAll(() => {
  edit('data/numbers.yaml', (text) =>
    text
      .replace('ichra: 14', 'ichra: 23')
      .replace('qsehra: 14', 'qsehra: 23')
      .replace('gchra: 5', 'gchra: 7')
      .replace('setupFee: 150', 'setupFee: 175')
      .replace('employers: 1100', 'employers: 1234')
      .replace(/ichra: 42\n    qsehra: 42/, 'ichra: 47\n    qsehra: 47')
      .replace('affordabilityPercent: 9.96', 'affordabilityPercent: 9.87')
      .replace('selfOnly: 6450', 'selfOnly: 6543')
      .replace('family: 13100', 'family: 13579')
      .replace('ebhraMax: 2200', 'ebhraMax: 2345')
      .replace('exampleAnnualAllowance: 3600', 'exampleAnnualAllowance: 4800')
      .replace('amendmentDaysBefore: 105', 'amendmentDaysBefore: 100')
      .replace('form720Due: July 31', 'form720Due: July 28'),
  );
  writeFileSync(
    join(content, 'pages/product/ichra/new-topic.mdx'),
    readFileSync(join(content, 'pages/product/ichra/video-guide.mdx'), 'utf8')
      .replace(/^title: .*$/m, 'title: "A Brand New ICHRA Topic"')
      .replace(/^description: .*(?:\n {2}.*)*$/m, 'description: "A page added as one MDX file, with no code change at all."')
      .replace(/^heading: .*$/m, 'heading: "Brand New ICHRA Topic"'),
  );
  edit('pages/product/ichra/rules-and-regulations.mdx', (text) =>
    text
      .replace('<N k="planYear.affordabilityPercent" as="percent" />', "<N as='percent' k='planYear.affordabilityPercent' />")
      .replace('<ResourceCards', `${NEW_SECTION}<ResourceCards`),
  );
  // Built as in 2026, so the edited 2026 figures are the ones every page must show.
  buildCopy(work, { [BUILD_DATE_VARIABLE]: '2026-06-01' });
  // A whole second build: about 30 s on an idle 2-core machine, more while other tests run beside it.
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('every number comes from content/data/numbers.yaml', () => {
  it('the old values appear nowhere in the built HTML', () => {
    const html = allHtml();
    expect(html).not.toMatch(/\$14\b/);
    expect(html).not.toMatch(/\b1,100\b/);
    expect(html).not.toMatch(/\$150\b/);
    expect(html).not.toMatch(/\$42\b/);
    expect(html).not.toMatch(/9\.02%/);
    expect(html).not.toMatch(/9\.96%/);
    expect(html).not.toMatch(/\$6,450\b|\$13,100\b/);
    expect(html).not.toMatch(/\$2,200\b/);
  });

  it.each([
    ['/', ['$23', '$7', '1,234']],
    ['/pricing', ['$23', '$7']],
    ['/product/ichra/compare-pricing', ['$23', '$175']],
    ['/product/gchra', ['$7']],
    ['/referral-program', ['$47']],
    ['/broker-program', ['$47']],
    ['/product/ichra/rules-and-regulations', ['9.87%', '$4,800', '$400 is']],
    ['/product/qsehra/rules-and-regulations', ['$4,800', '$400 is']],
  ])('%s shows the new values', (path, values) => {
    const text = page(path);
    for (const value of values) expect(text).toContain(value);
  });

  it('the pricing cards regroup by the new prices: one card per price, holding every product at it', () => {
    const cards = parse(readFileSync(join(out, 'pricing.html'), 'utf8')).querySelectorAll('.price-card');
    const shown = cards.map((card) => [card.querySelector('h2')!.text.trim(), card.querySelector('.price')!.text.replace(/\s+/g, ' ').trim()]);
    expect(shown).toEqual([
      ['ICHRA & QSEHRA', '$23 per participant per month'],
      ['GCHRA', '$7 per participant per month'],
      ['EBHRA', '$5 per participant per month'],
    ]);
  });

  it('the JSON-LD offers carry the new prices', () => {
    const html = readFileSync(join(out, 'pricing.html'), 'utf8');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const prices = (JSON.parse(json!) as { offers: { price: string } }[]).map((p) => p.offers.price);
    expect(prices).toEqual(['23.00', '23.00', '7.00', '5.00']);
  });

  it('the plan calendar counts with the new day count and deadline', () => {
    // Built as in 2026, it first shows a plan starting January 1, 2027: the 2028 plan year opens
    // 100 days before January 1, 2028, and the 2027 plan year's PCORI fee is due Friday, July 28, 2028.
    const text = page('/product/ichra/rules-and-regulations').replace(/\s+/g, ' ');
    expect(text).toContain('September 23, 2027 The 2028 plan year opens for amendment 100 days before');
    expect(text).toContain('July 28, 2028 PCORI fee due with Form 720');
    expect(text).not.toContain('September 18, 2027');
  });

  it('the PDF carries the new values', async () => {
    const text = await pdfTextOf('ichra-rules-and-regs.pdf');
    expect(text).toContain('9.87%');
    expect(text).not.toContain('9.96%');
    // The month's release is derived from the example allowance, so it follows it.
    expect(text).toContain('$400 is available');
  });
});

describe("a changed figure of the build's plan year reaches every page and PDF that shows it", () => {
  /** Each content page that prints a yearly figure: its route, the figures' new texts it prints, its PDF if it is a guide. */
  const yearlyPages = readdirSync('content/pages', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({ file, mdx: readFileSync(join('content/pages', file), 'utf8') }))
    .filter(({ mdx }) => mdx.includes('k="planYear.'))
    .map(({ file, mdx }) => ({
      path: `/${file.replace(/\.mdx$/, '')}`,
      values: [
        ...(mdx.includes('planYear.affordabilityPercent') ? ['9.87%'] : []),
        ...(mdx.includes('planYear.qsehraLimits.selfOnly') ? ['$6,543'] : []),
        ...(mdx.includes('planYear.qsehraLimits.family') ? ['$13,579'] : []),
        ...(mdx.includes('planYear.ebhraMax') ? ['$2,345'] : []),
      ],
      pdf: /^\s+file: "?([a-z0-9-]+)"?$/m.exec(mdx)?.[1],
    }));

  it('finds the pages that show yearly figures, guides among them', () => {
    expect(yearlyPages.map((p) => p.path)).toEqual(expect.arrayContaining(['/product/ichra', '/product/qsehra', '/product/ichra/large-business']));
    expect(yearlyPages.filter((p) => p.pdf)).toHaveLength(3);
  });

  it.each(yearlyPages.map((p) => [p.path, p] as const))('%s and its PDF show the new figures and name 2026', async (_path, { path, values, pdf }) => {
    const texts = [page(path), ...(pdf ? [await pdfTextOf(`${pdf}.pdf`)] : [])];
    for (const text of texts) {
      for (const value of values) expect(text).toContain(value);
      expect(text.replace(/\s+/g, ' ')).toMatch(/\b(?:[Ff]or|beginning in) 2026,/);
    }
  });
});

describe('a new MDX file under content/pages is a page', () => {
  it('is built at its path with its heading', () => {
    expect(existsSync(join(out, 'product/ichra/new-topic.html'))).toBe(true);
    expect(readFileSync(join(out, 'product/ichra/new-topic.html'), 'utf8')).toMatch(/<h1[^>]*>Brand New ICHRA Topic<\/h1>/);
  });

  it('is listed in the sitemap', () => {
    expect(readFileSync(join(out, 'sitemap-0.xml'), 'utf8')).toContain('<loc>https://www.salusion.com/product/ichra/new-topic</loc>');
  });
});

describe('a guide reads the same on its page and in its PDF', () => {
  it('shows numbers whose attributes are swapped, quoted differently or broken over lines', async () => {
    const text = page('/product/ichra/rules-and-regulations');
    expect(text).toContain('9.87% of the employee');
    expect(text).toContain('up to $13,579 a year');
    const pdf = await pdfTextOf('ichra-rules-and-regs.pdf');
    expect(pdf).toContain('9.87% of the employee');
    expect(pdf).toContain('up to $13,579 a year');
  });

  it('adds the new <Section> to the page and the PDF, and no raw tag to either', async () => {
    const html = readFileSync(join(out, 'product/ichra/rules-and-regulations.html'), 'utf8');
    expect(html).toContain('Family allowance example');
    expect(html).not.toMatch(/&lt;N|<N[\s/]/);
    const pdf = await pdfTextOf('ichra-rules-and-regs.pdf');
    expect(pdf).toContain('Family allowance example');
    expect(pdf).not.toContain('<N');
    expect(pdf).not.toMatch(/\bk=/);
  });
});
