// Reads MDX as a syntax tree with satteri, the parser Astro's MDX integration itself uses, so the
// content check and the PDF builder see exactly the tags and text the pages render: attribute order,
// quoting and line breaks don't matter.
import type { MdastNode, MdxJsxFlowElement, MdxJsxTextElement } from 'satteri';
import { mdxToMdast } from 'satteri';
import { typesetTree } from './typesetMdx.ts';

/** A JSX tag written in MDX, as a block (<Section>) or inside a sentence (<N />). */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What an attribute holds: a string, `true` for a bare flag, or an `{…}` expression the site forbids. */
export type AttributeValue = string | true | { expression: string };

/** Parses an MDX file, front matter included (as a `yaml` node). */
export function parseMdx(source: string): MdastNode {
  return mdxToMdast(source);
}

/** Parses an MDX body as visitors read it: typeset as the site's pages are (./typesetMdx.ts). */
export function parseTypesetMdx(source: string): MdastNode {
  return typesetTree(mdxToMdast(source, { features: { smartPunctuation: true } }));
}

/** Whether a node is a JSX tag. */
export function isJsx(node: MdastNode): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** Every node of the tree, depth first, with its parent. */
export function* walk(node: MdastNode, parent?: MdastNode): Generator<[MdastNode, MdastNode | undefined]> {
  yield [node, parent];
  if ('children' in node) for (const child of node.children as MdastNode[]) yield* walk(child, node);
}

/** A tag's attributes by name. Spread attributes ({...x}) are reported under the name "...". */
export function attributes(element: JsxElement): Map<string, AttributeValue> {
  const found = new Map<string, AttributeValue>();
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') found.set('...', { expression: attribute.value });
    else if (attribute.value === null || attribute.value === undefined) found.set(attribute.name, true);
    else if (typeof attribute.value === 'string') found.set(attribute.name, attribute.value);
    else found.set(attribute.name, { expression: attribute.value.value });
  }
  return found;
}

/** Whether an MDX page places a <`name`> tag anywhere. Example: hasTag(mdx, 'Hero'). */
export function hasTag(mdx: string, name: string): boolean {
  for (const [node] of walk(parseMdx(mdx))) if (isJsx(node) && node.name === name) return true;
  return false;
}

/**
 * Whether an MDX page states a rule of law or a tax figure: a yearly figure (<YearlyFigure>) or a
 * plan rule (<N k="plan.…">), which are where numbers.yaml keeps the law's numbers and their
 * sources. Such a page says it is not legal or tax advice. Example: statesRules('<N k="plan.noticeDaysBefore" />') is true.
 */
export function statesRules(mdx: string): boolean {
  for (const [node] of walk(parseMdx(mdx))) {
    if (!isJsx(node)) continue;
    if (node.name === 'YearlyFigure') return true;
    const key = node.name === 'N' ? attributes(node).get('k') : undefined;
    if (typeof key === 'string' && key.startsWith('plan.')) return true;
  }
  return false;
}

/** Each <`name` title="…"> tag of an MDX page, in order, with its title, typeset as visitors read them. Example: titledTags(mdx, 'Section'). */
export function titledTags(mdx: string, name: string): [JsxElement, string][] {
  const found: [JsxElement, string][] = [];
  for (const [node] of walk(parseTypesetMdx(mdx))) {
    if (!isJsx(node) || node.name !== name) continue;
    const title = attributes(node).get('title');
    if (typeof title !== 'string') throw new Error(`<${name}> needs title="…" written as a plain string`);
    found.push([node, title]);
  }
  return found;
}

/** The front matter block's YAML text, the line it starts on and the offset its closing `---` ends at, if the file has one. */
export function frontmatterOf(tree: MdastNode): { yaml: string; line: number; end: number } | undefined {
  const node = 'children' in tree ? (tree.children as MdastNode[]).find((c) => c.type === 'yaml') : undefined;
  if (!node || !('value' in node)) return undefined;
  return { yaml: String(node.value), line: (node.position?.start.line ?? 1) + 1, end: node.position?.end.offset ?? 0 };
}
