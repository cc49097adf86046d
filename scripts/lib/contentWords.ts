// The words of content/ as visitors read them, for code that finds parts of the built site by their
// words (the browser tests through tests/support/words.ts, the interaction benchmark): each {key}
// naming a number written out and the text typeset, as the build does, so an editor's rewording
// moves the code along with the page.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { typesetter } from '../../src/build/typeset.ts';
import { visibleWords } from '../../src/build/visibleWords.ts';
import type { z } from 'astro/zod';
import type { ProductCode } from '../../src/lib/products.ts';
import type { PageData, site as siteSchema, UiWords } from '../../src/schemas/index.ts';
import { contentRoot, dataFiles, pagesDir } from '../../src/schemas/index.ts';

export { visibleWords };

/** Sets one text as visitors read it. */
export const typeset = typesetter();

/** A data file of content/, parsed (JSON is YAML too). */
const data = (file: keyof typeof dataFiles) => parse(readFileSync(`${contentRoot}/${dataFiles[file]}`, 'utf8'));

/** The words of buttons, labels and messages, from content/site/ui.json. */
export const ui = visibleWords((data('ui') as { ui: UiWords }).ui);

/** The header's and footer's words, from content/site/site.json. */
export const site = visibleWords((data('site') as { site: z.infer<typeof siteSchema> }).site);

/** One product of content/data/products.yaml: its full name ("Individual Coverage HRA") and short one ("ICHRA"). */
export interface ProductWords {
  name: string;
  short: string;
}

/** The products by id, from content/data/products.yaml. */
export const products = Object.fromEntries<ProductWords>(
  visibleWords((data('products') as { products: (ProductWords & { id: ProductCode })[] }).products).map((p) => [p.id, p]),
) as Record<ProductCode, ProductWords>;

/** One capability of content/data/capabilities.yaml: its title and the text the home page shows under it. */
export interface CapabilityWords {
  title: string;
  text: string;
}

/** The capabilities in the order pages show them (by their `order`), from content/data/capabilities.yaml. */
export const capabilities: CapabilityWords[] = visibleWords((data('capabilities') as { capabilities: (CapabilityWords & { order: number })[] }).capabilities).sort((a, b) => a.order - b.order);

/** One testimonial of content/testimonials/testimonials.yaml: who said it and what. */
export interface TestimonialWords {
  name: string;
  text: string;
}

/** The testimonials in the order the home page's slider shows them. */
export const testimonials: TestimonialWords[] = visibleWords((data('testimonials') as { testimonials: TestimonialWords[] }).testimonials);

/** The videos' titles by id, from content/data/videos.yaml. */
export const videoTitles = Object.fromEntries(visibleWords((data('videos') as { videos: { id: string; title: string }[] }).videos).map((v) => [v.id, v.title]));

/** The start of `words`, up to its {`placeholder`} (or {`placeholder`:one|other}): what a page shows before the value it fills in. */
export function wordsBefore(words: string, placeholder: string): string {
  const at = words.search(new RegExp(`\\{${placeholder}(?::[^{}]*)?\\}`));
  if (at < 0) throw new Error(`"${words}" has no {${placeholder}}`);
  return words.slice(0, at);
}

/** A pattern for a name that starts with `words`, such as a video's link, named "Play video: " and the video's title. */
export function startingWith(words: string): RegExp {
  return new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The MDX file of the page at `path` ("/" is home.mdx). */
function pageFile(path: string): string {
  return `${contentRoot}/${pagesDir}/${path === '/' ? 'home' : path.slice(1)}.mdx`;
}

/** The settings of the page at `path`: its title, heading and the rest of its front matter. */
export function page(path: string): PageData {
  const [, front = ''] = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(pageFile(path), 'utf8')) ?? [];
  return visibleWords(parse(front) as PageData);
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

/** The first sentence of plain text (no markup) that opens a paragraph on the page at `path`, exactly as its file writes it. */
export function plainSentence(path: string): string {
  const [, body = ''] = /^---\n[\s\S]*?\n---\n([\s\S]*)$/.exec(readFileSync(pageFile(path), 'utf8')) ?? [];
  const sentence = body
    .split('\n')
    .map((line) => /^\s*([A-Z].*?[.!?])(?=\s|$)/.exec(line)?.[1])
    .find((first) => first !== undefined && !/[<>{}[\]*_`#|]/.test(first));
  if (!sentence) throw new Error(`${pageFile(path)} has no paragraph of plain text`);
  return sentence;
}
