// Each MDX file imports the building blocks it places, written in for the editor as the file is
// compiled: <Hero> in a page becomes `import Hero from '…/Hero.astro'`. Astro collects a content
// entry's styles from what its MDX imports and puts them only on the pages that render that entry,
// so a page carries the CSS of its own blocks and no other's. (Passing every block to each page's
// <Content components={…}> made one route of them all, whose every page carried every block's CSS.)
import { fileURLToPath } from 'node:url';
import { defineMdastPlugin, type MdastPluginEntry } from 'satteri';
import { contentProps, type ContentComponent } from '../schemas/components.ts';

/** The folder of the blocks editors place, one `<Name>.astro` file per name in the schemas. */
export const CONTENT_COMPONENTS_DIR = fileURLToPath(new URL('../components/content/', import.meta.url));

const NAMES = new Set(Object.keys(contentProps));

/** Whether `name` is a building block an editor may place. */
export function isContentComponent(name: string | null | undefined): name is ContentComponent {
  return typeof name === 'string' && NAMES.has(name);
}

/** The import lines for the blocks a file places, one per block, in a stable order. */
export function componentImportLines(used: Iterable<string>, dir: string = CONTENT_COMPONENTS_DIR): string[] {
  return [...new Set(used)]
    .filter(isContentComponent)
    .sort()
    .map((name) => `import ${name} from ${JSON.stringify(`${dir}${name}.astro`)};`);
}

/**
 * The mdast plugin (satteri, Astro's MDX compiler) that writes an MDX file's block imports: a
 * factory, which satteri calls once per file, so each file collects its own tags.
 */
export function componentImports(dir: string = CONTENT_COMPONENTS_DIR): MdastPluginEntry {
  return ({ sourceFormat }) => {
    if (sourceFormat !== 'mdx') return null;
    const used = new Set<string>();
    return defineMdastPlugin({
      name: 'content-component-imports',
      mdxJsxFlowElement(node) {
        if (node.name) used.add(node.name);
      },
      mdxJsxTextElement(node) {
        if (node.name) used.add(node.name);
      },
      after(root, ctx) {
        const lines = componentImportLines(used, dir);
        if (lines.length > 0) ctx.prependChild(root, lines.map((raw) => ({ raw })));
      },
    });
  };
}
