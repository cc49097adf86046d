import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDocument, type YAMLSeq } from 'yaml';
import { checkContent } from '../../scripts/lib/contentCheck';
import { formatProblem } from '../../scripts/lib/problem';
import { dataFiles, dataFileSchemas, type DataFile } from '../../src/schemas';

let root: string;

/**
 * Changes the copy's `file` as an editor's save would: the first match of `from` (a pattern of the
 * file's structure, never words copied from today's content, so an editor's rewording leaves the
 * edit applying), or what a function makes of the whole text.
 */
function edit(file: string, from: RegExp | ((text: string) => string), to = '') {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const next = typeof from === 'function' ? from(text) : text.replace(from, to);
  if (next === text) throw new Error(`fixture edit did not apply to ${file}: the file no longer has the shape the test edits`);
  writeFileSync(path, next);
}

/** The first line of plain prose in an MDX body (below its front matter): words that start with a capital, with no markup. */
const PROSE = /(?<=\n---\n[\s\S]*)^( *[A-Z][^<>{}[\]*\n]*[a-z][^<>{}[\]*\n]*)$/m;

const lines = () => checkContent(root).map(formatProblem);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync('content', join(root, 'content'), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run check:content', () => {
  it('accepts the real content', () => {
    expect(lines()).toEqual([]);
  });

  it('accepts a price changed for one product alone: no card or sentence groups products by hand', () => {
    edit('content/data/numbers.yaml', /(\n {4}ichra: )(\d+)/, '$1999');
    expect(lines()).toEqual([]);
  });

  // Typography is the build's job (src/build/typeset.ts): what a keyboard types is never refused.
  it.each([
    ['page text', 'content/pages/product/gchra.mdx', PROSE, `$1 Employees' deductibles -- and "more"...`],
    ['a button', 'content/pages/home.mdx', /(<Button[^>]*>[^<]*)</, `$1 It's "now"<`],
    ['a tag’s words', 'content/pages/home.mdx', /( heading="[^"]*)"/, `$1 don't"`],
    ['front matter', 'content/pages/pricing.mdx', /^(title: .*)$/m, `$1 for Today's Teams`],
    ['the footer', 'content/site/site.json', /("label": "[^"]*)"/, `$1's"`],
    ['a testimonial', 'content/testimonials/testimonials.yaml', /text: /, 'text: I said "wow" and '],
    ['a product name in other capitals', 'content/pages/product/ichra/rules-and-regulations.mdx', /(<Section title="[^"]*">\n)/, '$1  An individual coverage HRA (ICHRA) is one kind of HRA.\n\n'],
  ])('accepts straight quotes, dashes and other capitals in %s', (_where, file, from, to) => {
    edit(file, from, to);
    expect(lines()).toEqual([]);
  });

  it.each([
    [
      'product cards that do not name the page’s product',
      'content/pages/product/gchra.mdx',
      /<Capabilities product="gchra" \/>/,
      '<Capabilities />',
      /^content\/pages\/product\/gchra\.mdx:\d+ — <Capabilities> on the gchra page does not say product="gchra" — write <Capabilities product="gchra" \/>/,
    ],
    ['a missing required field', 'content/pages/pricing.mdx', /^heading: .*\n/m, '', /^content\/pages\/pricing\.mdx:\d+ — heading: .* — add "heading" \(it is required\)$/],
    [
      'a price written as words',
      'content/data/numbers.yaml',
      /(\n {4}ichra: )\d+/,
      '$1fourteen',
      /^content\/data\/numbers\.yaml:3 — prices\.ichra: .* — write prices\.ichra as a number without quotes, \$ or commas, e\.g\. 14$/,
    ],
    ['a negative fee', 'content/data/numbers.yaml', /(\n {4}platform: )\d+/, '$1-5', /^content\/data\/numbers\.yaml:\d+ — fees\.platform: a price or fee cannot be negative — /],
    [
      'a description that is too short',
      'content/pages/product/ichra.mdx',
      /^description: .*\n(?: {2}.*\n)*/m,
      'description: ICHRA\n',
      /^content\/pages\/product\/ichra\.mdx:\d+ — description: description must be at least 15 characters — make description at least 15 characters long$/,
    ],
    ['a number key that does not exist', 'content/pages/pricing.mdx', /<N k="[^"]*"/, '<N k="fees.platfrom"', /^content\/pages\/pricing\.mdx:\d+ — <N k="fees\.platfrom"> names a number that does not exist — /],
    [
      'a yearly figure read as one number, one year whatever the plan is for',
      'content/pages/product/ebhra.mdx',
      /<YearlyFigure k="ebhraMax"[^>]*\/>/,
      '<N k="planYear.ebhraMax" as="usd" />',
      /^content\/pages\/product\/ebhra\.mdx:\d+ — <N k="planYear\.ebhraMax"> reads a yearly figure as one number — write it as <YearlyFigure /,
    ],
    [
      'a yearly figure whose item drops a value',
      'content/pages/product/qsehra.mdx',
      /(<YearlyFigure k="qsehraLimits"[^>]* item="[^"]*)\{family\}/,
      '$1',
      /^content\/pages\/product\/qsehra\.mdx:\d+ — <YearlyFigure k="qsehraLimits"> item must hold \{family\} — /,
    ],
    ['an unknown resource card', 'content/pages/product/ichra.mdx', /(<ResourceCards[^>]* ids=")/, '$1ichra-rulez, ', /^content\/pages\/product\/ichra\.mdx:\d+ — resource card "ichra-rulez" does not exist — /],
    ['a missing card image', 'content/data/resources.yaml', /cards\/[\w-]+\.svg/, 'cards/missing.svg', /^content\/data\/resources\.yaml:\d+ — image: the image file does not exist — /],
    [
      'a legal page without its revision date',
      'content/pages/terms-of-service.mdx',
      /^updated: .*\n/m,
      '',
      /^content\/pages\/terms-of-service\.mdx:2 — updated: updated must be a date written as YYYY-MM-DD, e\.g\. 2021-07-20 — add "updated" \(it is required\)$/,
    ],
    ['a guide without its pdf block', 'content/pages/product/ichra/large-business.mdx', /^pdf:\n.*\n.*\n/m, '', /^content\/pages\/product\/ichra\/large-business\.mdx:\d+ — pdf: .* — add "pdf" \(it is required\)$/],
    ['a product page without its product', 'content/pages/product/gchra.mdx', /^product: gchra\n/m, '', /^content\/pages\/product\/gchra\.mdx:\d+ — product: .* — add "product" \(it is required\)$/],
    ['an unknown page type', 'content/pages/pricing.mdx', /^type: page$/m, 'type: pricing', /^content\/pages\/pricing\.mdx:2 — type: type must be one of page, legal, guide, product — /],
    [
      'a section title written as an expression',
      'content/pages/product/ichra/rules-and-regulations.mdx',
      /<Section title="([^"]*)">/,
      '<Section title={"$1"}>',
      /^content\/pages\/product\/ichra\/rules-and-regulations\.mdx:\d+ — <Section> writes title as an \{…\} expression — write it as plain text in quotes: title="…"$/,
    ],
    ['an expression in the text', 'content/pages/pricing.mdx', PROSE, '$1 {"no"}', /^content\/pages\/pricing\.mdx:\d+ — a \{…\} expression is not allowed in pages — /],
    ['a building block that does not exist', 'content/pages/home.mdx', /<Counts /, '<Count ', /^content\/pages\/home\.mdx:\d+ — <Count> is not a building block editors can use — /],
    ['a tag left open', 'content/pages/pricing.mdx', /<\/Band>/, '', /^content\/pages\/pricing\.mdx:\d+ — the page cannot be read: .* — check that every <Tag> is closed/],
    ['a button with neither href nor app', 'content/pages/pricing.mdx', /<Button href="[^"]*">/, '<Button>', /^content\/pages\/pricing\.mdx:\d+ — <Button> props: give exactly one of href or app — /],
    [
      'a guide section holding something its PDF cannot show',
      'content/pages/product/qsehra/rules-and-regulations.mdx',
      /(<Section title="[^"]*">)/,
      '$1\n  <Actions><Button href="/pricing">Prices</Button></Actions>\n',
      /^content\/pages\/product\/qsehra\/rules-and-regulations\.mdx:\d+ — a guide section holds a mdxJsxFlowElement, which its PDF cannot show — /,
    ],
    [
      'a legal page without the addresses at its end',
      'content/pages/privacy-policy.mdx',
      /\n<LegalContact \/>\n/,
      '\n',
      /^content\/pages\/privacy-policy\.mdx:1 — the page has no Legal contact block \(<LegalContact \/>\): .* — put the block back/,
    ],
    ['a block name that does not exist', 'content/pages/referral-program.mdx', /<Block name="referral-program" \/>/, '<Block name="referal-program" />', /^content\/pages\/referral-program\.mdx:\d+ — block "referal-program" does not exist — /],
    ['a number key that does not exist inside a block', 'content/blocks/referral-program.mdx', /<N k="[^"]*"/, '<N k="referralMonths"', /^content\/blocks\/referral-program\.mdx:\d+ — <N k="referralMonths"> names a number that does not exist — /],
    ['a block that places another block', 'content/blocks/referral-program.mdx', /^## /m, '<Block name="referral-program" />\n\n## ', /^content\/blocks\/referral-program\.mdx:\d+ — a block places another <Block> — /],
    ['steps written as a plain list', 'content/pages/product/gchra.mdx', /^( +)1\. /m, '$1- ', /^content\/pages\/product\/gchra\.mdx:\d+ — <Steps> must hold one numbered list of 3 to 4 steps — /],
    [
      'five steps',
      'content/pages/product/ebhra.mdx',
      /^( +)1\. (.*)$/m,
      '$11. $2\n$12. One\n$13. Two\n$14. Three\n$15. Four',
      /^content\/pages\/product\/ebhra\.mdx:\d+ — <Steps> must hold one numbered list of 3 to 4 steps — /,
    ],
    ['a compared row with an item fewer than the columns', 'content/pages/product/ichra-vs-qsehra.mdx', /(<CompareRow title="([^"]*)">\n)( +\* [^\n]*\n)( +\* [^\n]*\n)/, '$1$3', /^content\/pages\/product\/ichra-vs-qsehra\.mdx:\d+ — <CompareRow> "[^"]*" has 1 items for 2 columns — /],
    ['a compared row written as a paragraph', 'content/pages/product/ichra-vs-qsehra.mdx', /(<CompareRow title="[^"]*">\n)( +)\* ([^\n]*)\n +\* ([^\n]*)\n/, '$1$2$3 $4\n', /^content\/pages\/product\/ichra-vs-qsehra\.mdx:\d+ — <CompareRow> "[^"]*" does not hold one bulleted list — /],
    ['a compared row outside its table', 'content/pages/product/ichra-vs-qsehra.mdx', /<\/CompareTable>\n/, '</CompareTable>\n\n<CompareRow title="Alone">\n  * One\n  * Two\n</CompareRow>\n', /^content\/pages\/product\/ichra-vs-qsehra\.mdx:\d+ — <CompareRow> stands outside a <CompareTable> — /],
    [
      'a YouTube id of the wrong shape',
      'content/data/videos.yaml',
      /(provider: youtube\n\s+videoId: )(\S+)/,
      '$1https://youtu.be/$2',
      /^content\/data\/videos\.yaml:\d+ — videoId: a YouTube id is the 11 letters, digits, - or _ after watch\?v= in the video address/,
    ],
    ['a Vimeo video with a YouTube id', 'content/data/videos.yaml', /provider: youtube(\n\s+videoId: )/, 'provider: vimeo$1', /^content\/data\/videos\.yaml:\d+ — videoId: a Vimeo id is the digits at the end of the video address/],
    [
      'a number named in a data file that numbers.yaml does not have',
      'content/data/products.yaml',
      /\{plan\.[A-Za-z.]+\}/,
      '{plan.qsehraMaxEmploys}',
      /^content\/data\/products\.yaml:\d+ — \{plan\.qsehraMaxEmploys\} names a number that does not exist — use a key from content\/data\/numbers\.yaml in braces, e\.g\. \{plan\.qsehraMaxEmployees\}$/,
    ],
    ['a number named in a page’s settings that numbers.yaml does not have', 'content/pages/pricing.mdx', /^(title: .*)$/m, '$1 from {prices.icra}', /^content\/pages\/pricing\.mdx:3 — \{prices\.icra\} names a number that does not exist — /],
    ['a video poster path with a typo', 'content/data/videos.yaml', /posters\/([\w-]+)\.svg/, 'posters/$1x.svg', /^content\/data\/videos\.yaml:\d+ — poster: the poster file does not exist — name a file in content\/images\/posters, written like \.\.\/images\/posters\/ichra\.svg$/],
    ['a video that videos.yaml does not have', 'content/pages/product/gchra.mdx', /<Video name="([^"]*)"/, '<Video name="$1-new"', /^content\/pages\/product\/gchra\.mdx:\d+ — video "gchra-new" does not exist — use an id from content\/data\/videos\.yaml/],
  ] as const)('reports %s with file, line, field and a fix', (_name, file, from, to, expected) => {
    edit(file, from, to);
    const found = lines();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(expected);
  });

  it('reports a paragraph broken over two lines, which the editor would show as a break, with the words at the break', () => {
    const file = 'content/pages/terms-of-service.mdx';
    let words = '';
    edit(file, (text) =>
      text.replace(PROSE, (line) => {
        const cut = line.indexOf(' ', line.length / 2);
        words = line.slice(cut + 1).split(' ').slice(0, 4).join(' ');
        return `${line.slice(0, cut)}\n${line.slice(cut + 1)}`;
      }),
    );
    expect(lines()).toEqual([expect.stringMatching(new RegExp(`^${file}:\\d+ — a paragraph is broken over two lines at ".*" — join its lines into one: the editor shows each line break, and writes a paragraph as one line$`))]);
    expect(lines()[0]).toContain(words.split(' ')[0]);
  });

  // What Keystatic's MDX serializer writes for characters that mean something in MDX (the editor
  // test saves such a sentence through the editor itself); the site must read them as plain text.
  it.each([
    ['escaped braces, angle brackets, stars and underscores', String.raw`Fees \{including taxes} are shown \<before> you pay, at 1 \* the listed\_rate.`],
    ['character references', 'Fees &#x7B;including taxes&#x7D; are shown &lt;before&gt; you pay &amp; sign up&#x20;'],
    ['escaped brackets and hashes', String.raw`See \[the schedule] and \# of participants.`],
  ])('accepts %s as the browser editor writes them', (_name, sentence) => {
    edit('content/pages/terms-of-service.mdx', PROSE, sentence);
    expect(lines()).toEqual([]);
  });

  // The browser editor gives a block an empty front matter (the real block has it); by hand it may be left out.
  it('accepts a block written with no front matter', () => {
    edit('content/blocks/referral-program.mdx', /^---\n\{\}\n---\n/, '');
    expect(lines()).toEqual([]);
  });

  it('reports a page file name that is not a clean URL', () => {
    cpSync(join(root, 'content/pages/pricing.mdx'), join(root, 'content/pages/Pricing Plans.mdx'));
    expect(lines()).toEqual([expect.stringMatching(/^content\/pages\/Pricing Plans\.mdx:1 — the file name is not a clean URL — /)]);
  });
});

describe('the list lengths the schemas fix', () => {
  /** Each list file whose schema fixes its length, with that length, read from the schema's JSON Schema. */
  const fixed = (Object.keys(dataFileSchemas) as DataFile[]).flatMap((name) => {
    const list = (z.toJSONSchema(dataFileSchemas[name], { unrepresentable: 'any' }).properties?.[name] ?? {}) as { minItems?: number; maxItems?: number };
    return list.minItems !== undefined && list.minItems === list.maxItems ? [[name, list.minItems] as const] : [];
  });

  /** Changes the list of `name`'s file with `change`, and returns the message its schema gives the result. */
  function changeList(name: DataFile, change: (items: unknown[]) => void): string {
    const path = join(root, 'content', dataFiles[name]);
    const doc = parseDocument(readFileSync(path, 'utf8'));
    const list = doc.get(name) as YAMLSeq;
    change(list.items);
    writeFileSync(path, doc.toString());
    const result = dataFileSchemas[name].safeParse(doc.toJS());
    return result.error!.issues[0]!.message;
  }

  it('are the products, capabilities and testimonials', () => {
    expect(Object.fromEntries(fixed)).toEqual({ products: 4, capabilities: 5, testimonials: 12 });
  });

  it.each(fixed)('refuses one %s too few with the message of the schema', (name, length) => {
    const message = changeList(name, (items) => void items.pop());
    expect(lines()).toEqual([expect.stringMatching(new RegExp(`^content/${dataFiles[name]}:\\d+ — ${name}: `))]);
    expect(lines()[0]).toContain(` — ${name}: ${message} — list exactly ${length} ${name}; the file lists ${length - 1}`);
  });

  it.each(fixed)('refuses one %s too many with the message of the schema', (name, length) => {
    const message = changeList(name, (items) => void items.push(items[0]));
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toContain(` — ${name}: ${message} — list exactly ${length} ${name}; the file lists ${length + 1}`);
  });
});
