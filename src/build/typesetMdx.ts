// The typesetting of ./typeset.ts applied to MDX. Prose is set by the parser's own smart punctuation
// (on in Astro by default); what it leaves is set here: the words of tag attributes (a heading="…",
// a Section's title) and product names written with other capitals. The same pass runs in the site's
// Markdown pipeline (typesetPlugin, a satteri plugin in astro.config.mjs) and on the trees the PDF
// builder and the FAQ's structured data read (typesetTree), so every reader sees the same words.
import type { MdastNode, MdastPluginDefinition, MdxJsxAttributeUnion } from 'satteri';
import { capitaliseNames, productNames, typesetter } from './typeset.ts';

type Attributes = MdxJsxAttributeUnion[];

/** `attributes` with each plain string value set by `typeset`, or undefined when none changes. */
function typesetAttributes(attributes: Readonly<Attributes>, typeset: (text: string) => string): Attributes | undefined {
  let changed = false;
  const set = attributes.map((attribute) => {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') return attribute;
    const value = typeset(attribute.value);
    if (value === attribute.value) return attribute;
    changed = true;
    return { ...attribute, value };
  });
  return changed ? set : undefined;
}

/**
 * The satteri plugin of the site's MDX pipeline. A factory, so each page is set with the product
 * names as content/data/products.yaml has them when the page is built.
 */
export function typesetPlugin(): () => MdastPluginDefinition {
  return () => {
    const names = productNames();
    const typeset = typesetter(names);
    const element = <Element extends { attributes: Attributes }>(node: Readonly<Element>) => {
      const attributes = typesetAttributes(node.attributes, typeset);
      return attributes && { ...node, attributes };
    };
    return {
      name: 'salusion-typeset',
      text(node, context) {
        const value = capitaliseNames(node.value, names);
        if (value !== node.value) context.setProperty(node, 'value', value);
      },
      mdxJsxFlowElement: element,
      mdxJsxTextElement: element,
    };
  };
}

/** Sets a tree parsed with smart punctuation in place, as typesetPlugin sets the site's pages. */
export function typesetTree(tree: MdastNode, names: readonly string[] = productNames()): MdastNode {
  const typeset = typesetter(names);
  const visit = (node: MdastNode) => {
    if (node.type === 'text') node.value = capitaliseNames(node.value, names);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') node.attributes = typesetAttributes(node.attributes, typeset) ?? node.attributes;
    if ('children' in node) for (const child of node.children as MdastNode[]) visit(child);
  };
  visit(tree);
  return tree;
}
