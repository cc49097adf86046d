// The site built with its words set aside: a copy of the project whose pages and blocks have every
// run of prose (paragraphs, headings, list items, section text) replaced by one fixed word, then
// built. What is left of each page is what developers control (the layout, its styles and scripts,
// the components and their markup, the islands), so the first-window gate can hold the code to its
// budget while the words editors add only ever bring advice (docs/decisions.md). A <YearlyFigure>
// counts as words too: its item is written in the page and its figures and sources are entered
// each year, one more sentence per plan year. Settings and data (titles, labels) stay as written:
// they are short, and their fields limit them.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isJsx, parseMdx, walk } from '../../src/build/mdx.ts';
import { contentRoot } from '../../src/schemas/files.ts';
import { copyProject, plainEnv } from './projectCopy.ts';

/** What each run of prose becomes: one short word, the same on every page. */
export const FIXED_WORD = 'Words';

/** `source` with each run of its body's text and each yearly figure replaced by FIXED_WORD; other tags, their settings and the front matter as they were. */
export function withFixedProse(source: string): string {
  const runs = [...walk(parseMdx(source))]
    .filter(([node]) => (node.type === 'text' || (isJsx(node) && node.name === 'YearlyFigure')) && node.position?.start.offset !== undefined)
    .map(([node]) => [node.position!.start.offset!, node.position!.end.offset!] as const)
    .sort(([a], [b]) => b - a);
  let text = source;
  for (const [start, end] of runs) text = `${text.slice(0, start)}${FIXED_WORD}${text.slice(end)}`;
  return text;
}

/** Rewrites every MDX file of the copy at `work` with its prose set aside. */
function setProseAside(work: string): void {
  const dir = join(work, contentRoot);
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.mdx')) continue;
    const path = join(dir, file);
    writeFileSync(path, withFixedProse(readFileSync(path, 'utf8')));
  }
}

/** Builds the site of the project at `from` with its words set aside, in a copy; returns the copy's root (its dist/ holds the pages). */
export function buildTemplate(from = process.cwd()): string {
  const work = copyProject('template-build', from);
  setProseAside(work);
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { cwd: work, env: plainEnv(), stdio: 'pipe' });
  return work;
}
