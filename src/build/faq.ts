// A page's FAQ is its <Question title="…">answer</Question> blocks. The page renders them as
// disclosure items; the FAQPage structured data reads the same blocks from the MDX syntax tree, with
// every number written out from the numbers data, so search engines see exactly the questions and
// answers a visitor sees.
import type { MdastNode } from 'satteri';
import { writeOutNumbers, type NumberSource } from './guideSections.ts';
import { titledTags } from './mdx.ts';

/** One question and its answer as plain text. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** Nodes whose children are blocks, which a reader sees apart; inline children run together. */
const BLOCK_PARENTS = new Set(['mdxJsxFlowElement', 'list', 'listItem', 'blockquote']);

/** The text of a node and its descendants, whitespace collapsed. */
function plainText(node: MdastNode): string {
  if ('value' in node) return String(node.value).replace(/\s+/g, ' ');
  if (!('children' in node)) return '';
  const children = (node.children as MdastNode[]).map(plainText);
  return BLOCK_PARENTS.has(node.type) ? children.map((c) => c.trim()).join(' ') : children.join('');
}

/** The <Question> blocks of a page, in order, numbers written out from `source`. Example: [{ question: "Who can join?", answer: "Any employer." }]. */
export function faqItems(mdx: string, source: NumberSource): FaqItem[] {
  return titledTags(mdx, 'Question').map(([node, question]) => ({ question, answer: plainText(writeOutNumbers(node, source)).trim() }));
}
