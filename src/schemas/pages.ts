// A page of the site (content/pages/**/*.mdx) and a reusable block (content/blocks/*.mdx). A page's
// file path under content/pages is its URL (home.mdx is /); its front matter is checked here.
import { z } from 'astro/zod';
import type { ContentComponent } from './components.ts';
import { productCode } from './fields.ts';

/** Search-engine data a page can ask for besides what its type gives it. */
const STRUCTURED_DATA = ['organization', 'offers', 'referralProgram', 'consultation', 'faq'] as const;

/** Fields every page shares: what it is, its search-engine title and description, its heading. */
const basePage = z.object({
  title: z
    .string()
    .min(5, 'title must be at least 5 characters')
    .max(120, 'title must be at most 120 characters')
    .describe('The page name in the browser tab and in search results, 5 to 120 characters. Example: HRA Pricing'),
  description: z
    .string()
    .min(15, 'description must be at least 15 characters')
    .max(160, 'description must be at most 160 characters')
    .describe('The summary under the title in search results, 15 to 160 characters. Example: Simple HRA pricing with no platform fee.'),
  heading: z
    .string()
    .min(1, 'heading must not be empty')
    .describe('The big heading at the top of the page, shown once. Example: Simple, Affordable EBHRA Administration'),
  structuredData: z
    .array(z.enum(STRUCTURED_DATA, { error: `use ${STRUCTURED_DATA.join(', ')}` }))
    .optional()
    .describe(
      'Extra facts for search engines, if any: organization (the company), offers (the four products and their prices), referralProgram (the "earn up to" payout), consultation (the free online call), faq (the page\'s Question blocks as questions and answers).',
    ),
});

const TYPE_HELP =
  'What kind of page this is, which decides what else it needs: page (an ordinary page), legal (the Terms or the privacy policy; needs Updated), guide (a rules guide with a PDF; needs Pdf and Section blocks) or product (a product\'s own page; needs Product).';
const pageType = <Type extends string>(type: Type) => z.literal(type).describe(TYPE_HELP);

/** A page's front matter, by its `type`. */
export const pages = z
  .discriminatedUnion(
    'type',
    [
      basePage.extend({ type: pageType('page') }),
      basePage.extend({
        type: pageType('legal'),
        updated: z.coerce
          .date({ error: 'updated must be a date written as YYYY-MM-DD, e.g. 2021-07-20' })
          .describe('Legal pages: the day this text last changed, shown as "Last revised". Change it whenever you change the text. Example: 2021-07-20'),
        version: z.string().optional().describe('Legal pages, if wanted: the version of this text, shown under the heading. Example: 2.3'),
        legalReview: z
          .literal('pending', { error: 'legalReview can only be "pending"; remove it once counsel approved the text' })
          .optional()
          .describe('Legal pages: pending while counsel has not approved this text, which the launch check then lists. Set it to (none) once counsel approves.'),
      }),
      basePage.extend({
        type: pageType('guide'),
        pdf: z
          .object({
            title: z.string().min(5, 'pdf.title must be at least 5 characters').describe('Printed on the PDF and on its download link, at least 5 characters. Example: ICHRA Rules & Regs'),
            file: z
              .string()
              .regex(/^[a-z0-9-]+$/, 'pdf.file may use only lowercase letters, digits and hyphens')
              .describe('The PDF\'s file name without .pdf, in lower-case letters, digits and hyphens; visitors download it under this name. Example: ichra-rules-and-regs'),
          })
          .describe('Rules guides: the PDF built from the page\'s Section blocks, which visitors download from the page.'),
      }),
      basePage.extend({
        type: pageType('product'),
        product: productCode.describe('Product pages: the product this page presents, whose price search engines get. One of ichra, qsehra, gchra, ebhra.'),
      }),
    ],
    { error: 'type must be one of page, legal, guide, product' },
  )
  .describe('The page\'s address, which is also its file name: product/ichra is /product/ichra, and home is /.');

/** A page's front matter. */
export type PageData = z.infer<typeof pages>;

/** A building block a page must hold: any one of `anyOf`, because of `why`. */
export interface RequiredBlock {
  anyOf: readonly ContentComponent[];
  why: string;
}

/**
 * The blocks a page of each type must hold, and why. A page that lost one (typed over in the
 * editor, or deleted with the paragraph around it) is refused by the content check, which names the
 * block, so it never goes live without it.
 */
const TYPE_BLOCKS: Partial<Record<PageData['type'], RequiredBlock[]>> = {
  legal: [{ anyOf: ['LegalContact'], why: 'it gives the addresses readers write to' }],
  guide: [{ anyOf: ['Section'], why: 'the guide’s accordion and its PDF are made of its sections' }],
  product: [
    { anyOf: ['PriceCallout'], why: 'search engines are given the product’s price, which the page must show' },
    { anyOf: ['ContactBlock'], why: 'a product page closes with its call to action' },
  ],
};

/** The blocks a page must hold for the search data it asks for: search engines must find on the page what that data says. */
const SEARCH_DATA_BLOCKS: Partial<Record<(typeof STRUCTURED_DATA)[number], RequiredBlock[]>> = {
  offers: [{ anyOf: ['PriceCards', 'ProductCards', 'PriceList'], why: 'search engines are given the four products’ prices (offers), which the page must show' }],
  faq: [{ anyOf: ['Question'], why: 'the questions and answers given to search engines (faq) are the page’s Question blocks' }],
  consultation: [{ anyOf: ['ContactForm', 'Scheduler'], why: 'search engines are told of a free consultation (consultation), which the page must offer' }],
};

/** The blocks the page with front matter `page` must hold, by its type and the search data it asks for. */
export function requiredBlocks(page: Pick<PageData, 'type' | 'structuredData'>): RequiredBlock[] {
  return [...(TYPE_BLOCKS[page.type] ?? []), ...(page.structuredData ?? []).flatMap((kind) => SEARCH_DATA_BLOCKS[kind] ?? [])];
}

/** A reusable block: MDX with no front matter; its file name (without .mdx) is its name. */
export const blocks = z.object({}).describe('The block\'s name, which is also its file name. Pages place it with <Block name="…" />.');
