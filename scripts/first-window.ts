// `npm run first-window` (or `node scripts/first-window.ts /path …`): each route's response, headers
// included, against the first TCP window, as built and with its words set aside, as the audit
// measures and judges it (scripts/lib/firstWindow.ts), without Lighthouse: a minute instead of
// many, for a change whose cost in bytes is the question. Build first.
import { firstWindowReport } from './lib/firstWindow.ts';
import { PATHS } from './lib/routes.ts';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const report = await firstWindowReport(paths.length > 0 ? paths : PATHS);
console.log(report.printed);
for (const advice of report.advice) console.warn(`advice: ${advice}`);
for (const problem of report.problems) console.error(problem);
process.exitCode = report.problems.length === 0 ? 0 : 1;
