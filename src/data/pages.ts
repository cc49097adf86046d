// Looks up a page's words by its content id and fails the build with the file to create when the
// entry is missing, rather than rendering an empty page.
import { getEntry } from 'astro:content';

/** The content/pages entry for a route, e.g. "pricing" or "product/ichra/adp". */
export async function getPage(id: string) {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`Missing page text: create content/pages/${id}.mdx (with title, description and heading).`);
  return entry;
}
