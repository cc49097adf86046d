// The four products, in the order the site lists them (content/data/products.yaml). Their prices are
// in the numbers.
import { z } from 'astro/zod';
import { PRODUCT_CODES } from '../lib/products.ts';
import { productCode } from './fields.ts';

/** One product, as the site reads it. */
export const products = z.object({
  id: productCode.describe('The product code, also the address of its page: ichra is /product/ichra. One of ichra, qsehra, gchra, ebhra.'),
  name: z.string().min(3).describe('The full name. Example: Individual Coverage HRA'),
  short: z.string().min(3).describe('The abbreviation, used in links, menus and tables. Example: ICHRA'),
  summary: z.string().min(15).max(200).describe('One sentence for its card on the home page and for search engines, 15 to 200 characters.'),
  groupPlan: z
    .literal(true)
    .optional()
    .describe('Tick for a product an employer offers beside a group health plan (GCHRA, EBHRA); leave it empty for one offered instead of a group plan (ICHRA, QSEHRA). The pricing page\'s cards describe each kind in the words of Buttons, labels and messages → Price cards.'),
});

/** The file's list: each product once, in menu order. */
export const productList = z
  .array(products)
  .length(PRODUCT_CODES.length, `list each of the ${PRODUCT_CODES.length} products once: ${PRODUCT_CODES.join(', ')}`)
  .describe('The four HRA products, in the order the menus, cards and tables list them. Their prices are in Numbers.');
