// The shape a selling page keeps, checked on its MDX so an editor hears of it in words (and the
// editor's save, and the pull request's check, say so) rather than from a test of the built site:
// a product page opens with its <Hero>, and a page that opens with a <Hero> ends with the closing
// band, <ContactBlock>, which repeats its primary action (docs/decisions.md: every sales page ends
// with a call to action).
import type { MdastNode } from 'satteri';
import { isJsx } from '../../src/build/mdx.ts';
import type { Problem } from './problem.ts';

/** The page's top-level building blocks, by name, with their lines. */
function topBlocks(tree: MdastNode): { name: string; line: number }[] {
  const children = 'children' in tree ? (tree.children as MdastNode[]) : [];
  return children.filter(isJsx).map((node) => ({ name: node.name ?? '', line: node.position?.start.line ?? 1 }));
}

/** Whether the page at `tree` opens with a <Hero>, which makes it a sales page. */
export function opensWithHero(tree: MdastNode): boolean {
  return topBlocks(tree)[0]?.name === 'Hero';
}

/** The problems with a page's shape: a product page without its hero, a sales page without its closing band. */
export function pageShapeProblems(file: string, tree: MdastNode, type: unknown): Problem[] {
  const blocks = topBlocks(tree);
  const problems: Problem[] = [];
  if (type === 'product' && blocks[0]?.name !== 'Hero') {
    problems.push({ file, line: blocks[0]?.line ?? 1, what: 'a product page does not open with a <Hero>', fix: 'put the <Hero> block (the heading, its picture and the two buttons) first on the page' });
  }
  const last = blocks.at(-1);
  if (opensWithHero(tree) && last?.name !== 'ContactBlock') {
    problems.push({ file, line: last?.line ?? 1, what: 'a page that opens with a <Hero> does not end with the closing band, <ContactBlock>', fix: 'add a <ContactBlock> block at the end of the page, so it ends with its primary action' });
  }
  return problems;
}
