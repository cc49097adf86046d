// The four product codes, in the order the site always lists them. Each is also the URL segment of
// its product page (/product/ichra); schemas, routes and tables all take the list from here.

/** The product codes: ICHRA, QSEHRA, GCHRA, EBHRA. */
export const PRODUCT_CODES = ['ichra', 'qsehra', 'gchra', 'ebhra'] as const;

/** One product code. */
export type ProductCode = (typeof PRODUCT_CODES)[number];

/** The page of a product: "ichra" → "/product/ichra". */
export function productPath(code: ProductCode): string {
  return `/product/${code}`;
}
