// The capabilities in the order content/data/capabilities.yaml gives them (collections keep none), for the home accordion and
// the product pages' cards: the words are written once and shown in both places.
import { getCollection } from 'astro:content';

/** The five capabilities: title and text, by their `order`. */
export async function getCapabilities() {
  return (await getCollection('capabilities')).map((entry) => entry.data).sort((a, b) => a.order - b.order);
}
