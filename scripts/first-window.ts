// `npm run first-window` (or `node scripts/first-window.ts /path …`): each route's response, headers
// included, against the first TCP window, as the audit measures it, without Lighthouse: seconds
// instead of minutes, for a change whose cost in bytes is the question. Build first.
import { htmlWeightProblems, htmlWeightTable, htmlWindowSummary } from './lib/budgets.ts';
import { siteRoutes } from './lib/contentPages.ts';
import { htmlWeights } from './lib/documentBytes.ts';
import { PATHS } from './lib/routes.ts';
import { startPreview } from './lib/servers.ts';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const preview = await startPreview();
try {
  const weights = await htmlWeights(preview.origin, paths.length > 0 ? paths : PATHS);
  console.log(`${htmlWeightTable(weights)}\n${htmlWindowSummary(weights)}`);
  const pageFiles = new Map(siteRoutes().map((route) => [route.path, route.file]));
  const problems = htmlWeightProblems(weights, (path) => pageFiles.get(path));
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await preview.stop();
}
