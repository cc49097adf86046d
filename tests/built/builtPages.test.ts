// Checks that need only the built HTML, read from dist/ (run `npm run build` first): each route's
// heading, title, description and landmarks, the structured data, and the sitemap.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { numbers } from '../support/numbers.ts';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { formatNumber } from '~/lib/format';
import { priceCards, type CardProduct } from '~/lib/priceGroup';
import { PRODUCT_CODES } from '~/lib/products';
import { siteConfig } from '~/lib/siteConfig';
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

  it.each(ROUTES)('$path is titled in the browser by its own title, then the brand once', ({ path, title }) => {
    const once = ` | ${siteConfig.brand}`;
    expect(text(page(path).querySelector('title'))).toBe(title.endsWith(once) ? title : `${title}${once}`);
  });
});

describe('structured data', () => {
  it('the home page carries the Organization and the four offers, each at its price from the numbers with two decimals', () => {
    const blocks = jsonLd('/');
    expect(blocks.find((b) => b['@type'] === 'Organization')).toMatchObject({ name: siteConfig.brand });
    const prices = blocks.filter((b) => 'offers' in b).map((b) => (b['offers'] as { price: string }).price);
    expect(prices).toEqual(PRODUCT_CODES.map((code) => numbers.prices[code].toFixed(2)));
  });

  it('the referral program says "up to" the largest payout', () => {
    const [block] = jsonLd('/referral-program');
    expect(block!['description']).toContain(`up to ${formatNumber(Math.max(...Object.values(numbers.referralPayouts)), 'usd')}`);
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

  // With the spec's prices these are its two cards (tests/unit/priceGroup.test.ts holds that rule).
  it('are the cards the prices group the products into, each with its title and price', () => {
    expect(cards.map((card) => [text(card.querySelector('h2')), text(card.querySelector('.price strong'))])).toEqual(
      priceCards(products, numbers.prices).map(({ title, price }) => [title, formatNumber(price, 'usd')]),
    );
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
