// The figures behind the deployed editor's "room left" line (src/editor/pageRoom.ts), written into
// its code when `npm run build:editor` loads its config: each page's response measured as the
// audit measures it (Astro's preview server over dist/, every byte read from the socket:
// scripts/lib/documentBytes.ts), with the gzip size of the page's text as its file held then.
// Measured only from a dist/ built after the content last changed, else they hold no page and the
// editor shows no line: a stale figure would mislead an editor more than none. `npm test` and
// `npm run deploy:editor` build the site first. Not in `npm run edit`: the preview server loads the
// site's config, which in that mode would measure again, and so on.
import { gzipSync } from 'node:zlib';
import { frontmatterOf } from '../build/mdx.ts';
import { FIRST_WINDOW_BYTES } from '../../scripts/lib/budgets.ts';
import { builtFromCurrentContent } from '../../scripts/lib/builtAdvice.ts';
import { readContentPages } from '../../scripts/lib/contentPages.ts';
import { htmlWeights } from '../../scripts/lib/documentBytes.ts';
import { startPreview } from '../../scripts/lib/servers.ts';
import { SECOND_TRIP_MS } from '../../scripts/lib/windowGate.ts';
import type { PageFigure, RoomFigures } from '../editor/pageRoom.ts';

/**
 * A page file's text as the editor holds it: what follows the front matter block and its closing
 * line, which is what Keystatic parses into the document and serializes back.
 */
export function textOfPage(source: string, frontmatterEnd: number): string {
  return source.slice(frontmatterEnd).replace(/^\r?\n/, '');
}

/** Every routed page of the build at `root`, measured; none while dist/ is missing or older than the content. */
export async function measurePages(root: string): Promise<RoomFigures['pages']> {
  if (!builtFromCurrentContent(root)) return {};
  const pages = readContentPages(root).filter((page) => page.path && page.tree);
  const preview = await startPreview(root);
  try {
    const weights = await htmlWeights(preview.origin, pages.map((page) => page.path!));
    const figures: Record<string, PageFigure> = {};
    for (const [i, page] of pages.entries()) {
      const text = textOfPage(page.source, frontmatterOf(page.tree!)?.end ?? 0);
      figures[page.path!] = { sentBytes: weights[i]!.sentBytes, textGzipBytes: gzipSync(text).length };
    }
    return figures;
  } finally {
    await preview.stop();
  }
}

/**
 * What the editor's build defines as `import.meta.env.SALUSION_PAGE_ROOM` (src/editor/env.d.ts): the
 * window, what a second round trip costs, and every page of the build at `root`, measured.
 */
export async function pageRoomDefine(root: string): Promise<Record<string, string>> {
  const figures: RoomFigures = { windowBytes: FIRST_WINDOW_BYTES, secondTripMs: SECOND_TRIP_MS, pages: await measurePages(root) };
  return { 'import.meta.env.SALUSION_PAGE_ROOM': JSON.stringify(figures) };
}
