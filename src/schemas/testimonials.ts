// Customer testimonials (content/testimonials/testimonials.yaml): the home page slider shows them
// all, and product and pricing pages show those tagged with their topic. Someone Salusion pays
// (a broker, a referrer) must disclose it, as the FTC's endorsement guides require: the schema
// refuses such a testimonial without its disclosure.
import { z } from 'astro/zod';
import { PRODUCT_CODES } from '../lib/products.ts';
import { withId } from './fields.ts';

/** How a reviewer stands to Salusion: only a customer has no paid relationship to disclose. */
export const RELATIONSHIPS = ['customer', 'broker', 'referrer'] as const;

/** What a quote can speak of: a product (shown on its page) or pricing (shown on /pricing). */
export const TESTIMONIAL_TOPICS = [...PRODUCT_CODES, 'pricing'] as const;

/** One topic a page shows testimonials for. */
export type TestimonialTopic = (typeof TESTIMONIAL_TOPICS)[number];

/** One testimonial's fields. */
const testimonial = z.object({
  sample: z
    .literal(true)
    .optional()
    .describe('Ticked while this is sample copy, not a real customer\'s words; the launch check lists it. Untick it once the quote is real and approved.'),
  name: z.string().min(2).describe('The reviewer\'s name. Example: Dana Whitfield'),
  relationship: z
    .enum(RELATIONSHIPS, { error: `relationship must be one of ${RELATIONSHIPS.join(', ')}` })
    .describe(
      'How the reviewer stands to Salusion: customer (a company that uses Salusion), broker (a broker partner, paid for the clients they bring) or referrer (paid referral payouts). A broker or referrer must have a Connection.',
    ),
  position: z.string().optional().describe('Their job title and company, if wanted. Example: Owner, Whitfield Dental Studio'),
  text: z.string().min(10).describe('The quote, without quotation marks. Long quotes show five lines with a Read More button.'),
  hashtags: z
    .array(z.string().regex(/^\w+$/, 'hashtags are single words without #'))
    .optional()
    .describe('Tags shown under the quote, if wanted: single words without the # sign. Example: QSEHRA'),
  topics: z
    .array(z.enum(TESTIMONIAL_TOPICS))
    .optional()
    .describe('What the quote speaks of: a product, whose page then shows it, or pricing, which the pricing page shows. A page shows the first two quotes ticked for its topic. Example: qsehra'),
  connection: z
    .string()
    .min(10, 'write the connection as a sentence')
    .optional()
    .describe(
      'The paid relationship, in one plain sentence, shown as a disclosure under the quote, as the FTC\'s endorsement guides require. Required for a broker or referrer; leave it empty for a customer with no other tie to Salusion. Example: Luis Ortega is a Salusion broker partner and is paid for the clients he brings.',
    ),
});

/** A broker or referrer is paid by Salusion, so their quote must say so. */
const disclosed = (entry: { relationship: (typeof RELATIONSHIPS)[number]; connection?: string | undefined }, ctx: z.RefinementCtx) => {
  if (entry.relationship === 'customer' || entry.connection) return;
  ctx.addIssue({
    code: 'custom',
    path: ['connection'],
    message: `a ${entry.relationship} is paid by Salusion, so readers must be told: write that in one sentence under Connection, e.g. "Grace Liu earns referral payouts from Salusion for the firms she refers."`,
  });
};

/** One customer testimonial, as the site reads it. */
export const testimonials = testimonial.superRefine(disclosed);

/** One customer testimonial as a page shows it: the quote, who said it, and any disclosure. */
export type Testimonial = Pick<z.infer<typeof testimonials>, 'name' | 'position' | 'text' | 'hashtags' | 'connection'>;

/** The file's list: the twelve testimonials the home slider is made for. */
export const testimonialList = z
  .array(withId(testimonial, 'A short unique name for this testimonial, used only to tell the entries apart. Example: sample-01').superRefine(disclosed))
  .length(12, 'the home page slider is made for exactly 12 testimonials')
  .describe('The testimonials of the home page slider, in the order it shows them. The slider is made for exactly 12: replace one rather than adding a thirteenth. Today they are sample copy: replace each with a real, approved quote.');
