// `npm run check:content`: prints every content problem and exits 1 if there is any. When dist/ was
// built from the content as it is, it also advises on each page whose words take it past the
// first round trip (scripts/lib/builtAdvice.ts): printed, never failed.
import { builtWordsAdvice } from './lib/builtAdvice.ts';
import { checkContent } from './lib/contentCheck.ts';
import { formatProblem } from './lib/problem.ts';

const root = process.argv[2] ?? process.cwd();
const problems = checkContent(root);
for (const problem of problems) console.error(formatProblem(problem));
console.log(problems.length === 0 ? 'Content check: every entry is valid.' : `Content check: ${problems.length} problem(s).`);
if (problems.length === 0) for (const advice of await builtWordsAdvice(root)) console.warn(`advice: ${advice}`);
process.exitCode = problems.length === 0 ? 0 : 1;
