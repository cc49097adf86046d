// The price a pricing card shows for the products it groups. One price stands for the group only
// while every product in it costs the same; otherwise the card names each product's own price, and
// the content check refuses the grouping, so a changed price never shows under another product.
import type { ProductCode } from './products.ts';

/** One price and the products that cost it. */
export interface GroupPrice {
  codes: ProductCode[];
  price: number;
}

/** The distinct prices of `codes`, in their order: one entry while they agree. */
export function groupPrices(prices: Record<ProductCode, number>, codes: readonly ProductCode[]): GroupPrice[] {
  const found: GroupPrice[] = [];
  for (const code of codes) {
    const price = prices[code];
    const same = found.find((entry) => entry.price === price);
    if (same) same.codes.push(code);
    else found.push({ codes: [code], price });
  }
  return found;
}
