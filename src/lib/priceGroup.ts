// Products grouped by their price in content/data/numbers.yaml, for everything that names several
// products under one price: the pricing page's cards and the sentences that list the prices. The
// grouping is worked out from the prices each time, so changing one price is one field, and no card
// or sentence can put a product under a price it no longer has.
import { fill } from './template.ts';
import { formatNumber } from './format.ts';
import type { ProductCode } from './products.ts';

/** One price and the products that cost it, in the order given. */
export interface PriceGroup {
  codes: ProductCode[];
  price: number;
}

/** The distinct prices of `codes`, each with the products that cost it, in the order each price first appears. */
export function groupPrices(prices: Readonly<Record<ProductCode, number>>, codes: readonly ProductCode[]): PriceGroup[] {
  const found: PriceGroup[] = [];
  for (const code of codes) {
    const price = prices[code];
    const same = found.find((entry) => entry.price === price);
    if (same) same.codes.push(code);
    else found.push({ codes: [code], price });
  }
  return found;
}

/** Names joined as a card title joins them: "ICHRA & QSEHRA", "ICHRA, QSEHRA & GCHRA". */
export function cardTitle(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}

/** Whether a product is offered beside a group health plan or instead of one: the price cards name each kind they hold. */
export type PlanKind = 'withoutGroupPlan' | 'withGroupPlan';

/** A product as a price card needs it: its code, its abbreviation and whether it goes beside a group plan. */
export interface CardProduct {
  id: ProductCode;
  short: string;
  groupPlan?: true | undefined;
}

/** One price card: its title, its one price, and the kinds of product it holds, in order. */
export interface PriceCard {
  title: string;
  price: number;
  kinds: PlanKind[];
}

/** One card per distinct price of `products`, in their order, each holding every product at that price. */
export function priceCards(products: readonly CardProduct[], prices: Readonly<Record<ProductCode, number>>): PriceCard[] {
  return groupPrices(
    prices,
    products.map((product) => product.id),
  ).map(({ codes, price }) => {
    const held = codes.map((code) => products.find((product) => product.id === code)!);
    const kinds = [...new Set(held.map((product): PlanKind => (product.groupPlan ? 'withGroupPlan' : 'withoutGroupPlan')))];
    return { title: cardTitle(held.map((product) => product.short)), price, kinds };
  });
}

// The locale's own word for "and" with no comma before it, as the site writes lists ("A, B and C").
const andList = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/**
 * Every price of `groups` written in `item`, where {price} becomes the price and {products} the
 * names of its products: "{price} for {products}" gives each price followed by "for ICHRA and
 * QSEHRA" or "for GCHRA and EBHRA", as the prices group them.
 */
export function priceList(groups: readonly PriceGroup[], nameOf: (code: ProductCode) => string, item: string): string {
  return groups.map(({ codes, price }) => fill(item, { price: formatNumber(price, 'usd'), products: andList.format(codes.map(nameOf)) })).join(', ');
}
