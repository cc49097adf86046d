// `npm run pages`: prints every URL of the site with the content file that holds its words.
import { pagesTable } from './lib/pagesTable.ts';

console.log(pagesTable());
