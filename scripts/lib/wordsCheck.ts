// What the content check looks for in the words editors write, beyond what the schemas see: a
// paragraph of MDX broken over lines (the browser editor writes each paragraph as one line and
// would show a break inside one as a break), and, in data files and page settings, a {key} that
// names no number. Typography is not checked: the build sets quotes, dashes and product names
// (src/build/typeset.ts), so an editor types plain keyboard characters.
import { visit, type Document, type LineCounter } from 'yaml';
import type { MdastNode } from 'satteri';
import { numberKeys, numberAt } from '../../src/lib/format.ts';
import { walk } from '../../src/build/mdx.ts';
import type { Problem } from './problem.ts';

/** The words around position `at` of `text`, as the report quotes them. */
function wordsAround(text: string, at: number, length = 1): string {
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 12)) + 1);
  const end = text.indexOf(' ', at + length + 12);
  return text.slice(start, end < 0 ? undefined : end).replace(/\s+/g, ' ');
}

/** The {key}s of `text` that name a group of numbers but no number in it. */
function unknownNumbers(text: string, numbers: unknown): string[] {
  return numberKeys(text, numbers).filter((key) => {
    try {
      const value = numberAt(numbers, key);
      return typeof value !== 'number' && typeof value !== 'string';
    } catch {
      return true;
    }
  });
}

/** Every {key} in a text value of a YAML or JSON document that names no number; `offsetLines` for front matter. */
export function dataNumberProblems(file: string, doc: Document, counter: LineCounter, numbers: unknown, offsetLines = 0): Problem[] {
  const found: Problem[] = [];
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value !== 'string' || !node.range) return;
      for (const key of unknownNumbers(node.value, numbers)) {
        found.push({
          file,
          line: counter.linePos(node.range[0]).line + offsetLines,
          what: `{${key}} names a number that does not exist`,
          fix: 'use a key from content/data/numbers.yaml in braces, e.g. {plan.qsehraMaxEmployees}',
        });
      }
    },
  });
  return found;
}

/** A line break inside a paragraph's text, which the browser editor would show as a break. */
export function brokenLineProblems(file: string, tree: MdastNode): Problem[] {
  const found: Problem[] = [];
  for (const [node] of walk(tree)) {
    if (node.type !== 'text' || !node.value.includes('\n')) continue;
    found.push({
      file,
      line: node.position?.start.line ?? 1,
      what: `a paragraph is broken over two lines at "${wordsAround(node.value, node.value.indexOf('\n'))}"`,
      fix: 'join its lines into one: the editor shows each line break, and writes a paragraph as one line',
    });
  }
  return found;
}
