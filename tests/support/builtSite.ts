// The built site as the unit tests over dist/ read it (run `npm run build` first), so each of them
// finds a route's page and its text the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { extractText, getDocumentProxy } from 'unpdf';

/** The build output folder. */
export const DIST = 'dist';

/** A route's page as built (build.format 'file': /pricing is pricing.html, / is index.html). */
export function builtPage(path: string): HTMLElement {
  return parse(readFileSync(join(DIST, `${path === '/' ? 'index' : path.slice(1)}.html`), 'utf8'));
}

/** An element's text with its white space collapsed, as a reader sees it. */
export function textOf(el: HTMLElement | null | undefined): string | undefined {
  return el?.text.replace(/\s+/g, ' ').trim();
}

/** A built page's search-result description. */
export function metaDescription(root: HTMLElement): string {
  return root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
}

/** The text of a built PDF under `<dist>/downloads`, white space collapsed, as a reader sees it. */
export async function pdfText(file: string, dist = DIST): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(join(dist, 'downloads', file))));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}
