// The editors' guide quotes the messages the checks print, as they print them: each row of its
// "When a check fails" table is a message the content check gives for a mistake made here on a copy
// of content/ (a page, a block, a data entry of the test's own, or a data value changed), every
// message those mistakes give has its row, and its example line is one the check prints. The
// messages "What the editor refuses" quotes are those the editor's fields give. A check reworded,
// added or removed without the guide fails here, and so does a row no check prints any more.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import keystatic from '../../keystatic.config';
import { checkContent } from '../../scripts/lib/contentCheck';
import { formatProblem } from '../../scripts/lib/problem';
import { refusal } from '../../src/editor/checkedField';
import { listItemLabel } from '../../src/editor/listProblems';
import { dataFiles } from '../../src/schemas';

const guide = readFileSync('content/README.md', 'utf8');

/** The guide's section under `heading`, to the next heading of its level. */
function section(heading: string): string {
  const start = guide.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  return guide.slice(start, guide.indexOf('\n## ', start + 1));
}

const failing = section('## When a check fails');
const refusing = section('## What the editor refuses');

/** A quoted message as a pattern: `…` and the placeholders <field>, <X> and <setting> stand for any words. */
function pattern(quote: string): RegExp {
  const parts = quote.split(/(…|<field>|<X>|<setting>)/);
  return new RegExp(parts.map((part, i) => (i % 2 === 1 ? '.*?' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join(''));
}

/** The messages a row of the table quotes: each code span of its first cell (one row may quote two). */
const rows = failing
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => [...line.split(' | ')[0]!.matchAll(/`([^`]+)`/g)].map(([, quote]) => quote!));

/** A page of the test's own under content/pages, with front matter `front` (YAML) and `body`. */
const page = (front: string | undefined, body: string) => (front === undefined ? body : `---\n${front}\n---\n${body}`);
const PAGE = 'type: page\ntitle: A page of the test\ndescription: A page the test writes, with a mistake in it.\nheading: A page of the test';

/** A mistake made on the copy at `root`: files written, or a data value set. */
type Mistake = (root: string) => void;

const write = (file: string, text: string): Mistake => (root) => writeFileSync(join(root, 'content', file), text);
const newPage = (front: string | undefined, body: string, name = 'test-page') => write(`pages/${name}.mdx`, page(front, body));

/** Sets (or, with `undefined`, deletes) the value at `path` of data file `name`. */
const setData = (name: keyof typeof dataFiles, path: (string | number)[], value: unknown): Mistake => (root) => {
  const file = join(root, 'content', dataFiles[name]);
  const doc = parseDocument(readFileSync(file, 'utf8'));
  if (value === undefined) doc.deleteIn(path);
  else doc.setIn(path, value);
  writeFileSync(file, doc.toString());
};

/** Every mistake the table explains, each made alone on a copy. */
const MISTAKES: Record<string, Mistake> = {
  'a page without its heading': newPage(PAGE.replace(/\nheading: .*/, ''), 'Text.\n'),
  'a price written as words': setData('numbers', ['numbers', 'prices', 'ichra'], 'fourteen'),
  'a title too short': newPage(PAGE.replace(/title: .*/, 'title: ab'), 'Text.\n'),
  'a description too long': newPage(PAGE.replace(/description: .*/, `description: ${'a'.repeat(200)}`), 'Text.\n'),
  'a choice not on the list': setData('testimonials', ['testimonials', 0, 'relationship'], 'friend'),
  'an unknown page type': newPage(PAGE.replace('type: page', 'type: landing'), 'Text.\n'),
  'a number that does not exist': newPage(PAGE, 'Costs <N k="prices.nothing" />.\n'),
  'a number in braces that does not exist': newPage(PAGE.replace(/description: .*/, 'description: Fewer than {plan.nothingAtAll} employees.'), 'Text.\n'),
  'a resource card that does not exist': newPage(PAGE, '<ResourceCards heading="More" ids="no-such-card" />\n'),
  'a block that does not exist': newPage(PAGE, '<Block name="no-such-block" />\n'),
  'a video that does not exist': newPage(PAGE, '<Video name="no-such-video" />\n'),
  'a video length of a video that has none': newPage(PAGE, 'It runs <VideoLength name="no-such-video" />.\n'),
  'a YouTube id of the wrong shape': (root) => {
    setData('videos', ['videos', 0, 'provider'], 'youtube')(root);
    setData('videos', ['videos', 0, 'videoId'], 'x')(root);
  },
  'a Vimeo id of the wrong shape': (root) => {
    setData('videos', ['videos', 0, 'provider'], 'vimeo')(root);
    setData('videos', ['videos', 0, 'videoId'], 'x')(root);
  },
  'a poster that is not there': setData('videos', ['videos', 0, 'poster'], '../images/posters/no-such-poster.svg'),
  'a card image that is not there': setData('resources', ['resources', 0, 'image'], '../images/cards/no-such-card.svg'),
  'an unknown tag': newPage(PAGE, '<NoSuchBlock />\n'),
  'a setting of a block that breaks its rule': newPage(PAGE, 'Costs <N k="prices.ichra" as="yen" />.\n'),
  'a setting written as an expression': newPage(PAGE, 'Costs <N k={1} />.\n'),
  'an expression in the text': newPage(PAGE, 'Costs {1 + 1}.\n'),
  'an import line': newPage(PAGE, "import X from './x';\n\nText.\n"),
  'a table in a guide section': newPage(
    'type: guide\ntitle: A guide of the test\ndescription: A guide the test writes, with a mistake in it.\nheading: A guide\npdf:\n  title: A guide of the test\n  file: test-guide',
    '<Section title="One">\n  | a | b |\n  | --- | --- |\n  | 1 | 2 |\n</Section>\n',
  ),
  'a legal page without its addresses': newPage('type: legal\ntitle: A legal page\ndescription: A legal page the test writes, with a mistake in it.\nheading: A legal page\nupdated: 2021-07-20', 'Text.\n'),
  'steps that are no numbered list': newPage(PAGE, '<Steps>\n  * One\n  * Two\n</Steps>\n'),
  'a block with front matter': write('blocks/test-block.mdx', page('title: A block', 'Text.\n')),
  'a block that places a block': write('blocks/test-block.mdx', page('{}', '<Block name="test-block" />\n')),
  'a file name that is no clean URL': newPage(PAGE, 'Text.\n', 'Test_Page'),
  'a tag left open': newPage(PAGE, '<Band>\n\nText.\n'),
  'a page without front matter': newPage(undefined, 'Text.\n'),
  'a paragraph broken over two lines': newPage(PAGE, 'One line\nand another.\n'),
  'capabilities in a product page not naming its product': newPage(
    'type: product\nproduct: gchra\ntitle: A product page\ndescription: A product page the test writes, with a mistake.\nheading: A product page',
    '<Hero illustration="gchra">\n  Text.\n</Hero>\n\n<PriceCallout product="gchra" unit="a month">\n  Text.\n</PriceCallout>\n\n<Capabilities />\n\n<ContactBlock heading="Talk">\n  Text.\n</ContactBlock>\n',
  ),
  'a testimonial too few': setData('testimonials', ['testimonials', 0], undefined),
  'a compared row an item short': newPage(PAGE, '<CompareTable caption="Compared" columns="A, B">\n  <CompareRow title="Row">\n    * One\n  </CompareRow>\n</CompareTable>\n'),
  'a compared row as a paragraph': newPage(PAGE, '<CompareTable caption="Compared" columns="A, B">\n  <CompareRow title="Row">\n    One and two.\n  </CompareRow>\n</CompareTable>\n'),
  'a list inside a compared item': newPage(PAGE, '<CompareTable caption="Compared" columns="A, B">\n  <CompareRow title="Row">\n    * One\n      * Inner\n    * Two\n  </CompareRow>\n</CompareTable>\n'),
  'a paragraph in a comparison table': newPage(PAGE, '<CompareTable caption="Compared" columns="A, B">\n  Text.\n</CompareTable>\n'),
  'a compared row outside its table': newPage(PAGE, '<CompareRow title="Row">\n  * One\n  * Two\n</CompareRow>\n'),
};

const ROOT = mkdtempSync(join(tmpdir(), 'guide-messages-'));
/** Each mistake's problem lines, as the check prints them. */
const printed = new Map<string, string[]>();

beforeAll(() => {
  for (const [name, mistake] of Object.entries(MISTAKES)) {
    const root = join(ROOT, String(printed.size));
    cpSync('content', join(root, 'content'), { recursive: true });
    mistake(root);
    printed.set(name, checkContent(root).map(formatProblem));
  }
});

afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

describe('the guide’s table of the content check’s messages', () => {
  it.each(Object.keys(MISTAKES))('explains every message %s gives', (name) => {
    const lines = printed.get(name)!;
    expect(lines.length, name).toBeGreaterThan(0);
    const unexplained = lines.filter((line) => !rows.some((quotes) => quotes.some((quote) => pattern(quote).test(line))));
    expect(unexplained).toEqual([]);
  });

  it('quotes no message the check no longer prints', () => {
    const all = [...printed.values()].flat();
    const stale = rows.flat().filter((quote) => !all.some((line) => pattern(quote).test(line)));
    expect(stale).toEqual([]);
  });

  it('shows an example line the check prints, its line number aside', () => {
    const example = /```\n(content\/[^\n]+)\n```/.exec(failing)![1]!;
    const lines = printed.get('a price written as words')!.map((line) => line.replace(/:\d+ — /, ':# — '));
    expect(lines).toContain(example.replace(/:\d+ — /, ':# — '));
  });
});

/** A field of the editor's data screens, by its path of keys. */
function field(singleton: string, ...path: string[]): { validate(value: unknown): unknown } {
  let node = (keystatic.singletons as unknown as Record<string, { schema: Record<string, unknown> }>)[singleton]!.schema[singleton] as { fields?: Record<string, unknown>; element?: unknown };
  for (const key of path) node = (key === '[]' ? node.element : node.fields![key]) as typeof node;
  return node as { validate(value: unknown): unknown };
}

describe('the messages of “What the editor refuses”', () => {
  const numbers = (...path: string[]) => field('numbers', ...path);
  const video = field('videos', '[]') as unknown as { fields: Record<'title' | 'videoId', unknown> };
  /** The messages the editor gives, for what the section says it refuses. */
  const GIVEN = [
    refusal(() => numbers('prices', 'ichra').validate('-3')),
    refusal(() => numbers('prices', 'ichra').validate('14.50')),
    refusal(() => numbers('plan', 'form720Due').validate('July 32')),
    refusal(() => numbers('plan', 'form720Due').validate('February 29, 2027')),
    // A video's line in the list once its id is wrong, named as the section's example names it.
    listItemLabel(
      {
        schema: { kind: 'object', fields: { title: video.fields.title, videoId: video.fields.videoId } },
        fields: { title: { value: /\*⚠ (.+?) — fix:/.exec(refusing)?.[1] ?? '' }, videoId: { value: 'x' } },
      },
      'Video',
    ),
  ];
  /** Each message the section quotes in italics (the words of a field's name, such as *Connection*, aside): a refusal, or its example line of a list. */
  const quoted = [...refusing.matchAll(/(?<!\*)\*([^*]+)\*(?!\*)/g)].map(([, quote]) => quote!.replace(/\s+/g, ' ')).filter((quote) => /^[A-Z⚠\d]/.test(quote) && quote.includes(' '));

  it('quotes each as the editor gives it', () => {
    expect(quoted.length).toBeGreaterThanOrEqual(GIVEN.length);
    expect(quoted.filter((quote) => !GIVEN.some((message) => message !== undefined && pattern(quote).test(message)))).toEqual([]);
  });

  it('quotes every one of them', () => {
    expect(GIVEN.filter((message) => !quoted.some((quote) => message !== undefined && pattern(quote).test(message)))).toEqual([]);
  });
});
