// Field types several collections share.
import { z } from 'astro/zod';
import { PRODUCT_CODES } from '../lib/products.ts';

/** Words shown to visitors (a part of ui.json), described by `help`. */
export const visitorWords = (help: string) => z.string().min(1, 'must not be empty').describe(help);

/** One of the four product codes: ichra, qsehra, gchra or ebhra. */
export const productCode = z.enum(PRODUCT_CODES, { error: `use one of ${PRODUCT_CODES.join(', ')}` });

/**
 * An entry of a list file: its `id` first, described by `idHelp`, then the entry's own fields.
 * Pages and the site find an entry by its id; the editor asks for it like any other field.
 */
export function withId<Shape extends z.ZodRawShape>(entry: z.ZodObject<Shape>, idHelp: string) {
  return z.object({ id: z.string().min(1, 'id must not be empty').describe(idHelp) }).extend(entry.shape);
}
