// `npm run check:launch`: lists what must be replaced before the site goes live, one
// `file:line — what — what to do` line each, and exits 1 while anything remains.
import { formatProblem } from './lib/problem.ts';
import { launchItems } from './lib/launchCheck.ts';

const items = launchItems(process.argv[2] ?? process.cwd());
for (const item of items) console.error(formatProblem(item));
console.log(items.length === 0 ? 'Launch check: nothing left to replace.' : `Launch check: ${items.length} thing(s) to replace before launch.`);
process.exitCode = items.length === 0 ? 0 : 1;
