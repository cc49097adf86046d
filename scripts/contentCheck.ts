// The editors' content checker: validates every content file against the same schemas Astro uses
// and reports each problem as `file:line — what is wrong — how to fix`, so a non-developer can find
// and mend a broken entry without reading a stack trace. Also checks what the schemas cannot see:
// numbers, resource cards and posters that MDX files name must exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isMap, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'astro/zod';
import * as schemas from '../src/schemas.ts';

/** One thing wrong in one file. */
export interface Problem {
  file: string;
  line: number;
  what: string;
  fix: string;
}

type Issue = z.core.$ZodIssue;

/** Plain-language advice for a schema issue. */
export function howToFix(issue: Issue, field: string): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `add "${field}" (it is required)`
        : `write ${field} as a ${issue.expected}${issue.expected === 'number' ? ' without quotes, $ or commas, e.g. 14' : ''}`;
    case 'too_small':
      return `make ${field} at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters long' : issue.origin === 'array' ? ' items long' : ''}`;
    case 'too_big':
      return `make ${field} at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters long' : issue.origin === 'array' ? ' items long' : ''}`;
    case 'invalid_value':
      return `use one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `remove ${issue.keys.join(', ')} or check the spelling against content/README.md`;
    default:
      return `see the description of "${field}" in content/README.md`;
  }
}

function lineOf(doc: Document, counter: LineCounter, path: PropertyKey[], offsetLines: number): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth) as (string | number)[], true) as { range?: [number, number, number] } | undefined;
    const range = node && typeof node === 'object' ? node.range : undefined;
    if (range) return counter.linePos(range[0]).line + offsetLines;
  }
  return 1 + offsetLines;
}

function schemaProblems(
  file: string,
  schema: z.ZodType,
  value: unknown,
  doc: Document,
  counter: LineCounter,
  path: (string | number)[],
  offsetLines = 0,
): Problem[] {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const fullPath = [...path, ...issue.path] as (string | number)[];
    const field = issue.path.map(String).join('.') || '(entry)';
    return { file, line: lineOf(doc, counter, fullPath, offsetLines), what: `${field}: ${issue.message}`, fix: howToFix(issue, field) };
  });
}

function parse(text: string) {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  return { doc, counter };
}

/** Entries of a data file: [id, path in the document, value]. Arrays use each item's id. */
function entriesOf(doc: Document): [string, (string | number)[], unknown][] {
  const data = doc.toJS() as unknown;
  if (isSeq(doc.contents)) return (data as { id?: string }[]).map((item, i) => [String(item?.id ?? i), [i], item]);
  if (isMap(doc.contents)) return Object.entries(data as Record<string, unknown>).map(([id, v]) => [id, [id], v]);
  return [];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Checks every content file under `root` and returns the problems found (none means all good). */
export function checkContent(root: string): Problem[] {
  const problems: Problem[] = [];
  const rel = (f: string) => relative(root, f);
  const data: Record<string, [string, unknown][]> = {};

  const imageExists = (file: string) => () =>
    z.string().refine((p) => existsSync(join(dirname(file), p)), 'the image file does not exist');
  const fileSchemas = {
    site: () => schemas.site,
    numbers: () => schemas.numbers,
    products: () => schemas.products,
    resources: (file: string) => schemas.resources(imageExists(file)),
    testimonials: () => schemas.testimonials,
    ui: () => schemas.ui,
  };
  for (const [name, makeSchema] of Object.entries(fileSchemas)) {
    const file = join(root, schemas.sources[name as keyof typeof fileSchemas].file);
    const text = readFileSync(file, 'utf8');
    const { doc, counter } = parse(text);
    if (doc.errors.length) {
      problems.push({ file: rel(file), line: doc.errors[0]!.linePos?.[0].line ?? 1, what: doc.errors[0]!.message, fix: 'fix the YAML/JSON syntax on that line' });
      continue;
    }
    data[name] = [];
    for (const [id, path, value] of entriesOf(doc)) {
      problems.push(...schemaProblems(rel(file), makeSchema(file), value, doc, counter, path));
      data[name]!.push([id, value]);
    }
  }

  const count = (name: string, expected: number, what: string) => {
    const n = data[name]?.length ?? 0;
    if (n !== expected) {
      problems.push({ file: schemas.sources[name as 'testimonials'].file.slice(2), line: 1, what: `${n} ${what}`, fix: `list exactly ${expected} ${what}` });
    }
  };
  count('testimonials', 12, 'testimonials');
  count('products', 4, 'products');

  const numbers = data['numbers']?.[0]?.[1];
  const resourceIds = new Set((data['resources'] ?? []).map(([id]) => id));
  const posterDir = join(root, 'content/images/posters');
  for (const file of walk(join(root, schemas.sources.pages.base))) {
    const text = readFileSync(file, 'utf8');
    const match = /^---\n([\s\S]*?)\n---/.exec(text);
    if (!match) {
      problems.push({ file: rel(file), line: 1, what: 'no front matter', fix: 'start the file with --- then title, description and heading, then ---' });
      continue;
    }
    const { doc, counter } = parse(match[1]!);
    const page = doc.toJS() as { pdf?: unknown } | null;
    problems.push(...schemaProblems(rel(file), schemas.pages, page ?? {}, doc, counter, [], 1));
    for (const m of text.matchAll(/<N\s+k=["']([\w.]+)["']/g)) {
      const key = m[1]!;
      const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), numbers);
      if (found === undefined) problems.push({ file: rel(file), line: lineAt(text, m.index), what: `<N k="${key}"> names a number that does not exist`, fix: 'use a key from content/data/numbers.yaml, e.g. prices.ichra' });
    }
    for (const m of text.matchAll(/<ResourceCards[^>]*ids=\{\[([^\]]*)\]\}/g)) {
      for (const id of m[1]!.match(/[\w-]+/g) ?? []) {
        if (!resourceIds.has(id)) problems.push({ file: rel(file), line: lineAt(text, m.index), what: `resource card "${id}" does not exist`, fix: 'use an id from content/data/resources.yaml' });
      }
    }
    for (const m of text.matchAll(/<Video[^>]*poster=["']([\w-]+)["']/g)) {
      if (!existsSync(join(posterDir, `${m[1]}.svg`))) problems.push({ file: rel(file), line: lineAt(text, m.index), what: `poster "${m[1]}" does not exist`, fix: `add content/images/posters/${m[1]}.svg or use an existing poster name` });
    }
    if (page?.pdf && !/<Section\s+title=/.test(text)) {
      problems.push({ file: rel(file), line: 1, what: 'pdf is set but the page has no <Section title="…"> blocks', fix: 'write the guide as <Section> blocks or remove pdf' });
    }
  }
  return problems;
}

/** One line per problem, as the editors' guide describes. */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line} — ${p.what} — ${p.fix}`;
}
