// The products in the order the site always lists them. Collections do not keep file order.
import { getCollection } from 'astro:content';

const ORDER = ['ichra', 'qsehra', 'gchra', 'ebhra'];

/** The four products: ICHRA, QSEHRA, GCHRA, EBHRA. */
export async function getProducts() {
  const entries = await getCollection('products');
  return entries.map((e) => e.data).sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id));
}
