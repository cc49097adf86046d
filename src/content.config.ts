// Every collection the site reads. The schemas, with a note for editors on each field, are in
// src/schemas/, one module per collection; content/README.md explains them in plain words. Words
// are read as visitors see them: each {key} naming a number written out from the numbers data, then
// typeset (curly quotes, dashes, product names; src/build/typeset.ts), so editors type plain text.
import { readFileSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { file as fileLoader, glob } from 'astro/loaders';
import { parse } from 'yaml';
import { typesetStrings, typesetter } from './build/typeset';
import { fillNumbers } from './lib/format';
import * as schema from './schemas';

const { contentRoot, dataFiles } = schema;

/** The words of a data file or a page's settings as visitors read them, with the numbers and product names as they are now. */
function visibleWords<T>(data: T): T {
  const numbers = (parse(readFileSync(`${contentRoot}/${dataFiles.numbers}`, 'utf8')) as { numbers?: unknown } | null)?.numbers;
  const typeset = typesetter();
  return typesetStrings(data, (text) => typeset(fillNumbers(text, numbers)));
}

const file = (name: keyof typeof dataFiles) =>
  fileLoader(`${contentRoot}/${dataFiles[name]}`, { parser: (text) => visibleWords(schema.dataEntries(name, parse(text))) as Record<string, Record<string, unknown>> });

export const collections = {
  /** One MDX file per route; its path under content/pages is the URL path (home.mdx is /). */
  pages: defineCollection({ loader: glob({ base: `${contentRoot}/${schema.pagesDir}`, pattern: '**/*.{md,mdx}' }), schema: schema.pages.transform(visibleWords) }),
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
