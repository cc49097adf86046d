// The site's routes for every gate (routes, axe, CSP and console, budgets, Lighthouse), taken from
// the content collection's files, never from a hand-kept list: a new page is tested as it appears.
import { siteRoutes } from './contentPages.ts';

/** Every route with the heading its content file sets. */
export const ROUTES = siteRoutes();

/** Just the paths. */
export const PATHS = ROUTES.map((route) => route.path);
