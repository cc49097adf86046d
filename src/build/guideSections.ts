// A guide is one MDX file whose sections are <Section title="…">…</Section> blocks. The page renders
// them as accordion items; the PDF builder reads the same blocks from the MDX syntax tree, with each
// <N> written out from the numbers data, so the download can never drift from the page.
import type { MdastNode } from 'satteri';
import { numberText as formatted, type NumberFormat } from '../lib/format.ts';
import { attributes, isJsx, titledTags, type JsxElement } from './mdx.ts';

/** One guide section as written in MDX. */
export interface GuideSection {
  title: string;
  /** The section's block content (paragraphs, lists, headings), with every <N> as plain text. */
  blocks: MdastNode[];
}

/** The text an <N k="…" as="…" /> tag shows; `notInYet` follows a yearly figure's year taken from an earlier year. */
function numberText(element: JsxElement, numbers: unknown, notInYet: string): string {
  const props = attributes(element);
  const key = props.get('k');
  const as = props.get('as') ?? 'count';
  if (typeof key !== 'string' || typeof as !== 'string') throw new Error('<N> needs k="…" (and optionally as="…") written as plain strings');
  return formatted(numbers, key, as as NumberFormat, notInYet);
}

/** A copy of `node` in which every <N> tag is replaced by the text it shows, as the page shows it. */
export function writeOutNumbers(node: MdastNode, numbers: unknown, notInYet = ''): MdastNode {
  if (isJsx(node) && node.name === 'N') return { type: 'text', value: numberText(node, numbers, notInYet) };
  if (!('children' in node)) return node;
  return { ...node, children: (node.children as MdastNode[]).map((child) => writeOutNumbers(child, numbers, notInYet)) } as MdastNode;
}

/** The <Section> blocks of a guide, in order, with numbers written out (see numberText for `notInYet`). */
export function guideSections(mdx: string, numbers: unknown, notInYet = ''): GuideSection[] {
  return titledTags(mdx, 'Section').map(([node, title]) => ({
    title,
    blocks: (node.children as MdastNode[]).map((child) => writeOutNumbers(child, numbers, notInYet)),
  }));
}
