// Checks one MDX page as its syntax tree: the front matter against the page schema of its type, and
// every tag against the components editors may use (src/schemas/components.ts). Anything the
// pages, the PDF builder or the checker could not read the same way (an {…} expression, an import,
// an unknown tag) is reported with its file and line, in words an editor can act on.
import type { MdastNode } from 'satteri';
import type { z } from 'astro/zod';
import { contentProps, listItems, type ContentComponent } from '../../src/schemas/components.ts';
import { requiredBlocks, type PageData } from '../../src/schemas/pages.ts';
import { blockLabel } from '../../src/editor/fieldRules.ts';
import { numberAt } from '../../src/lib/format.ts';
import { yearlyItemProblem, type FigureEntry } from '../../src/lib/yearlyFigure.ts';
import { attributes, isJsx, walk, type JsxElement } from '../../src/build/mdx.ts';
import type { Problem } from './problem.ts';

/** What a page check needs to know besides the page. */
export interface PageContext {
  /** The numbers data, for <N k="…">. */
  numbers: unknown;
  /** Ids of content/data/resources.yaml, for <ResourceCards ids="…">. */
  resourceIds: Set<string>;
  /** Keys of content/data/videos.yaml, for <Video name="…">. */
  videoIds: Set<string>;
  /** Keys of the videos that have a length, for <VideoLength name="…">. */
  videoLengths: Set<string>;
  /** Names of content/blocks files, for <Block name="…">. */
  blockNames: Set<string>;
  /** The tags each content/blocks file holds, by its name, which a page placing it holds too. */
  blockTags: Map<string, Set<string>>;
}

/** Blocks a guide section may hold: what the PDF can draw. */
const PDF_BLOCKS = new Set(['paragraph', 'list', 'heading']);

/** How many steps a <Steps> list may have: "how it works" in three or four. */
const STEP_COUNT = { min: 3, max: 4 };

/** Whether a <Steps> tag holds exactly one numbered list of an allowed length, and nothing else. */
function isStepList(element: JsxElement): boolean {
  const [list, ...rest] = element.children as MdastNode[];
  if (!list || rest.length > 0 || list.type !== 'list' || !list.ordered) return false;
  return list.children.length >= STEP_COUNT.min && list.children.length <= STEP_COUNT.max;
}

/**
 * What is wrong with the rows of a <CompareTable> with `columns` columns: each child must be a
 * <CompareRow> holding one bulleted list with one item per column, and no list inside an item (the
 * items become the row's cells).
 */
function compareRowProblems(table: JsxElement, columns: number): { what: string; fix: string }[] {
  const fix = `write each row as <CompareRow title="…"> holding a bulleted list of ${columns} items, one per column in order (* …), with no list inside an item`;
  return (table.children as MdastNode[]).flatMap((row) => {
    if (!isJsx(row) || row.name !== 'CompareRow') return [{ what: `<CompareTable> holds a ${isJsx(row) ? `<${row.name ?? ''}>` : row.type} where only <CompareRow> rows belong`, fix }];
    const [list, ...rest] = row.children as MdastNode[];
    const title = attributes(row).get('title');
    const name = typeof title === 'string' ? `"${title}"` : '';
    if (!list || rest.length > 0 || list.type !== 'list' || list.ordered) return [{ what: `<CompareRow> ${name} does not hold one bulleted list`, fix }];
    if (list.children.length !== columns) return [{ what: `<CompareRow> ${name} has ${list.children.length} items for ${columns} columns`, fix }];
    if ([...walk(list)].some(([node]) => node !== list && node.type === 'list')) return [{ what: `<CompareRow> ${name} has a list inside an item`, fix }];
    return [];
  });
}

const lineOfNode = (node: MdastNode) => node.position?.start.line ?? 1;

function isComponent(name: string | null): name is ContentComponent {
  return name !== null && Object.hasOwn(contentProps, name);
}

/** Problems with one tag's props: expressions, schema mismatches, and ids or keys that do not exist. */
function tagProblems(element: JsxElement, context: PageContext): { what: string; fix: string }[] {
  const name = element.name;
  if (!isComponent(name)) {
    return [{ what: `<${name ?? ''}> is not a building block editors can use`, fix: 'use one of the blocks listed in content/README.md, spelled exactly' }];
  }
  const props = attributes(element);
  const found: { what: string; fix: string }[] = [];
  const values: Record<string, string | true> = {};
  for (const [prop, value] of props) {
    if (typeof value === 'object') found.push({ what: `<${name}> writes ${prop} as an {…} expression`, fix: `write it as plain text in quotes: ${prop}="…"` });
    else values[prop] = value;
  }
  if (found.length > 0) return found;
  const result = (contentProps[name] as z.ZodType).safeParse(values);
  if (!result.success) {
    return result.error.issues.map((issue) => ({
      what: `<${name}> ${issue.path.map(String).join('.') || 'props'}: ${issue.message}`,
      fix: `see <${name}> in content/README.md`,
    }));
  }
  if (name === 'N') {
    const key = String(values['k']);
    if (key.startsWith('planYear')) {
      // A yearly figure read as one number would show a single year's, whichever year the plan is for.
      found.push({ what: `<N k="${key}"> reads a yearly figure as one number`, fix: 'write it as <YearlyFigure k="…" item="{figure} for plan years beginning in {year}" />, which names each plan year\'s figure' });
    } else {
      try {
        numberAt(context.numbers, key);
      } catch {
        found.push({ what: `<N k="${key}"> names a number that does not exist`, fix: 'use a key from content/data/numbers.yaml, e.g. prices.ichra' });
      }
    }
  }
  if (name === 'YearlyFigure') {
    const entries = (context.numbers as { planYears?: FigureEntry[] } | null)?.planYears ?? [];
    const problem = yearlyItemProblem(entries, String(values['k']), String(values['item']));
    if (problem) found.push({ what: `<YearlyFigure k="${values['k']}"> ${problem}`, fix: 'see <YearlyFigure> in content/README.md' });
  }
  if (name === 'ResourceCards') {
    for (const id of listItems(String(values['ids']))) {
      if (!context.resourceIds.has(id)) found.push({ what: `resource card "${id}" does not exist`, fix: 'use an id from content/data/resources.yaml' });
    }
  }
  if (name === 'Block' && !context.blockNames.has(String(values['name']))) {
    found.push({ what: `block "${values['name']}" does not exist`, fix: 'use the name of a file in content/blocks without .mdx, e.g. referral-program' });
  }
  if (name === 'Steps' && !isStepList(element)) {
    found.push({ what: `<Steps> must hold one numbered list of ${STEP_COUNT.min} to ${STEP_COUNT.max} steps`, fix: 'write the steps inside it as 1. …, 2. …, 3. …' });
  }
  if (name === 'CompareTable') found.push(...compareRowProblems(element, listItems(String(values['columns'])).length));
  if (name === 'VideoLength' && !context.videoLengths.has(String(values['name']))) {
    found.push({ what: `video "${values['name']}" has no length`, fix: 'add length: { minutes, seconds } to that video in content/data/videos.yaml, or use the id of one that has it' });
  }
  if (name === 'Video' && !context.videoIds.has(String(values['name']))) {
    found.push({ what: `video "${values['name']}" does not exist`, fix: 'use an id from content/data/videos.yaml, e.g. ichra' });
  }
  return found;
}

/** The names of the tags in `tree`. */
export function tagsIn(tree: MdastNode): Set<string> {
  return new Set([...walk(tree)].flatMap(([node]) => (isJsx(node) && node.name ? [node.name] : [])));
}

/** The tags of the page `tree`, and of the blocks it places. */
function tagsOf(tree: MdastNode, context: PageContext): Set<string> {
  const placed = [...walk(tree)].flatMap(([node]) => (isJsx(node) && node.name === 'Block' ? [...(context.blockTags.get(String(attributes(node).get('name'))) ?? [])] : []));
  return new Set([...tagsIn(tree), ...placed]);
}

/** Problems of a page whose front matter `front` asks for blocks its body `tree` lacks. */
function missingBlockProblems(tree: MdastNode, front: Record<string, unknown>, context: PageContext): { what: string; fix: string }[] {
  const type = front['type'] as PageData['type'];
  const structuredData = Array.isArray(front['structuredData']) ? (front['structuredData'] as PageData['structuredData']) : [];
  const tags = tagsOf(tree, context);
  return requiredBlocks({ type, structuredData })
    .filter(({ anyOf }) => !anyOf.some((block) => tags.has(block)))
    .map(({ anyOf, why }) => {
      const blocks = anyOf.map((block) => `${blockLabel(block)} block (<${block} />)`);
      const named = blocks.length > 1 ? `${blocks.slice(0, -1).join(', ')} or ${blocks.at(-1)}` : blocks[0];
      return { what: `the page has no ${named}: ${why}`, fix: 'put the block back (in the editor: a new line, then / and the block’s name), or change the page’s Type or Structured data' };
    });
}

/**
 * Problems in the body of the MDX file `file` (its syntax tree); `front` is a page's front matter,
 * undefined for a block.
 */
export function bodyProblems(file: string, tree: MdastNode, front: Record<string, unknown> | undefined, context: PageContext): Problem[] {
  const problems: Problem[] = [];
  const add = (node: MdastNode, what: string, fix: string) => problems.push({ file, line: lineOfNode(node), what, fix });
  const type = front?.['type'];
  for (const [node, parent] of walk(tree)) {
    if (isJsx(node) && node.name === 'CompareRow' && !(parent && isJsx(parent) && parent.name === 'CompareTable')) {
      add(node, '<CompareRow> stands outside a <CompareTable>', 'put each <CompareRow> inside the <CompareTable> it is a row of');
    }
    if (node.type === 'mdxjsEsm') add(node, 'import and export lines are not allowed in pages', 'remove the line; every building block is available by name');
    else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') add(node, 'a {…} expression is not allowed in pages', 'write plain text; use <N k="…" /> for numbers');
    else if (isJsx(node)) {
      for (const { what, fix } of tagProblems(node, context)) add(node, what, fix);
      if (node.name === 'Section' && type === 'guide') {
        for (const child of node.children as MdastNode[]) {
          if (!PDF_BLOCKS.has(child.type)) add(child, `a guide section holds a ${child.type}, which its PDF cannot show`, 'use only paragraphs, ### headings, lists, <N /> numbers and <YearlyFigure /> figures inside a guide <Section>');
        }
      }
    }
  }
  if (front) for (const { what, fix } of missingBlockProblems(tree, front, context)) add(tree, what, fix);
  return problems;
}
