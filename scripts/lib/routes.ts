// The site's routes for every gate (routes, axe, CSP and console, budgets, Lighthouse), taken from
// the content collection's files, never from a hand-kept list: a new page is tested as it appears.
import { siteRoutes } from './contentPages.ts';
import { visibleWords } from './contentWords.ts';

/**
 * Every route with the title and heading its content file sets, as visitors read them (typed
 * quotes made curly, numbers written out), which is what the page and its social card show.
 */
export const ROUTES = siteRoutes().map((route) => ({ ...route, title: visibleWords(route.title), heading: visibleWords(route.heading) }));

/** Just the paths. */
export const PATHS = ROUTES.map((route) => route.path);
