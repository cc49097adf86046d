// Products that cost the same share a price card and a place in a price sentence, worked out from
// the prices alone: changing one price regroups them, and no product is ever shown under a price it
// no longer has.
import { describe, expect, it } from 'vitest';
import { cardTitle, groupPrices, priceCards, priceList, type CardProduct } from '~/lib/priceGroup';
import type { ProductCode } from '~/lib/products';

const PRODUCTS: CardProduct[] = [
  { id: 'ichra', short: 'ICHRA' },
  { id: 'qsehra', short: 'QSEHRA' },
  { id: 'gchra', short: 'GCHRA', groupPlan: true },
  { id: 'ebhra', short: 'EBHRA', groupPlan: true },
];
const CODES = PRODUCTS.map((product) => product.id);
const prices = (ichra: number, qsehra: number, gchra: number, ebhra: number): Record<ProductCode, number> => ({ ichra, qsehra, gchra, ebhra });
const short = (code: ProductCode) => code.toUpperCase();

describe('groupPrices', () => {
  it.each([
    ['today’s prices: two groups', prices(14, 14, 5, 5), [[['ichra', 'qsehra'], 14], [['gchra', 'ebhra'], 5]]],
    ['the ICHRA price raised: ICHRA stands alone', prices(15, 14, 5, 5), [[['ichra'], 15], [['qsehra'], 14], [['gchra', 'ebhra'], 5]]],
    ['one price for all', prices(9, 9, 9, 9), [[['ichra', 'qsehra', 'gchra', 'ebhra'], 9]]],
    ['every price different', prices(1, 2, 3, 4), [[['ichra'], 1], [['qsehra'], 2], [['gchra'], 3], [['ebhra'], 4]]],
    ['equal prices that are not neighbours', prices(14, 5, 14, 5), [[['ichra', 'gchra'], 14], [['qsehra', 'ebhra'], 5]]],
  ] as const)('%s', (_case, given, expected) => {
    expect(groupPrices(given, CODES).map(({ codes, price }) => [codes, price])).toEqual(expected);
  });
});

describe('cardTitle', () => {
  it.each([
    [['ICHRA'], 'ICHRA'],
    [['ICHRA', 'QSEHRA'], 'ICHRA & QSEHRA'],
    [['ICHRA', 'QSEHRA', 'GCHRA'], 'ICHRA, QSEHRA & GCHRA'],
  ])('%o → %s', (names, title) => {
    expect(cardTitle(names)).toBe(title);
  });
});

describe('priceCards', () => {
  it.each([
    [
      'today’s prices: the two cards the pricing page has always shown',
      prices(14, 14, 5, 5),
      [
        { title: 'ICHRA & QSEHRA', price: 14, kinds: ['withoutGroupPlan'] },
        { title: 'GCHRA & EBHRA', price: 5, kinds: ['withGroupPlan'] },
      ],
    ],
    [
      'the ICHRA price raised to $15: three cards, and ICHRA and QSEHRA no longer share one',
      prices(15, 14, 5, 5),
      [
        { title: 'ICHRA', price: 15, kinds: ['withoutGroupPlan'] },
        { title: 'QSEHRA', price: 14, kinds: ['withoutGroupPlan'] },
        { title: 'GCHRA & EBHRA', price: 5, kinds: ['withGroupPlan'] },
      ],
    ],
    [
      'a card holding both kinds names each kind',
      prices(14, 5, 5, 5),
      [
        { title: 'ICHRA', price: 14, kinds: ['withoutGroupPlan'] },
        { title: 'QSEHRA, GCHRA & EBHRA', price: 5, kinds: ['withoutGroupPlan', 'withGroupPlan'] },
      ],
    ],
  ] as const)('%s', (_case, given, expected) => {
    expect(priceCards(PRODUCTS, given)).toEqual(expected);
  });
});

describe('priceList', () => {
  it.each([
    [prices(14, 14, 5, 5), '{price} for {products}', '$14 for ICHRA and QSEHRA, $5 for GCHRA and EBHRA'],
    [prices(15, 14, 5, 5), '{price} for {products}', '$15 for ICHRA, $14 for QSEHRA, $5 for GCHRA and EBHRA'],
    [prices(9, 9, 9, 9), '{products} at {price}', 'ICHRA, QSEHRA, GCHRA and EBHRA at $9'],
    [prices(1200, 14, 5, 5), '{price} ({products})', '$1,200 (ICHRA), $14 (QSEHRA), $5 (GCHRA and EBHRA)'],
  ] as const)('%o with "%s" → %s', (given, item, text) => {
    expect(priceList(groupPrices(given, CODES), short, item)).toBe(text);
  });
});
