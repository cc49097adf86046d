// The built site as the unit tests over dist/ read it (run `npm run build` first), so each of them
// finds a route's page and its text the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { extractText, getDocumentProxy } from 'unpdf';

/** The build output folder. */
export const DIST = 'dist';

/** A route's page as built into `dist` (build.format 'file': /pricing is pricing.html, / is index.html). */
export function builtPage(path: string, dist = DIST): HTMLElement {
  return parse(readFileSync(join(dist, `${path === '/' ? 'index' : path.slice(1)}.html`), 'utf8'));
}

/** What a visitor reads on a built page: its title, its text and the words of its labels, without scripts and styles. */
export function visibleText(root: HTMLElement): string {
  const body = root.querySelector('body')!.clone() as HTMLElement;
  for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove();
  const labels = body.querySelectorAll('[aria-label], [alt], [title], [placeholder]').flatMap((el) => ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''));
  const head = ['title', 'meta[name="description"]', 'meta[property="og:image:alt"]'].map((selector) => {
    const el = root.querySelector(selector);
    return el?.getAttribute('content') ?? el?.text ?? '';
  });
  return [...head, body.text, ...labels].join('\n');
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
