// What each data file holds as a whole: one top-level key named like its collection, because the
// browser editor saves a file as one object, and under it either the one entry (numbers, site, ui)
// or the list of entries with the rules of the list, such as how many it must hold. The content
// check validates each file with these, and the browser editor builds its forms from them.
import { z } from 'astro/zod';
import { capabilityList } from './capabilities.ts';
import type { DataFile } from './files.ts';
import { numbers } from './numbers.ts';
import { productList } from './products.ts';
import { resourceList } from './resources.ts';
import { site } from './site.ts';
import { testimonialList } from './testimonials.ts';
import { ui } from './ui.ts';
import { videoList } from './videos.ts';

export const dataFileSchemas = {
  site: z.object({ site }),
  numbers: z.object({ numbers }),
  products: z.object({ products: productList }),
  resources: z.object({ resources: resourceList }),
  capabilities: z.object({ capabilities: capabilityList }),
  testimonials: z.object({ testimonials: testimonialList }),
  ui: z.object({ ui }),
  videos: z.object({ videos: videoList }),
} satisfies Record<DataFile, z.ZodObject>;

/** Whether a data file holds a list of entries, each with its id, rather than one entry. */
export function isListFile(name: DataFile): boolean {
  return (dataFileSchemas[name].shape as Record<string, z.ZodType>)[name] instanceof z.ZodArray;
}

/** The entries of a parsed data file: a list file's items, or the file itself (one entry under its key). */
export function dataEntries(name: DataFile, data: unknown): unknown {
  return isListFile(name) ? (data as Record<string, unknown>)[name] : data;
}
