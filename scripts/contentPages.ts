// The pages of content/pages as the build sees them: each file's id, URL path and front matter.
// The content check, the tests, the Lighthouse audit and the README's page table all take the
// site's routes from here, so a new MDX file is covered by every gate with no list to update.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { frontmatterOf, parseMdx } from '../src/lib/mdx.ts';
import { isRoutedPage, pagePath } from '../src/lib/pagePaths.ts';

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
  /** The front matter as written (unvalidated). */
  frontmatter: Record<string, unknown>;
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Every page file under `<root>/content/pages` (or CONTENT_ROOT's pages). */
export function readContentPages(root = process.cwd(), contentDir = process.env['CONTENT_ROOT'] ?? 'content'): ContentPageFile[] {
  const base = join(root, contentDir, 'pages');
  return mdxFiles(base).map((path) => {
    const id = relative(base, path).replace(/\.mdx?$/, '');
    const source = readFileSync(path, 'utf8');
    const yaml = frontmatterOf(parseMdx(source))?.yaml;
    const frontmatter = (yaml ? (parse(yaml) as Record<string, unknown> | null) : null) ?? {};
    return { id, file: relative(root, path), path: isRoutedPage(id) ? pagePath(id) : undefined, source, frontmatter };
  });
}

/** The site's routes with the heading each page must show. */
export function siteRoutes(root?: string): { path: string; heading: string; file: string }[] {
  return readContentPages(root).flatMap((p) => (p.path ? [{ path: p.path, heading: String(p.frontmatter['heading']), file: p.file }] : []));
}
