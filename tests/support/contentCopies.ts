// Finds words copied from content/ into test code: a test that types out a sentence or a label an
// editor owns turns red when the editor rewords it, though nothing is broken. A copy is a literal
// of the test code that is a whole string of content/ (a label such as "Send Message", whatever its
// length; case kept, so an attribute value "email" is not the label "Email"), or that shares a run
// of RUN characters (a space among them, so paths, addresses and selectors never count) with one
// phrase of content/, case aside; test titles are the test's own words and never count.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { parse } from 'yaml';

/** How many characters a literal must share with content/ to count as copied from it. */
export const RUN = 20;

/** The calls whose first argument is a test's title: test('…'), test.describe('…'), test.step('…'), it, describe. */
const TITLED = new Set(['test', 'it', 'describe']);

/** Curly or straight quotes, dashes, ellipses and spacing aside (case kept). */
function plain(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—‑]/g, '-')
    .replace(/…/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Compares as a reader would: case, curly or straight quotes, dashes, ellipses and spacing aside. */
export function normalise(text: string): string {
  return plain(text.toLowerCase());
}

/** Every file under `dir` whose name matches `name`. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path, name) : name.test(entry) ? [path] : [];
  });
}

/** Every string inside a parsed JSON or YAML value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The texts of one content file: each string of a JSON or YAML file, or of an MDX file's front
 * matter, each run of an MDX body's text between its markup, and each quoted value of its tags,
 * each cut at its {placeholders}, where a test has a value of its own.
 */
function texts(file: string, text: string): string[] {
  let found: string[];
  if (/\.(json|ya?ml)$/.test(file)) found = strings(file.endsWith('.json') ? JSON.parse(text) : parse(text));
  else {
    const [, front = '', body = text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    const prose = body
      .replace(/<[^>]*>/g, (tag) => `\n${[...tag.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join('\n')}\n`)
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/\*\*?|__?/g, '');
    found = [...strings(parse(front)), ...prose.split(/[\n<>"{}[\]|`]/)];
  }
  return found.flatMap((t) => t.split(/\{[^{}]*\}/));
}

/** The phrases of one content file long enough to share a run with a literal, compared as a reader would. */
export function phrases(file: string, text: string): string[] {
  return texts(file, text).map(normalise).filter((p) => p.length >= RUN);
}

/**
 * Whether a whole text of content/ is words a visitor reads: a capital or a space in it. Ids, keys
 * and formats (ichra, prices.ichra, usd), paths, addresses and anchors are the code's vocabulary.
 */
function isWords(text: string): boolean {
  // A camelCase name (a data key a tag names, k="affordabilityPercent") is code both sides share, not words.
  return text.length >= 2 && /\p{L}/u.test(text) && /[\p{Lu} ]/u.test(text) && !/^(\/|#|\.|https?:|mailto:)|^\S+@\S+$|^[a-z][a-z0-9]*([A-Z][a-z0-9]*)+$/.test(text);
}

/** Every whole text of the content files that is words a visitor reads (a label, a heading, a message), case kept. */
export function contentStrings(files: { file: string; text: string }[]): Set<string> {
  return new Set(files.flatMap(({ file, text }) => texts(file, text).map(plain).filter(isWords)));
}

/** Every run of RUN characters with a space in it, of every phrase of the content files. */
export function contentRuns(files: { file: string; text: string }[]): Set<string> {
  const runs = new Set<string>();
  for (const { file, text } of files) {
    for (const phrase of phrases(file, text)) {
      for (let i = 0; i + RUN <= phrase.length; i++) {
        const run = phrase.slice(i, i + RUN);
        if (/\S \S/.test(run)) runs.add(run);
      }
    }
  }
  return runs;
}

/** The words a regular expression matches literally: its character classes read as their first character, split at its other operators. */
function regexWords(pattern: string): string[] {
  return pattern
    .replace(/\\s[+*]?/g, ' ')
    .replace(/\[\\?(.)[^\]]*\]/g, '$1')
    .replace(/\\([^\w])/g, '$1')
    .split(/\\\w|\.[*+]|[*+?()[\]{}|^$]/);
}

/** Whether `node` is the title of a test, a group of tests or a step. */
function isTitle(node: ts.Node): boolean {
  const call = node.parent;
  if (!ts.isCallExpression(call) || call.arguments[0] !== node) return false;
  // test('…'), test.describe('…'), and a table's title: it.each(rows)('…').
  let callee: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) && TITLED.has(callee.text);
}

/** One literal of source code: its line and the words it holds (a template's pieces between its ${…}). */
export interface Literal {
  line: number;
  words: string[];
}

/** Every string, template and regular expression literal of TypeScript `source`, but titles of tests and module names. */
export function literals(source: string): Literal[] {
  const file = ts.createSourceFile('code.ts', source, ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const add = (node: ts.Node, words: string[]) => found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, words });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isTitle(node)) add(node, [node.text]);
    } else if (ts.isTemplateExpression(node)) {
      if (!isTitle(node)) add(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]);
      return node.templateSpans.forEach((span) => visit(span.expression));
    } else if (ts.isRegularExpressionLiteral(node)) {
      add(node, regexWords(node.text.slice(1, node.text.lastIndexOf('/'))));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The first run of `words` found in `runs`, if any. */
export function sharedRun(words: string, runs: Set<string>): string | undefined {
  const text = normalise(words);
  for (let i = 0; i + RUN <= text.length; i++) {
    if (runs.has(text.slice(i, i + RUN))) return text.slice(i, i + RUN);
  }
  return undefined;
}

/** Each literal of `source` that is a whole content string or shares a run with content/, as `line: literal`. */
export function copies(source: string, runs: Set<string>, whole: Set<string> = new Set()): string[] {
  return literals(source).flatMap(({ line, words }) =>
    words.some((w) => whole.has(plain(w)) || sharedRun(w, runs)) ? [`${line}: ${words.join('${…}')}`] : [],
  );
}
