// Every collection the site reads. The schemas, with a note for editors on each field, are in
// src/schemas.ts; content/README.md explains them in plain words.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import * as schema from './schemas';

const { sources } = schema;

export const collections = {
  /** One MDX file per route; its path under content/pages is the URL path (home.mdx is /). */
  pages: defineCollection({ loader: glob(sources.pages), schema: schema.pages }),
  /** Header and footer words shown on every page. */
  site: defineCollection({ loader: file(sources.site.file), schema: schema.site }),
  /** Every number the site shows, written once (DECISIONS 15). */
  numbers: defineCollection({ loader: file(sources.numbers.file), schema: schema.numbers }),
  /** The four products, in menu order. */
  products: defineCollection({ loader: file(sources.products.file), schema: schema.products }),
  /** Resource cards that pages list by id. */
  resources: defineCollection({ loader: file(sources.resources.file), schema: ({ image }) => schema.resources(image) }),
  /** Customer testimonials for the home slider. */
  testimonials: defineCollection({ loader: file(sources.testimonials.file), schema: schema.testimonials }),
  /** Words of the interactive parts: buttons, labels, messages. */
  ui: defineCollection({ loader: file(sources.ui.file), schema: schema.ui }),
};
