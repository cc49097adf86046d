// Customer testimonials for the home page slider (content/testimonials/testimonials.yaml).
import { z } from 'astro/zod';
import { withId } from './fields.ts';

/** One customer testimonial, as the site reads it. */
export const testimonials = z.object({
  sample: z
    .literal(true)
    .optional()
    .describe('Ticked while this is sample copy, not a real customer\'s words; the launch check lists it. Untick it once the quote is real and approved.'),
  name: z.string().min(2).describe('The reviewer\'s name. Example: Dana Whitfield'),
  position: z.string().optional().describe('Their job title and company, if wanted. Example: Owner, Whitfield Dental Studio'),
  text: z.string().min(10).describe('The quote, without quotation marks. Long quotes show five lines with a Read More button.'),
  hashtags: z
    .array(z.string().regex(/^\w+$/, 'hashtags are single words without #'))
    .optional()
    .describe('Tags shown under the quote, if wanted: single words without the # sign. Example: QSEHRA'),
  connection: z
    .string()
    .min(10, 'write the connection as a sentence')
    .optional()
    .describe(
      'A material connection to Salusion that readers would not expect, such as a broker or referrer who earns payouts, in one plain sentence; the slider shows it as a disclosure under the quote, as the FTC\'s endorsement guides require. Leave it empty when there is none. Example: Luis Ortega is a Salusion broker partner and is paid for the clients he brings.',
    ),
});

/** One customer testimonial, as the slider receives it. */
export type Testimonial = z.infer<typeof testimonials>;

/** The file's list: the twelve testimonials the home slider is made for. */
export const testimonialList = z
  .array(withId(testimonials, 'A short unique name for this testimonial, used only to tell the entries apart. Example: sample-01'))
  .length(12, 'the home page slider is made for exactly 12 testimonials')
  .describe('The testimonials of the home page slider, in the order it shows them. The slider is made for exactly 12: replace one rather than adding a thirteenth. Today they are sample copy: replace each with a real, approved quote.');
