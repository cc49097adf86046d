// The editors' content checker: validates every content file against the same schemas Astro uses
// and reports each problem as `file:line — what is wrong — how to fix`, so a non-developer can find
// and mend a broken entry without reading a stack trace. Also checks what the schemas cannot see:
// numbers, resource cards and posters that MDX files name must exist.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isMap, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'astro/zod';
import { frontmatterOf, isJsx, walk } from '../src/lib/mdx.ts';
import * as schemas from '../src/schemas/index.ts';
import { readContentBlocks, readContentPages, type ContentPageFile } from './contentPages.ts';
import { bodyProblems } from './pageCheck.ts';

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
    const missing = issue.path.length > 0 && doc.getIn(fullPath) === undefined;
    const fix = missing ? `add "${field}" (it is required)` : howToFix(issue, field);
    return { file, line: lineOf(doc, counter, fullPath, offsetLines), what: `${field}: ${issue.message}`, fix };
  });
}

function parse(text: string) {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  return { doc, counter };
}

/** Entries of a data file: [id, path in the document, value]. A list file's items use their ids. */
function entriesOf(name: schemas.DataFile, doc: Document): [string, (string | number)[], unknown][] {
  const whole = doc.toJS() as unknown;
  const data = schemas.dataEntries(name, whole);
  const prefix = data === whole ? [] : [name];
  if (Array.isArray(data)) return (data as { id?: string }[]).map((item, i) => [String(item?.id ?? i), [...prefix, i], item]);
  if (isMap(doc.contents)) return Object.entries(data as Record<string, unknown>).map(([id, v]) => [id, [id], v]);
  return [];
}

/** Checks every content file under `root` and returns the problems found (none means all good). */
export function checkContent(root: string, contentDir = schemas.contentRoot): Problem[] {
  const problems: Problem[] = [];
  const rel = (f: string) => relative(root, f);
  const data: Record<string, [string, unknown][]> = {};

  const imageExists = (file: string) => () =>
    z.string().refine((p) => existsSync(join(dirname(file), p)), 'the image file does not exist');
  const fileSchemas = {
    site: () => schemas.site,
    numbers: () => schemas.numbers,
    products: () => schemas.products,
    capabilities: () => schemas.capabilities,
    resources: (file: string) => schemas.resources(imageExists(file)),
    testimonials: () => schemas.testimonials,
    ui: () => schemas.ui,
    videos: (file: string) =>
      schemas.videos.refine((video) => existsSync(join(dirname(file), '../images/posters', `${video.poster}.svg`)), {
        path: ['poster'],
        message: 'the poster file does not exist in content/images/posters',
      }),
  };
  for (const [name, makeSchema] of Object.entries(fileSchemas)) {
    const file = join(root, contentDir, schemas.dataFiles[name as keyof typeof fileSchemas]);
    const text = readFileSync(file, 'utf8');
    const { doc, counter } = parse(text);
    if (doc.errors.length) {
      problems.push({ file: rel(file), line: doc.errors[0]!.linePos?.[0].line ?? 1, what: doc.errors[0]!.message, fix: 'fix the YAML/JSON syntax on that line' });
      continue;
    }
    data[name] = [];
    for (const [id, path, value] of entriesOf(name as keyof typeof fileSchemas, doc)) {
      problems.push(...schemaProblems(rel(file), makeSchema(file), value, doc, counter, path));
      data[name]!.push([id, value]);
    }
  }

  const count = (name: string, expected: number, what: string) => {
    const n = data[name]?.length ?? 0;
    if (n !== expected) {
      problems.push({ file: join(contentDir, schemas.dataFiles[name as 'testimonials']), line: 1, what: `${n} ${what}`, fix: `list exactly ${expected} ${what}` });
    }
  };
  count('testimonials', 12, 'testimonials');
  count('products', 4, 'products');
  count('capabilities', 5, 'capabilities');

  const context = {
    numbers: data['numbers']?.[0]?.[1],
    resourceIds: new Set((data['resources'] ?? []).map(([id]) => id)),
    videoIds: new Set((data['videos'] ?? []).map(([id]) => id)),
    blockNames: new Set(readContentBlocks(root, contentDir).map((block) => block.id)),
  };
  /** Whether `file` has a clean name and can be parsed; reports what is wrong when not. */
  const readable = (file: ContentPageFile): file is ContentPageFile & { tree: NonNullable<ContentPageFile['tree']> } => {
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(file.id)) {
      problems.push({ file: file.file, line: 1, what: 'the file name is not a clean URL', fix: 'name files and folders with lowercase letters, digits and hyphens only, e.g. compare-pricing.mdx' });
    }
    if (file.tree) return true;
    const { line, message } = file.syntaxError!;
    problems.push({ file: file.file, line, what: `the page cannot be read: ${message}`, fix: 'check that every <Tag> is closed (</Tag> or />) and every quote is paired' });
    return false;
  };
  for (const block of readContentBlocks(root, contentDir)) {
    if (!readable(block)) continue;
    // The browser editor saves a block with an empty front matter (---, {}, ---), which says nothing.
    const blockFront = frontmatterOf(block.tree);
    if (blockFront && Object.keys(parse(blockFront.yaml).doc.toJS() ?? {}).length > 0) problems.push({ file: block.file, line: 1, what: 'a block has front matter', fix: 'remove the lines between --- and ---; a block takes its title and heading from the page that places it' });
    for (const [node] of walk(block.tree)) {
      if (isJsx(node) && node.name === 'Block') problems.push({ file: block.file, line: node.position?.start.line ?? 1, what: 'a block places another <Block>', fix: 'write its words here instead, or place both blocks on the page' });
    }
    problems.push(...bodyProblems(block.file, block.tree, undefined, context));
  }
  for (const page of readContentPages(root, contentDir)) {
    if (!readable(page)) continue;
    const front = frontmatterOf(page.tree);
    if (!front) {
      problems.push({ file: page.file, line: 1, what: 'no front matter', fix: 'start the file with --- then type, title, description and heading, then ---' });
      continue;
    }
    const { doc, counter } = parse(front.yaml);
    problems.push(...schemaProblems(page.file, schemas.pages, doc.toJS() ?? {}, doc, counter, [], front.line - 1));
    problems.push(...bodyProblems(page.file, page.tree, page.frontmatter['type'], context));
  }
  return problems;
}

/** One line per problem, as the editors' guide describes. */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line} — ${p.what} — ${p.fix}`;
}
