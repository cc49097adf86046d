// Every file the build ships under dist/_astro is one a page loads: named by a built page, or by a
// script or stylesheet a page loads (a lazy chunk, a font, the print rules). A file nothing reaches
// (an SVG original beside the copy a page shows) costs the deploy and the cache, and no visitor.
// Run `npm run build` first.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from '../support/builtSite';

const ASSETS = '_astro';

const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(DIST, join(entry.parentPath, entry.name)));
const assets = files.filter((file) => file.startsWith(`${ASSETS}/`));
const pages = files.filter((file) => file.endsWith('.html'));

/** The assets a page reaches: those its HTML names, then those named by a script or stylesheet it reaches, and so on. */
function reached(): Set<string> {
  const found = new Set<string>();
  const queue = [...pages];
  while (queue.length > 0) {
    const text = readFileSync(join(DIST, queue.pop()!), 'utf8');
    for (const asset of assets) {
      if (found.has(asset) || !text.includes(asset.slice(ASSETS.length + 1))) continue;
      found.add(asset);
      if (/\.(js|css|svg)$/.test(asset)) queue.push(asset);
    }
  }
  return found;
}

describe('dist/_astro', () => {
  it('holds only files that a page loads, directly or through its scripts and styles', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(assets.length).toBeGreaterThan(0);
    const loaded = reached();
    expect(assets.filter((asset) => !loaded.has(asset))).toEqual([]);
  });
});
