// The products in the order the site always lists them (PRODUCT_CODES); collections keep no order.
import { getCollection } from 'astro:content';
import { PRODUCT_CODES } from '~/lib/products';

/** The four products: ICHRA, QSEHRA, GCHRA, EBHRA. */
export async function getProducts() {
  const entries = await getCollection('products');
  return entries.map((e) => e.data).sort((a, b) => PRODUCT_CODES.indexOf(a.id) - PRODUCT_CODES.indexOf(b.id));
}
