// One typographic style: curly apostrophes and quotes, and product names capitalised one way, in
// every content file (the content check's rule) and so on every built page and PDF.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/lib/contentCheck';
import { formatProblem } from '../../scripts/lib/problem';
import { curlyQuotes } from '../../scripts/lib/typography';
import { builtPage, DIST, pdfText } from '../support/builtSite';
import { PATHS } from '../../scripts/lib/routes';

describe('curlyQuotes', () => {
  it.each([
    ["Start Your Company's HRA", 'Start Your Company’s HRA'],
    ["your clients' accounts", 'your clients’ accounts'],
    ['the "Services" ("we", "us")', 'the “Services” (“we”, “us”)'],
    ["'as is'", '‘as is’'],
  ])('%s → %s', (text, curly) => {
    expect(curlyQuotes(text)).toBe(curly);
  });
});

describe('the content check’s typography rule', () => {
  let root: string;
  const lines = () => checkContent(root).map(formatProblem);
  const lineOf = (file: string, text: string) => readFileSync(join(root, file), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
  function edit(file: string, from: string, to: string) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from)) throw new Error(`fixture edit did not apply to ${file}`);
    writeFileSync(path, text.replace(from, to));
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'typography-'));
    cpSync('content', join(root, 'content'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('accepts the real content', () => {
    expect(lines()).toEqual([]);
  });

  it.each([
    ['page text', 'content/pages/product/gchra.mdx', 'employees’ deductibles', "employees' deductibles", "write typographic ones: your employees’ deductibles"],
    ['a button', 'content/pages/home.mdx', '>Start Your Company’s HRA Now<', ">Start Your Company's HRA Now<", 'write typographic ones: Your Company’s HRA Now'],
    ['a tag’s words', 'content/pages/home.mdx', 'heading="What our customers say"', 'heading="What our customers say" lead="Don\'t wait"', 'write typographic ones: Don’t wait'],
    ['front matter', 'content/pages/pricing.mdx', 'title: HRA Pricing', 'title: HRA Pricing for Today\'s Teams', 'write typographic ones: Pricing for Today’s Teams'],
    ['the footer', 'content/site/site.json', '"label": "Start Your Company’s HRA"', '"label": "Start Your Company\'s HRA"', 'write typographic ones: Your Company’s HRA'],
    ['a testimonial', 'content/testimonials/testimonials.yaml', 'text: ', 'text: I said "wow" and ', 'write typographic ones: I said “wow” and'],
  ])('reports a straight quote in %s with its file and line, and the fix', (_where, file, from, to, fix) => {
    edit(file, from, to);
    const line = lineOf(file, to.split('\n')[0]!);
    const found = lines().filter((l) => l.includes('straight apostrophe or quote'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${file.replace(/[./]/g, '\\$&')}:${line} — a straight apostrophe or quote in "`));
    expect(found[0]).toContain(fix);
  });

  it('reports a product name capitalised another way', () => {
    const file = 'content/pages/product/ichra/rules-and-regulations.mdx';
    edit(file, 'An Individual Coverage HRA (ICHRA)', 'An individual coverage HRA (ICHRA)');
    expect(lines()).toEqual([
      `${file}:${lineOf(file, 'An individual coverage HRA')} — the product name is written "individual coverage HRA" — capitalise it as Individual Coverage HRA`,
    ]);
  });
});

describe('the built site', () => {
  /** What a visitor reads on a page: its text and the words of its labels, without scripts and styles. */
  const visible = (path: string) => {
    const body = builtPage(path).querySelector('body')!;
    for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove();
    const labels = body.querySelectorAll('[aria-label], [alt], [title], [placeholder]').flatMap((el) => ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''));
    return [body.text, ...labels].join('\n');
  };

  it.each(PATHS)('%s shows no straight apostrophe or quote', (path) => {
    expect(visible(path).match(/.{0,30}['"].{0,30}/g) ?? []).toEqual([]);
  });

  it('the footer and buttons carry curly apostrophes', () => {
    const footer = builtPage('/').querySelector('footer')!.text;
    expect(footer).toContain('Start Your Company’s HRA');
  });

  it.each(readdirSync(join(DIST, 'downloads')))('the PDF %s prints no straight apostrophe or quote, and curly ones', async (file) => {
    const text = await pdfText(file);
    expect(text.match(/.{0,30}['"].{0,30}/g) ?? []).toEqual([]);
    expect(text).toMatch(/’/);
  });
});
