// What every content and launch check reports: one thing wrong in one file, written for editors.

/** One thing wrong in one file. */
export interface Problem {
  file: string;
  line: number;
  what: string;
  fix: string;
}

/** One line per problem, as the editors' guide describes: `file:line — what — how to fix`. */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line} — ${p.what} — ${p.fix}`;
}
