// The table from every URL to the content file that holds its words, made from the content files
// whenever it is asked for (`npm run pages`), so no copy of it can drift: editors add and remove
// pages in the browser editor, and nothing they do needs a developer to regenerate a list.
import { readContentPages } from './contentPages.ts';

/** The markdown table of every page: its URL (or "any unknown path") and its file. */
export function pagesTable(root = process.cwd()): string {
  const rows = readContentPages(root)
    .map((p) => [p.path ? p.path : 'any unknown path (404, then sent to /)', p.file] as const)
    .sort(([a], [b]) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
  return ['| URL | Text lives in |', '| --- | --- |', ...rows.map(([url, file]) => `| ${url} | ${file} |`)].join('\n');
}
