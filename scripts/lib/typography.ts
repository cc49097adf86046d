// House style for every word a visitor reads, in pages, blocks, front matter and data files alike,
// so the footer, buttons, page text and PDFs (which print the source as written) all look the same:
// typographic apostrophes and quotes (’ ‘ “ ”), and each product's name capitalised as
// content/data/products.yaml writes it. And each paragraph of MDX on one line, as the browser editor
// writes one: the editor shows a line break inside a paragraph as a break. The content check reports
// each slip with its file and line, and the fix spelled out to copy.
import { visit, type Document, type LineCounter } from 'yaml';
import type { MdastNode } from 'satteri';
import { attributes, isJsx, walk } from '../../src/build/mdx.ts';
import type { Problem } from './problem.ts';

const STRAIGHT = /['"]/;

/** `text` with straight quotes made curly: opening after a space or bracket, closing (and apostrophes) elsewhere. */
export function curlyQuotes(text: string): string {
  return text
    .replace(/(^|[\s([{—–/-])"/g, '$1“')
    .replace(/"/g, '”')
    .replace(/(^|[\s([{—–/-])'(?=\S)/g, '$1‘')
    .replace(/'/g, '’');
}

/** The words around position `at` of `text`, as the report quotes them. */
function wordsAround(text: string, at: number, length = 1): string {
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 12)) + 1);
  const end = text.indexOf(' ', at + length + 12);
  return text.slice(start, end < 0 ? undefined : end).replace(/\s+/g, ' ');
}

/** What is wrong with one line of visible text, and how to write it. */
function lineProblems(text: string, names: readonly string[]): { what: string; fix: string }[] {
  const found: { what: string; fix: string }[] = [];
  const at = text.search(STRAIGHT);
  if (at >= 0) {
    const words = wordsAround(text, at);
    found.push({ what: `a straight apostrophe or quote in "${words}"`, fix: `write typographic ones: ${curlyQuotes(words)}` });
  }
  for (const name of names) {
    const lower = text.toLowerCase();
    for (let i = lower.indexOf(name.toLowerCase()); i >= 0; i = lower.indexOf(name.toLowerCase(), i + 1)) {
      const written = text.slice(i, i + name.length);
      if (written !== name) found.push({ what: `the product name is written "${written}"`, fix: `capitalise it as ${name}` });
    }
  }
  return found;
}

/** Each problem of `text`, which starts on `line`. */
function textProblems(file: string, line: number, text: string, names: readonly string[]): Problem[] {
  return text.split('\n').flatMap((part, i) => lineProblems(part, names).map((p) => ({ file, line: line + i, ...p })));
}

/** Every text value of a YAML or JSON document; `offsetLines` for front matter. */
export function dataTextProblems(file: string, doc: Document, counter: LineCounter, names: readonly string[], offsetLines = 0): Problem[] {
  const found: Problem[] = [];
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value !== 'string' || !node.range) return;
      found.push(...textProblems(file, counter.linePos(node.range[0]).line + offsetLines, node.value, names));
    },
  });
  return found;
}

/** A line break inside a paragraph's text, which the browser editor would show as a break. */
function brokenLines(file: string, line: number, text: string): Problem[] {
  const at = text.indexOf('\n');
  if (at < 0) return [];
  return [
    {
      file,
      line,
      what: `a paragraph is broken over two lines at "${wordsAround(text, at)}"`,
      fix: 'join its lines into one: the editor shows each line break, and writes a paragraph as one line',
    },
  ];
}

/** Every piece of visible MDX text: prose, and the words of tag attributes. */
export function mdxTextProblems(file: string, tree: MdastNode, names: readonly string[]): Problem[] {
  const found: Problem[] = [];
  for (const [node] of walk(tree)) {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'text') found.push(...textProblems(file, line, node.value, names), ...brokenLines(file, line, node.value));
    else if (isJsx(node)) {
      for (const value of attributes(node).values()) if (typeof value === 'string') found.push(...textProblems(file, line, value, names));
    }
  }
  return found;
}
