// The capabilities in the order content/data/capabilities.yaml gives them (collections keep none), for the home accordion and
// the product pages' cards: the words are written once and shown in both places.
import { getCollection } from 'astro:content';
import type { ProductCode } from '~/lib/products';

/** The five capabilities by their `order`, each with the text `product`'s page shows (its own wording where it has one). */
export async function getCapabilities(product?: ProductCode) {
  return (await getCollection('capabilities'))
    .map(({ data }) => ({ ...data, text: (product && data.byProduct?.[product]) || data.text }))
    .sort((a, b) => a.order - b.order);
}
