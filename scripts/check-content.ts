// `npm run check:content`: prints every content problem and exits 1 if there is any.
import { checkContent } from './lib/contentCheck.ts';
import { formatProblem } from './lib/problem.ts';

const problems = checkContent(process.argv[2] ?? process.cwd());
for (const problem of problems) console.error(formatProblem(problem));
console.log(problems.length === 0 ? 'Content check: every entry is valid.' : `Content check: ${problems.length} problem(s).`);
process.exitCode = problems.length === 0 ? 0 : 1;
