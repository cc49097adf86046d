// A guide is one MDX file whose sections are <Section title="…">…</Section> blocks. The page renders
// them as accordion items; the PDF builder reads the same blocks from the MDX syntax tree, with each
// <N> and <YearlyFigure> written out from the numbers data as the page writes it, so the download
// can never drift from the page.
import type { MdastNode } from 'satteri';
import { numberText, type NumberFormat } from '../lib/format.ts';
import { buildDate } from '../lib/planYear.ts';
import { yearlyFigureText, yearsSpokenOf, type FigureEntry, type FigureWords } from '../lib/yearlyFigure.ts';
import { attributes, isJsx, titledTags, type JsxElement } from './mdx.ts';

/** One guide section as written in MDX. */
export interface GuideSection {
  title: string;
  /** The section's block content (paragraphs, lists, headings), with every number as plain text. */
  blocks: MdastNode[];
}

/** What the numbers of a page are written from: the numbers data, the words around a yearly figure (its source, a year whose figure is not in yet), and the day whose plan years a page speaks of. */
export interface NumberSource {
  numbers: unknown;
  figures: FigureWords;
  today: Date;
}

/** The plain-string props of a number tag, or an error naming the tag. */
function props(element: JsxElement): Map<string, string> {
  const read = new Map<string, string>();
  for (const [name, value] of attributes(element)) {
    if (typeof value !== 'string') throw new Error(`<${element.name}> needs ${name}="…" written as a plain string`);
    read.set(name, value);
  }
  return read;
}

/** The text a number tag shows, as its component writes it; undefined for any other node. */
function tagText(node: MdastNode, { numbers, figures, today }: NumberSource): string | undefined {
  if (!isJsx(node) || (node.name !== 'N' && node.name !== 'YearlyFigure')) return undefined;
  const read = props(node);
  const key = read.get('k');
  if (key === undefined) throw new Error(`<${node.name}> needs k="…"`);
  const as = (read.get('as') ?? 'count') as NumberFormat;
  if (node.name === 'N') return numberText(numbers, key, as);
  const entries = (numbers as { planYears: FigureEntry[] }).planYears;
  return yearlyFigureText(entries, key, yearsSpokenOf(entries, key, today), read.get('item') ?? '', as, figures);
}

/** A copy of `node` in which every <N> and <YearlyFigure> is replaced by the text it shows, as the page shows it. */
export function writeOutNumbers(node: MdastNode, source: NumberSource): MdastNode {
  const text = tagText(node, source);
  if (text !== undefined) return { type: 'text', value: text };
  if (!('children' in node)) return node;
  return { ...node, children: (node.children as MdastNode[]).map((child) => writeOutNumbers(child, source)) } as MdastNode;
}

/** The source of a build's pages: `numbers` and `figures` as given, the plan years of the build's date. */
export function buildSource(numbers: unknown, figures: FigureWords): NumberSource {
  return { numbers, figures, today: buildDate() };
}

/** The <Section> blocks of a guide, in order, with numbers written out. */
export function guideSections(mdx: string, source: NumberSource): GuideSection[] {
  return titledTags(mdx, 'Section').map(([node, title]) => ({
    title,
    blocks: (node.children as MdastNode[]).map((child) => writeOutNumbers(child, source)),
  }));
}
