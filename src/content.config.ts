// Every collection the site reads. The schemas, with a note for editors on each field, are in
// src/schemas/, one module per collection; content/README.md explains them in plain words. Words
// are read as visitors see them (src/build/visibleWords.ts): numbers written out and typeset.
import { defineCollection } from 'astro:content';
import { file as fileLoader, glob } from 'astro/loaders';
import { parse } from 'yaml';
import { visibleWords } from './build/visibleWords';
import * as schema from './schemas';

const { contentRoot, dataFiles } = schema;

const file = (name: keyof typeof dataFiles) =>
  fileLoader(`${contentRoot}/${dataFiles[name]}`, { parser: (text) => visibleWords(schema.dataEntries(name, parse(text))) as Record<string, Record<string, unknown>> });

export const collections = {
  /** One MDX file per route; its path under content/pages is the URL path (home.mdx is /). */
  pages: defineCollection({ loader: glob({ base: `${contentRoot}/${schema.pagesDir}`, pattern: '**/*.{md,mdx}' }), schema: schema.pages.transform((data) => visibleWords(data)) }),
  /** Reusable MDX blocks that several pages show, placed with <Block name="…" /> (content/blocks/<name>.mdx). */
  blocks: defineCollection({ loader: glob({ base: `${contentRoot}/${schema.blocksDir}`, pattern: '*.mdx' }), schema: schema.blocks }),
  /** Header and footer words shown on every page. */
  site: defineCollection({ loader: file('site'), schema: schema.site }),
  /** Every number the site shows, written once: pages, tables, PDFs and search data read it from here. */
  numbers: defineCollection({ loader: file('numbers'), schema: schema.numbers }),
  /** The four products, in menu order. */
  products: defineCollection({ loader: file('products'), schema: schema.products }),
  /** What Salusion does for every HRA, in display order. */
  capabilities: defineCollection({ loader: file('capabilities'), schema: schema.capabilities }),
  /** Resource cards that pages list by id. */
  resources: defineCollection({ loader: file('resources'), schema: ({ image }) => schema.resources(image) }),
  /** Customer testimonials for the home slider. */
  testimonials: defineCollection({ loader: file('testimonials'), schema: schema.testimonials }),
  /** Every video the site plays, with its provider, id, title and poster. */
  videos: defineCollection({ loader: file('videos'), schema: ({ image }) => schema.videos(image) }),
  /** Words of the interactive parts: buttons, labels, messages. */
  ui: defineCollection({ loader: file('ui'), schema: schema.ui }),
};
