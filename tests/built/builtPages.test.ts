// Checks that need only the built HTML, read from dist/ (run `npm run build` first): each route's
// heading, title, description and landmarks, the structured data, and the sitemap.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { numbers } from '../support/numbers.ts';
import { describe, expect, it } from 'vitest';
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
  /** Each <PriceCard> of pricing.mdx: its title and the products it names. */
  const cards = [...readFileSync('content/pages/pricing.mdx', 'utf8').matchAll(/<PriceCard title="([^"]+)" products="([^"]+)"/g)].map(([, title, products]) => ({
    title: title!,
    products: products!.split(',').map((code) => code.trim()),
  }));
  const prices: Record<string, number> = numbers.prices;

  it('pricing.mdx has cards that group products', () => {
    expect(cards.map(({ products }) => products.length)).toEqual([2, 2]);
  });

  it.each(cards)('"$title" shows the one price of $products from numbers.yaml', ({ title, products }) => {
    const card = page('/pricing').querySelectorAll('.price-card').find((el) => text(el.querySelector('h2')) === title);
    const shown = card!.querySelectorAll('.price strong').map((el) => text(el));
    expect(shown).toEqual([`$${prices[products[0]!]}`]);
    for (const product of products) expect(prices[product]).toBe(prices[products[0]!]);
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
