// The pricing page's calculator, opened by another tool on a count and a product.
import { describe, expect, it } from 'vitest';
import { COST_PARAMS, pricingCalculatorLink } from '~/lib/costLink';
import { PRODUCT_CODES } from '~/lib/products';

describe('the link to the pricing page\'s cost calculator', () => {
  it.each([
    [30, 'qsehra', '/pricing?participants=30&product=qsehra#cost-calculator'],
    [1, 'ichra', '/pricing?participants=1&product=ichra#cost-calculator'],
    [7, 'gchra', '/pricing?participants=7&product=gchra#cost-calculator'],
    [1000000, 'ebhra', '/pricing?participants=1000000&product=ebhra#cost-calculator'],
  ] as const)('%i participants of %s: %s', (participants, product, link) => {
    expect(pricingCalculatorLink(participants, product)).toBe(link);
  });

  it.each(PRODUCT_CODES)('carries exactly the calculator\'s own parameters for %s, in its order', (product) => {
    const query = new URL(pricingCalculatorLink(12, product), 'https://example.com').searchParams;
    expect([...query.keys()]).toEqual([...COST_PARAMS]);
  });
});
