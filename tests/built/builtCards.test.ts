// Each built page's social card, read from dist/ (run `npm run build` first): the og:image every
// page names is a file the build wrote, a 1200 × 630 PNG, and no two pages share one.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { CARD } from '~/lib/cardLayout';
import { siteConfig } from '~/lib/siteConfig';
import { builtPage, DIST } from '../support/builtSite';
import { PATHS, ROUTES } from '../../scripts/lib/routes';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const meta = (root: HTMLElement, key: string) =>
  root.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

/** The dist/ file a page's og:image URL is served from; the URL must be on the site's own origin. */
function cardFile(root: HTMLElement): string {
  const url = new URL(meta(root, 'og:image') ?? '');
  expect(url.origin).toBe(siteConfig.siteOrigin);
  return join(DIST, decodeURIComponent(url.pathname));
}

/** A PNG's size from its header: the IHDR chunk follows the signature, width then height. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('social cards', () => {
  it.each(ROUTES)('$path names its own card: a 1200 × 630 PNG in dist/, described by its heading', ({ path, heading }) => {
    const root = builtPage(path);
    const file = cardFile(root);
    expect(existsSync(file), file).toBe(true);
    expect(pngSize(readFileSync(file))).toEqual(CARD);
    expect(meta(root, 'og:image:width')).toBe(String(CARD.width));
    expect(meta(root, 'og:image:height')).toBe(String(CARD.height));
    expect(meta(root, 'og:image:type')).toBe('image/png');
    expect(meta(root, 'og:image:alt')).toBe(`${siteConfig.brand}: ${heading}`);
    expect(meta(root, 'twitter:card')).toBe('summary_large_image');
  });

  it('no two pages share a card, by address or by picture', () => {
    const files = PATHS.map((path) => cardFile(builtPage(path)));
    expect(new Set(files).size).toBe(PATHS.length);
    const pictures = files.map((file) => createHash('sha256').update(readFileSync(file)).digest('hex'));
    expect(new Set(pictures).size).toBe(PATHS.length);
  });

  it('the not-found page, which sends the visitor home, shows the home page’s card', () => {
    expect(meta(builtPage('/404'), 'og:image')).toBe(meta(builtPage('/'), 'og:image'));
  });

  it('the site-wide card it replaced is gone', () => {
    expect(existsSync(join(DIST, 'og-image.png'))).toBe(false);
  });
});
