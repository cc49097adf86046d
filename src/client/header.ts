// The header's script, which the site script (src/client/site.ts) loads once the page has painted.
import { initHeaderMenu } from './headerMenu';

initHeaderMenu();
