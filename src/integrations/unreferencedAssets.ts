// Removes from the build's asset folder (dist/_astro) every file that no other built file names.
// Astro emits a file for each image a module imports, and keeps it unless its image pipeline
// processed it and nothing else read it. Two kinds of SVG stay behind that no page loads: the heroes'
// artwork (src/assets/illustrations), which <Hero> imports as a component and writes inline, so it
// is never processed; and the card pictures and video posters the data files name, whose originals
// the content layer reads through Astro's reference-counting proxy while it makes them ready
// (it spreads their metadata), so the copy the pages do load is written beside an original that
// counts as used. Nothing requests them; shipped, they were 26 files no page references.
import { readdir, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Files that cannot name another: pictures, fonts and PDFs. */
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|pdf|woff2?)$/;

/** The files under `root`, as paths from it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The asset files under `root`/`assets` that no other text file under `root` names. */
async function unreferencedAssets(root: string, assets: string): Promise<string[]> {
  const files = await filesUnder(root);
  const candidates = files.filter((file) => file.startsWith(join(root, assets, '/')));
  const named = new Set<string>();
  for (const file of files.filter((file) => !BINARY.test(file))) {
    const text = await readFile(file, 'utf8');
    for (const candidate of candidates) if (candidate !== file && text.includes(basename(candidate))) named.add(candidate);
  }
  return candidates.filter((file) => !named.has(file));
}

/** The integration; add it to astro.config.mjs. */
export function unreferencedAssetsRemoval(): AstroIntegration {
  let assets = '_astro';
  return {
    name: 'salusion:unreferenced-assets',
    hooks: {
      'astro:config:done': ({ config }) => {
        assets = config.build.assets;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const unused = await unreferencedAssets(fileURLToPath(dir), assets);
        await Promise.all(unused.map((file) => rm(file)));
        logger.info(`removed ${unused.length} files of ${assets}/ that no built file names`);
      },
    },
  };
}
