// The words of content/ as the browser tests read them, set as the build sets them (numbers written
// out, curly quotes, product names), so a test expects what an editor wrote and a change of wording
// never turns it red. tests/unit/contentCopies.test.ts refuses words copied into the tests instead.
import { readFileSync } from 'node:fs';
import type { z } from 'astro/zod';
import { parse } from 'yaml';
import type { ProductCode } from '~/lib/products';
import type { PageData, site as siteSchema } from '~/schemas';
import { typeset, visibleWords as visible } from '../../scripts/lib/contentWords';

export { ui, wordsBefore } from '../../scripts/lib/contentWords';

const read = (file: string) => (file.endsWith('.json') ? JSON.parse(readFileSync(file, 'utf8')) : parse(readFileSync(file, 'utf8')));

/** The header's and footer's words, from content/site/site.json. */
export const site = visible((read('content/site/site.json') as { site: z.infer<typeof siteSchema> }).site);

/** One product of content/data/products.yaml: its full name ("Individual Coverage HRA") and short one ("ICHRA"). */
export interface ProductWords {
  name: string;
  short: string;
}

/** The products by id, from content/data/products.yaml. */
export const products = Object.fromEntries<ProductWords>(
  visible((read('content/data/products.yaml') as { products: (ProductWords & { id: ProductCode })[] }).products).map((p) => [p.id, p]),
) as Record<ProductCode, ProductWords>;

/** The videos' titles by id, from content/data/videos.yaml. */
export const videoTitles = Object.fromEntries(visible((read('content/data/videos.yaml') as { videos: { id: string; title: string }[] }).videos).map((v) => [v.id, v.title]));

/** The MDX file of the page at `path` ("/" is home.mdx). */
function pageFile(path: string): string {
  return `content/pages/${path === '/' ? 'home' : path.slice(1)}.mdx`;
}

/** The settings of the page at `path`: its title, heading and the rest of its front matter. */
export function page(path: string): PageData {
  const [, front = ''] = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(pageFile(path), 'utf8')) ?? [];
  return visible(parse(front) as PageData);
}

/** One titled block of a page, such as a <Section> or <Question>: its title and the words its body opens with, up to the first markup. */
export interface TitledBlock {
  title: string;
  opening: string;
}

/** The <`tag` title="…"> blocks of the page at `path`, in order. */
export function titledBlocks(path: string, tag: string): TitledBlock[] {
  const body = readFileSync(pageFile(path), 'utf8');
  return [...body.matchAll(new RegExp(`<${tag} title="([^"]*)"[^>]*>\\s*([^<{\\n*[]*)`, 'g'))].map(([, title = '', opening = '']) => ({
    title: typeset(title),
    opening: typeset(opening.trim()),
  }));
}

/** The block of the page at `path` titled `title` exactly (case aside), which must exist. */
export function titledBlock(path: string, tag: string, title: string): TitledBlock {
  const block = titledBlocks(path, tag).find((b) => b.title.toLowerCase() === title.toLowerCase());
  if (!block) throw new Error(`${pageFile(path)} has no <${tag} title="${title}">`);
  return block;
}

/** One <Button> or Markdown link of a page: its words and where it leads (its `href`, or the application path of a button's `app`). */
export interface LinkWords {
  label: string;
  to: string;
}

/**
 * The <Button>s and Markdown links of the page at `path` in order, or only those inside its last
 * <`within`> block (such as the closing ContactBlock).
 */
export function links(path: string, within?: string): LinkWords[] {
  let text = readFileSync(pageFile(path), 'utf8');
  if (within) text = text.slice(text.lastIndexOf(`<${within}`), text.indexOf(`</${within}>`, text.lastIndexOf(`<${within}`)));
  return [...text.matchAll(/<Button\b([^>]*)>([^<]*)<\/Button>|\[([^\]]*)\]\(([^)]*)\)/g)].map(([, attributes, button, text = '', href = '']) => ({
    label: typeset((button ?? text).trim()),
    to: attributes === undefined ? href : (/\b(?:href|app)="([^"]*)"/.exec(attributes)?.[1] ?? ''),
  }));
}

/** The label of the first <Button> or link of the page at `path` that leads to `to`. */
export function buttonTo(path: string, to: string): string {
  const button = links(path).find((b) => b.to === to);
  if (!button) throw new Error(`${pageFile(path)} has no <Button> to ${to}`);
  return button.label;
}

/**
 * The value of attribute `name` of the first <`tag`> on the page at `path`, or in the MDX file
 * `path` names under content/ (a block), such as a tool's heading.
 */
export function tagAttribute(path: string, tag: string, name: string): string {
  const file = path.startsWith('content/') ? path : pageFile(path);
  const value = new RegExp(`<${tag}\\b[^>]*\\b${name}="([^"]*)"`).exec(readFileSync(file, 'utf8'))?.[1];
  if (value === undefined) throw new Error(`${file} has no <${tag} ${name}="…">`);
  return typeset(value);
}

/** The first sentence of the first paragraph of plain text (no markup) on the page at `path`, exactly as its file writes it. */
export function plainSentence(path: string): string {
  const [, body = ''] = /^---\n[\s\S]*?\n---\n([\s\S]*)$/.exec(readFileSync(pageFile(path), 'utf8')) ?? [];
  const paragraph = body.split('\n').find((line) => /^[A-Z][^<>{}[\]*_`#|]*$/.test(line));
  const sentence = paragraph && /^.*?[.!?](?=\s|$)/.exec(paragraph)?.[0];
  if (!sentence) throw new Error(`${pageFile(path)} has no paragraph of plain text`);
  return sentence;
}
