// The editors' content checker: validates every content file against the same schemas Astro uses
// and reports each problem as `file:line — what is wrong — how to fix`, so a non-developer can find
// and mend a broken entry without reading a stack trace. A data file is checked as a whole, so the
// rules of a list (12 testimonials, 5 capabilities, each product once) come from its schema too.
// Also checks what the schemas cannot see: pictures that data names, and numbers, resource cards,
// videos and blocks that MDX files name, and numbers that data and page settings name as {key},
// must exist.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isMap, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'astro/zod';
import { attributes, frontmatterOf, isJsx, walk } from '../../src/build/mdx.ts';
import { PAGE_ID } from '../../src/lib/pagePaths.ts';
import * as schemas from '../../src/schemas/index.ts';
import { readContentBlocks, readContentPages, type ContentPageFile } from './contentPages.ts';
import { claimProblems, dataClaimProblems } from './claimsCheck.ts';
import { bodyProblems, tagsIn } from './pageCheck.ts';
import { pageShapeProblems } from './pageShape.ts';
import { blockFactProblems, pageFactProblems, siteFactProblems } from './specFacts.ts';
import type { Problem } from './problem.ts';
import { brokenLineProblems, dataNumberProblems } from './wordsCheck.ts';


type Issue = z.core.$ZodIssue;

/** How many items a list holds, when the issue carries the list. */
const listed = (input: unknown) => (Array.isArray(input) ? `; the file lists ${input.length}` : '');

/** Plain-language advice for a schema issue. */
function howToFix(issue: Issue, field: string): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `add "${field}" (it is required)`
        : `write ${field} as a ${issue.expected}${issue.expected === 'number' ? ' without quotes, $ or commas, e.g. 14' : ''}`;
    case 'too_small':
      if (issue.origin === 'array' && issue.exact) return `list exactly ${String(issue.minimum)} ${field}${listed(issue.input)}`;
      return `make ${field} at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters long' : issue.origin === 'array' ? ' items long' : ''}`;
    case 'too_big':
      if (issue.origin === 'array' && issue.exact) return `list exactly ${String(issue.maximum)} ${field}${listed(issue.input)}`;
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

/**
 * The problems `schema` finds in the parsed `doc`. A field is named by its path within its entry:
 * `entryDepth` leading keys (a data file's top-level key, and a list item's index) are left out,
 * so a problem in a testimonial names `text`, not `testimonials.3.text`.
 */
function schemaProblems(file: string, schema: z.ZodType, doc: Document, counter: LineCounter, entryDepth = 0, offsetLines = 0): Problem[] {
  const result = schema.safeParse(doc.toJS() ?? {}, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path as (string | number)[];
    const field = path.slice(entryDepth).map(String).join('.') || path.map(String).join('.') || '(entry)';
    const missing = path.length > 0 && doc.getIn(path) === undefined;
    const fix = missing ? `add "${field}" (it is required)` : howToFix(issue, field);
    return { file, line: lineOf(doc, counter, path, offsetLines), what: `${field}: ${issue.message}`, fix };
  });
}

/** Pictures that data entries name by a path, which must exist: the field, and the file it names. */
const PICTURES: Partial<Record<schemas.DataFile, { field: string; file: (dataFile: string, value: string) => string; what: string; fix: string }>> = {
  resources: {
    field: 'image',
    file: (dataFile, value) => join(dirname(dataFile), value),
    what: 'the image file does not exist',
    fix: 'name a file in content/images/cards, written like ../images/cards/video-guide.svg',
  },
  videos: {
    field: 'poster',
    file: (dataFile, value) => join(dirname(dataFile), value),
    what: 'the poster file does not exist',
    fix: 'name a file in content/images/posters, written like ../images/posters/ichra.svg',
  },
};

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

  const texts: [string, Document, LineCounter][] = [];
  for (const name of Object.keys(schemas.dataFiles) as schemas.DataFile[]) {
    const file = join(root, contentDir, schemas.dataFiles[name]);
    const source = readFileSync(file, 'utf8');
    const { doc, counter } = parse(source);
    if (doc.errors.length) {
      problems.push({ file: rel(file), line: doc.errors[0]!.linePos?.[0].line ?? 1, what: doc.errors[0]!.message, fix: 'fix the YAML/JSON syntax on that line' });
      continue;
    }
    const entries = entriesOf(name, doc);
    problems.push(...schemaProblems(rel(file), schemas.dataFileSchemas[name], doc, counter, schemas.isListFile(name) ? 2 : 1));
    const picture = PICTURES[name];
    for (const [, path, value] of entries) {
      const named = picture && (value as Record<string, unknown> | null)?.[picture.field];
      if (!picture || typeof named !== 'string' || existsSync(picture.file(file, named))) continue;
      problems.push({ file: rel(file), line: lineOf(doc, counter, [...path, picture.field], 0), what: `${picture.field}: ${picture.what}`, fix: picture.fix });
    }
    problems.push(...dataClaimProblems(rel(file), source));
    if (name === 'site') problems.push(...siteFactProblems(rel(file), (doc.toJS() as { site?: unknown } | null)?.site, (path) => lineOf(doc, counter, path, 0)));
    data[name] = entries.map(([id, , value]) => [id, value]);
    texts.push([rel(file), doc, counter]);
  }

  const numbers = data['numbers']?.[0]?.[1];
  for (const [file, doc, counter] of texts) problems.push(...dataNumberProblems(file, doc, counter, numbers));

  const context = {
    numbers,
    resourceIds: new Set((data['resources'] ?? []).map(([id]) => id)),
    videoIds: new Set((data['videos'] ?? []).map(([id]) => id)),
    videoLengths: new Set((data['videos'] ?? []).filter(([, video]) => (video as { length?: { minutes?: number } }).length?.minutes !== undefined).map(([id]) => id)),
    blockNames: new Set(readContentBlocks(root, contentDir).map((block) => block.id)),
    blockTags: new Map(readContentBlocks(root, contentDir).map((block) => [block.id, block.tree ? tagsIn(block.tree) : new Set<string>()])),
  };
  /** Whether `file` has a clean name and can be parsed; reports what is wrong when not. */
  const readable = (file: ContentPageFile): file is ContentPageFile & { tree: NonNullable<ContentPageFile['tree']> } => {
    if (!PAGE_ID.test(file.id)) {
      problems.push({ file: file.file, line: 1, what: 'the file name is not a clean URL', fix: 'name files and folders with lowercase letters and digits, words joined by single hyphens, e.g. compare-pricing.mdx' });
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
    problems.push(...bodyProblems(block.file, block.tree, undefined, context), ...brokenLineProblems(block.file, block.tree), ...blockFactProblems(block, block.tree), ...claimProblems(block.file, block.source));
  }
  for (const page of readContentPages(root, contentDir)) {
    if (!readable(page)) continue;
    const front = frontmatterOf(page.tree);
    if (!front) {
      problems.push({ file: page.file, line: 1, what: 'no front matter', fix: 'start the file with --- then type, title, description and heading, then ---' });
      continue;
    }
    const { doc, counter } = parse(front.yaml);
    problems.push(...schemaProblems(page.file, schemas.pages, doc, counter, 0, front.line - 1));
    problems.push(...dataNumberProblems(page.file, doc, counter, context.numbers, front.line - 1));
    problems.push(...bodyProblems(page.file, page.tree, page.frontmatter, context), ...brokenLineProblems(page.file, page.tree));
    problems.push(...capabilitiesProductProblems(page.file, page.tree, page.frontmatter['product']));
    problems.push(...pageShapeProblems(page.file, page.tree, page.frontmatter['type']), ...pageFactProblems(page, page.tree), ...claimProblems(page.file, page.source));
  }
  return problems;
}

/** On a product page, <Capabilities> must name the page's product, so it shows that product's own wording. */
function capabilitiesProductProblems(file: string, tree: NonNullable<ContentPageFile['tree']>, product: unknown): Problem[] {
  if (typeof product !== 'string') return [];
  const found: Problem[] = [];
  for (const [node] of walk(tree)) {
    if (!isJsx(node) || node.name !== 'Capabilities' || attributes(node).get('product') === product) continue;
    found.push({ file, line: node.position?.start.line ?? 1, what: `<Capabilities> on the ${product} page does not say product="${product}"`, fix: `write <Capabilities product="${product}" />, so the cards show that product’s own wording` });
  }
  return found;
}

