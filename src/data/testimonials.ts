// The testimonials a product or the pricing page shows: the first of those tagged with its topic in
// content/testimonials/testimonials.yaml, the file the home slider shows whole.
import { getCollection } from 'astro:content';
import type { Testimonial, TestimonialTopic } from '~/schemas';

/** One or two quotes: proof beside a decision, not a wall of them. */
const SHOWN = 2;

/** The quotes tagged with `topic`, at most two, in the file's order; none when none is tagged. */
export async function testimonialsFor(topic: TestimonialTopic): Promise<Testimonial[]> {
  return (await getCollection('testimonials'))
    .filter(({ data }) => data.topics?.includes(topic))
    .slice(0, SHOWN)
    .map(({ data: { name, position, text, connection } }) => ({ name, text, ...(position ? { position } : {}), ...(connection ? { connection } : {}) }));
}
