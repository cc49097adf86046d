// A page's URL is its content file's path under content/pages: "pricing" is /pricing,
// "product/ichra/adp" is /product/ichra/adp, and "home" is /. The not-found text lives there too
// but is served by src/pages/404.astro, never at a path of its own.

/** A page's path under content/pages, as its URL shows it: lower-case words joined by hyphens, folders by /. */
export const PAGE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** What an editor reads when a page's path is not a clean URL. */
export const PAGE_ID_HELP = 'write the URL path in lower-case letters and digits, words joined by hyphens and folders by /, e.g. compare-pricing or product/ichra/adp';

/** The content id of the home page. */
const HOME_ID = 'home';

/** The content id of the not-found page's words. */
export const NOT_FOUND_ID = '404';

/** Whether a content/pages entry is served at its own path (every entry but the not-found text). */
export function isRoutedPage(id: string): boolean {
  return id !== NOT_FOUND_ID;
}

/** The URL path of a content/pages entry: "home" → "/", "product/ichra" → "/product/ichra". */
export function pagePath(id: string): string {
  return id === HOME_ID ? '/' : `/${id}`;
}

/** The catch-all route's `slug` parameter for an entry: undefined for the home page. */
export function slugParam(id: string): string | undefined {
  return id === HOME_ID ? undefined : id;
}

/** The folder of the pages' social cards. */
export const CARD_DIR = '/og';

/** The entry whose social card a content/pages entry shows: its own, or for the not-found text,
 * which sends the visitor home, the home page's. */
export function cardPageId(id: string): string {
  return isRoutedPage(id) ? id : HOME_ID;
}

/** The URL path of a content/pages entry's social card: "pricing" → "/og/pricing.png". */
export function cardPath(id: string): string {
  return `${CARD_DIR}/${cardPageId(id)}.png`;
}
