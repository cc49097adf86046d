// The content/pages entry a component is rendered on, for the few components that show the page's
// own front matter (the hero shows its heading), so an editor writes the heading once.
import { getCollection, type CollectionEntry } from 'astro:content';
import { pagePath } from '~/lib/pagePaths';
import { routePath } from '~/lib/routePath';

/** The entry built at this URL path (Astro.url.pathname during the build). */
export async function pageAt(pathname: string): Promise<CollectionEntry<'pages'>> {
  const path = routePath(pathname);
  const [entry] = await getCollection('pages', (page) => pagePath(page.id) === path);
  if (!entry) throw new Error(`No content/pages entry is built at ${path}`);
  return entry;
}
