// The changes editors make most, made as they make them, on a copy of the project: a sentence typed
// in the browser editor with a plain apostrophe ("We don't charge") and saved, and the ICHRA price
// changed from $14 to $15 and nothing else, as a save of Numbers writes it. Plain quotes also go
// into a page's heading, a tag's words, a data file, a rules guide's section title and a product
// name in other capitals, as saves of those fields would. Then the content check accepts the copy,
// it builds, and the built site is true and typeset: no page puts ICHRA under one price with QSEHRA
// or states its old price, the cards and price sentences regroup by themselves, and every straight
// quote typed comes out curly, in pages, page settings and the guide's PDF. About a minute: the
// editor's first start and a whole build.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseHtml } from 'node-html-parser';
import { chromium } from 'playwright-core';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/lib/browser';
import { checkContent } from '../../scripts/lib/contentCheck';
import { startEditor } from '../../scripts/lib/editorServer';
import { typeOver } from '../../scripts/lib/editorText';
import { formatProblem } from '../../scripts/lib/problem';
import { attributes, isJsx, parseMdx, walk } from '~/build/mdx';
import { groupPrices, priceList, type CardProduct } from '~/lib/priceGroup';
import { PRODUCT_CODES, type ProductCode } from '~/lib/products';
import { builtPage, pdfText, textOf, visibleText } from '../support/builtSite';
import { buildCopy, builtHtml, copyProject, plainEnv } from '../../scripts/lib/projectCopy';

const work = copyProject('editor-changes');
const out = join(work, 'dist');
const PRICING_IN_EDITOR = '/keystatic/collection/pages/item/pricing';
const SAVED = /\[200\] POST \/api\/keystatic\/update/;

/** The sentence of the pricing page an editor types over, and what they type. */
const OLD_SENTENCE = 'A participant is an employee enrolled in the HRA during the month.';
const TYPED = "We don't charge for an employee who is not enrolled in the HRA that month.";

/** What the ICHRA price was, and is once changed. */
const OLD_PRICE = '$14';
const NEW_PRICE = 15;

/** Edits of other fields as their saves would write them: [file, from, to]. */
const SAVES: [string, string, string][] = [
  ['data/numbers.yaml', 'ichra: 14', `ichra: ${NEW_PRICE}`],
  ['pages/pricing.mdx', 'heading: Simple, Transparent HRA Pricing', 'heading: Simple, Transparent HRA Pricing -- It\'s "Per Participant"'],
  ['pages/pricing.mdx', '<ContactBlock heading="Speak with an HRA Expert">', '<ContactBlock heading="Let\'s talk it through...">'],
  ['site/ui.json', '"heading": "Everything included"', '"heading": "Everything\'s included"'],
  ['data/products.yaml', 'other out-of-pocket costs', 'other "out-of-pocket" costs'],
  ['pages/product/ichra/rules-and-regulations.mdx', '<Section title="What an ICHRA is">\n  An ICHRA is', '<Section title="What an ICHRA isn\'t">\n  An individual coverage HRA is'],
];

let problems: string[] = [];

beforeAll(async () => {
  const editor = await startEditor(work, plainEnv());
  const browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: editor.origin });
    // The first visit bundles the editor's dependencies on a cold dev server: 10 to 40 s here.
    await page.goto(PRICING_IN_EDITOR);
    await page.locator('[contenteditable="true"] p').first().waitFor({ timeout: 90_000 });
    await typeOver(page, OLD_SENTENCE, TYPED);
    const saved = editor.logs(SAVED);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved;
  } finally {
    await browser.close();
    await editor.stop();
  }
  for (const [file, from, to] of SAVES) {
    const path = join(work, 'content', file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from)) throw new Error(`the fixture edit did not apply to ${file}`);
    writeFileSync(path, text.replace(from, to));
  }
  problems = checkContent(work).map(formatProblem);
  // The dev server's content cache holds images rendered as dev mode does; the build starts afresh.
  rmSync(join(work, '.astro'), { recursive: true, force: true });
  buildCopy(work);
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Each clause of a page's text: its elements' texts split at punctuation, so a price and the product it is for stay together. */
const clauses = (html: string) =>
  html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .split(/[.,;:!?\n]/)
    .map((clause) => clause.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

describe('the content check', () => {
  it('accepts the copy: one price changed alone, and plain quotes typed anywhere', () => {
    expect(problems).toEqual([]);
  });
});

describe('the ICHRA price changed alone', () => {
  const read = (file: string) => parseYaml(readFileSync(join(work, 'content', file), 'utf8')) as Record<string, unknown>;

  it('no page puts ICHRA and QSEHRA under one price, or states ICHRA’s old price', () => {
    const wrong = [...builtHtml(out)].flatMap(([file, html]) =>
      clauses(html)
        .filter((clause) => /\bICHRA\b/.test(clause) && (clause.includes(OLD_PRICE) || (/\bQSEHRA\b/.test(clause) && /\$\d/.test(clause))))
        .map((clause) => `${file}: ${clause}`),
    );
    expect(wrong).toEqual([]);
    const titles = builtPage('/pricing', out).querySelectorAll('.price-card h2').map((h2) => textOf(h2));
    expect(titles.filter((title) => /\bICHRA\b/.test(title!) && /\bQSEHRA\b/.test(title!))).toEqual([]);
  });

  it('the pricing page shows three cards: ICHRA at $15, QSEHRA at $14, GCHRA and EBHRA at $5', () => {
    const cards = builtPage('/pricing', out).querySelectorAll('.price-card');
    expect(cards.map((card) => [textOf(card.querySelector('h2')), textOf(card.querySelector('.price strong'))])).toEqual([
      ['ICHRA', '$15'],
      ['QSEHRA', '$14'],
      ['GCHRA & EBHRA', '$5'],
    ]);
  });

  it.each(['/', '/pricing'])('%s names each price with its products in the words of its <PriceList>', (path) => {
    const source = readFileSync(join(work, 'content/pages', `${path === '/' ? 'home' : path.slice(1)}.mdx`), 'utf8');
    const [item] = [...walk(parseMdx(source))].flatMap(([node]) => (isJsx(node) && node.name === 'PriceList' ? [attributes(node).get('item') as string] : []));
    const numbers = read('data/numbers.yaml')['numbers'] as { prices: Record<ProductCode, number> };
    const products = read('data/products.yaml')['products'] as CardProduct[];
    const short = (code: ProductCode) => products.find((product) => product.id === code)!.short;
    const sentence = priceList(groupPrices(numbers.prices, PRODUCT_CODES), short, item!);
    expect(sentence).toContain(`$${NEW_PRICE} for ICHRA, ${OLD_PRICE} for QSEHRA`);
    expect(textOf(builtPage(path, out).querySelector('main'))).toContain(sentence);
  });

  it('the search engines’ offers carry it', () => {
    const json = builtPage('/pricing', out).querySelector('script[type="application/ld+json"]')!.rawText;
    expect((JSON.parse(json) as { offers: { price: string } }[]).map((product) => product.offers.price)).toEqual([`${NEW_PRICE}.00`, '14.00', '5.00', '5.00']);
  });
});

describe('plain quotes typed anywhere come out curly', () => {
  it('the sentence saved through the editor: We don’t charge', () => {
    const saved = readFileSync(join(work, 'content/pages/pricing.mdx'), 'utf8');
    expect(saved).toContain(TYPED);
    expect(textOf(builtPage('/pricing', out).querySelector('main'))).toContain('We don’t charge for an employee who is not enrolled in the HRA that month.');
  });

  it('a page’s heading, in the page, its title and its social card’s words', () => {
    const root = builtPage('/pricing', out);
    const heading = 'Simple, Transparent HRA Pricing – It’s “Per Participant”';
    expect(textOf(root.querySelector('main h1'))).toBe(heading);
    expect(root.querySelector('meta[property="og:image:alt"]')!.getAttribute('content')).toContain(heading);
  });

  it('a tag’s words, a data file’s words and a product’s summary', () => {
    expect(textOf(builtPage('/pricing', out).querySelector('.cta-band h2'))).toBe('Let’s talk it through…');
    expect(builtPage('/pricing', out).querySelectorAll('.price-card h3').map((h3) => textOf(h3))).toContain('Everything’s included');
    expect(textOf(builtPage('/', out).querySelector('main'))).toContain('other “out-of-pocket” costs');
  });

  it('a rules guide’s section, on its page and in its PDF, with the product name capitalised', async () => {
    const page = textOf(builtPage('/product/ichra/rules-and-regulations', out).querySelector('main'))!;
    const pdf = await pdfText('ichra-rules-and-regs.pdf', out);
    for (const text of [page, pdf]) {
      expect(text).toContain('What an ICHRA isn’t');
      expect(text).toContain('An Individual Coverage HRA is an employer-funded');
    }
  });

  it('no page shows a straight apostrophe or quote', () => {
    const straight = [...builtHtml(out)].flatMap(([file, html]) => (visibleText(parseHtml(html)).match(/.{0,30}['"].{0,30}/g) ?? []).map((words) => `${file}: ${words}`));
    expect(straight).toEqual([]);
  });
});
