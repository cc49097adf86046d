// The site-wide words (header, footer, labels, skip link, contact address), read once per page
// by the layout and the components that show them.
import { getEntry } from 'astro:content';

/** content/site/site.json. */
export async function getSite() {
  const entry = await getEntry('site', 'site');
  if (!entry) throw new Error('content/site/site.json must hold an entry with the id "site"');
  return entry.data;
}
