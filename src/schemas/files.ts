// Where the content lives: the content folder, each data collection's file, and the folders of
// pages and blocks. Astro's loaders, the content check, the launch check and the browser editor all
// read these paths from here.

/** The folder that holds every content file, relative to the project root. */
export const contentRoot = './content';

/** Each data collection's file, relative to the content folder. */
export const dataFiles = {
  site: 'site/site.json',
  numbers: 'data/numbers.yaml',
  products: 'data/products.yaml',
  resources: 'data/resources.yaml',
  capabilities: 'data/capabilities.yaml',
  testimonials: 'testimonials/testimonials.yaml',
  ui: 'site/ui.json',
  videos: 'data/videos.yaml',
} as const;

/** A data collection, named like its file's one top-level key. */
export type DataFile = keyof typeof dataFiles;

/** The pages folder, relative to the content folder. */
export const pagesDir = 'pages';

/** The folder of reusable blocks that pages place with <Block name="…" />, relative to the content folder. */
export const blocksDir = 'blocks';
