// The pages of content/pages as the build sees them: each file's id, URL path and front matter.
// The content check, the tests, the Lighthouse audit and the README's page table all take the
// site's routes from here, so a new MDX file is covered by every gate with no list to update.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { MdastNode } from 'satteri';
import { parse } from 'yaml';
import { frontmatterOf, parseMdx } from '../../src/build/mdx.ts';
import { isRoutedPage, pagePath } from '../../src/lib/pagePaths.ts';
import { blocksDir, contentRoot, pagesDir } from '../../src/schemas/index.ts';

/** One content page file. */
export interface ContentPageFile {
  /** The content id: the path under content/pages without .mdx, e.g. "product/ichra/adp". */
  id: string;
  /** The file, relative to the project root, e.g. "content/pages/product/ichra/adp.mdx". */
  file: string;
  /** The URL it is served at, e.g. "/product/ichra/adp"; the not-found text has none. */
  path: string | undefined;
  /** The MDX source. */
  source: string;
  /** The MDX syntax tree, front matter included; undefined when the file cannot be parsed. */
  tree: MdastNode | undefined;
  /** Why the file cannot be parsed, with the line where the parser stopped. */
  syntaxError?: { line: number; message: string };
  /** The front matter as written (unvalidated). */
  frontmatter: Record<string, unknown>;
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Every MDX file under `<root>/<contentDir>/<folder>`, parsed; `path` is its URL when `folder` holds pages. */
function readMdxFolder(root: string, contentDir: string, folder: string): ContentPageFile[] {
  const base = join(root, contentDir, folder);
  return mdxFiles(base).map((path) => {
    const id = relative(base, path).replace(/\.mdx?$/, '');
    const source = readFileSync(path, 'utf8');
    const routed = folder === pagesDir && isRoutedPage(id);
    const page = { id, file: relative(root, path), path: routed ? pagePath(id) : undefined, source };
    try {
      const tree = parseMdx(source);
      const yaml = frontmatterOf(tree)?.yaml;
      return { ...page, tree, frontmatter: (yaml ? (parse(yaml) as Record<string, unknown> | null) : null) ?? {} };
    } catch (error) {
      const message = String((error as Error).message ?? error);
      const line = Number(/^(\d+):\d+/.exec(message)?.[1] ?? 1);
      return { ...page, tree: undefined, frontmatter: {}, syntaxError: { line, message: message.replace(/^\d+:\d+:\s*/, '') } };
    }
  });
}

/** Every page file under `<root>/content/pages`. */
export function readContentPages(root = process.cwd(), contentDir = contentRoot): ContentPageFile[] {
  return readMdxFolder(root, contentDir, pagesDir);
}

/** Every reusable block under `<root>/content/blocks`; its id is the name pages give <Block name="…" />. */
export function readContentBlocks(root = process.cwd(), contentDir = contentRoot): ContentPageFile[] {
  return readMdxFolder(root, contentDir, blocksDir);
}

/** The site's routes with the title and heading each page must show, as its file writes them. */
export function siteRoutes(root?: string): { path: string; title: string; heading: string; file: string }[] {
  return readContentPages(root).flatMap((p) => (p.path ? [{ path: p.path, title: String(p.frontmatter['title']), heading: String(p.frontmatter['heading']), file: p.file }] : []));
}
