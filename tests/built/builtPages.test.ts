// Checks that need only the built HTML, read from dist/ (run `npm run build` first): each route's
// heading, title, description and landmarks, the structured data, and the sitemap.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { numbers } from '../support/numbers.ts';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { priceCards, type CardProduct } from '~/lib/priceGroup';
import { REDIRECTS } from '~/lib/redirects';
import { builtPage, DIST, metaDescription, textOf as text } from '../support/builtSite';
import { PATHS, ROUTES } from '../../scripts/lib/routes';

const pages = new Map(PATHS.map((path) => [path, builtPage(path)]));
const page = (path: string) => pages.get(path)!;
const description = (path: string) => metaDescription(page(path));

/** Whether the page has a header or footer that is a banner or contentinfo landmark (not inside a sectioning element). */
function hasLandmark(root: HTMLElement, tag: 'header' | 'footer'): boolean {
  return root.querySelectorAll(tag).some((el) => !el.closest('main, article, aside, nav, section'));
}

function jsonLd(path: string): Record<string, unknown>[] {
  return page(path)
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((script): Record<string, unknown>[] => [JSON.parse(script.rawText)].flat());
}

describe('every route', () => {
  it.each(ROUTES)('$path shows its heading in main, a title, a description and the banner and contentinfo landmarks', ({ path, heading }) => {
    const root = page(path);
    expect(text(root.querySelector('main h1'))).toBe(heading);
    expect(text(root.querySelector('title'))).not.toBe('');
    expect(description(path)).toMatch(/.{15,}/);
    expect(hasLandmark(root, 'header')).toBe(true);
    expect(hasLandmark(root, 'footer')).toBe(true);
  });

  it('no two routes share a title or a description', () => {
    const repeated = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(repeated(PATHS.map((path) => text(page(path).querySelector('title'))!))).toEqual([]);
    expect(repeated(PATHS.map(description))).toEqual([]);
  });

  it('the Terms of Use page is titled Terms of Service in the browser', () => {
    expect(text(page('/terms-of-service').querySelector('title'))).toMatch(/^Terms of Service/);
  });
});

describe('structured data', () => {
  it('the home page carries the Organization and the four offers', () => {
    const blocks = jsonLd('/');
    expect(blocks.find((b) => b['@type'] === 'Organization')).toMatchObject({ name: 'Salusion' });
    const prices = blocks.filter((b) => b['@type'] === 'Product').map((b) => (b['offers'] as { price: string }).price);
    expect(prices).toEqual(['14.00', '14.00', '5.00', '5.00']);
  });

  it('the referral program says up to $42', () => {
    const [block] = jsonLd('/referral-program');
    expect(block!['description']).toContain('up to $42');
  });

  it('the expert page carries a free online consultation Event, with a start (the next weekday) and its weekday schedule', () => {
    const [block] = jsonLd('/speak-with-an-hra-expert');
    expect(block).toMatchObject({ '@type': 'Event', offers: { price: '0', priceCurrency: 'USD' }, eventSchedule: { '@type': 'Schedule', repeatFrequency: 'P1D' } });
    const start = String(block!['startDate']);
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(start > new Date().toISOString().slice(0, 10)).toBe(true);
    expect([1, 2, 3, 4, 5]).toContain(new Date(`${start}T00:00:00Z`).getUTCDay());
  });
});

describe('the pricing cards', () => {
  const cards = page('/pricing').querySelectorAll('.price-card');
  const products = (parseYaml(readFileSync('content/data/products.yaml', 'utf8')) as { products: CardProduct[] }).products;

  it('are the two cards the specification fixes while the prices are as it states: ICHRA and QSEHRA at $14, GCHRA and EBHRA at $5', () => {
    expect(cards.map((card) => [text(card.querySelector('h2')), text(card.querySelector('.price strong'))])).toEqual(
      priceCards(products, numbers.prices).map(({ title, price }) => [title, `$${price}`]),
    );
    expect(cards.map((card) => text(card.querySelector('h2')))).toEqual(['ICHRA & QSEHRA', 'GCHRA & EBHRA']);
  });

  it('each has a title, a price and two sub-headings with descriptions', () => {
    for (const card of cards) {
      expect(card.querySelectorAll('h2')).toHaveLength(1);
      expect(card.querySelectorAll('.price')).toHaveLength(1);
      expect(card.querySelectorAll('h3').map((h3) => h3.nextElementSibling?.tagName)).toEqual(['P', 'P']);
    }
  });
});

describe('the sitemap', () => {
  const locs = (xml: string) => parse(xml).querySelectorAll('loc').map((loc) => new URL(loc.text).pathname);
  const sitemap = locs(readFileSync(join(DIST, 'sitemap-index.xml'), 'utf8'))[0]!;
  const listed = locs(readFileSync(join(DIST, sitemap), 'utf8'));

  it('lists exactly the routes of the content pages', () => {
    expect([...listed].sort()).toEqual([...PATHS].sort());
  });

  it.each([...Object.keys(REDIRECTS), '/404'])('leaves out %s', (path) => {
    expect(listed).not.toContain(path);
  });
});
