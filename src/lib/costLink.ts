// The cost calculator's inputs in the page's address: the participants as typed, and the product
// where the page lets the visitor choose one. The calculator reads and writes them, and another tool
// that has a count (the HRA chooser) links to it with them filled in.
import type { ProductCode } from './products.ts';

/** The participants parameter, which every cost calculator reads. */
export const PARTICIPANTS_PARAM = 'participants';

/** The query parameters of a calculator that offers every product (the pricing page's). */
export const COST_PARAMS = [PARTICIPANTS_PARAM, 'product'] as const;

/** The pricing page, whose calculator offers every product, and the calculator's section there. */
const PRICING_CALCULATOR = { path: '/pricing', section: 'cost-calculator' };

/** The pricing page's calculator opened on `participants` of `product`: "/pricing?participants=30&product=qsehra#cost-calculator". */
export function pricingCalculatorLink(participants: number, product: ProductCode): string {
  const query = new URLSearchParams({ [COST_PARAMS[0]]: String(participants), [COST_PARAMS[1]]: product });
  return `${PRICING_CALCULATOR.path}?${query}#${PRICING_CALCULATOR.section}`;
}
