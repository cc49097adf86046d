// What Salusion does for every HRA (content/data/capabilities.yaml): the home page's accordion and
// each product page's cards.
import { z } from 'astro/zod';
import { ICON_NAMES } from '../lib/icons.ts';
import { productCode, withId } from './fields.ts';

/** A capability's wording: a sentence or two. */
const capabilityText = z.string().min(15).max(240);

/** One capability, as the site reads it. */
export const capabilities = z.object({
  order: z.number().int().positive().describe('Its place on the page, 1 first. Example: 1'),
  title: z.string().min(3).describe('The short title, shown in bold. Example: Compliance'),
  text: capabilityText.describe(
    'One or two sentences, 15 to 240 characters, shown on the home page and on each product page that has no wording of its own below. Example: We write your plan documents and send the required notices.',
  ),
  byProduct: z
    .partialRecord(productCode, capabilityText.describe('This product\'s own wording, 15 to 240 characters; leave it empty where Text fits. Example: Approved expenses are paid by bank transfer (ACH).'))
    .optional()
    .describe('The wording a product\'s page shows instead of Text, only for the products where the capability differs.'),
  icon: z
    .enum(ICON_NAMES, { error: `icon must be one of ${ICON_NAMES.join(', ')}` })
    .describe(`The picture on its card, one of the site's icons: ${ICON_NAMES.join(', ')}.`),
});

/** The file's list: the five capabilities, which the home accordion and the product cards are laid out for. */
export const capabilityList = z
  .array(withId(capabilities, 'A short unique name for this capability, used only to tell the entries apart. Example: compliance'))
  .length(5, 'the home page and the product pages are laid out for exactly 5 capabilities')
  .describe('What Salusion does for every HRA, written once: the home page shows them as its accordion and each product page as cards, in the order of their Order.');
