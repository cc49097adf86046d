// The five ordinary changes an editor makes in the browser editor, written into a copy's content/
// as the editor's saves write them: a price raised, the next plan year's figures that check:launch
// asks for, a legal page's "Updated" set to today, a new page, and straight quotes typed in
// headings; and three labels reworded (a button, a menu link, a tool's field). Each edit reads what is there and changes it, never a sentence copied from today's
// content, so the scenario stays an ordinary edit whatever the editors have written since.
// tests/rebuild/editorEdits.test.ts runs the project's own tests on a copy changed by them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { missingYearlyFigures } from '../../scripts/lib/launchYears.ts';
import { FIXED_SETTINGS } from '../../scripts/lib/specFacts.ts';

/** Where a copy's numbers are. */
const NUMBERS = 'content/data/numbers.yaml';

/** The new page the scenario adds, by its URL. */
export const NEW_PAGE_PATH = '/editors-new-page';

/** What the scenario types into headings: plain quotes and an apostrophe, as a keyboard types them. */
export const TYPED_QUOTES = ` -- it's "simple"`;

/** The day the scenario is run on, as a legal page's "Updated" is written. */
export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

function editYaml(root: string, file: string, change: (doc: ReturnType<typeof parseDocument>) => void) {
  const path = join(root, file);
  const doc = parseDocument(readFileSync(path, 'utf8'));
  change(doc);
  writeFileSync(path, doc.toString());
}

/** Rewrites the front matter of the MDX file `file` under `root` with `change`. */
export function editFrontMatter(root: string, file: string, change: (front: YAMLMap) => void): void {
  const path = join(root, file);
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path, 'utf8')) ?? [];
  const doc = parseDocument(front);
  change(doc.contents as YAMLMap);
  writeFileSync(path, `---\n${doc.toString()}---\n${body}`);
}

/** Whether the specification fixes setting `field` of the page in `file` (the content check refuses a change to it). */
const fixedBySpec = (file: string, field: string) => FIXED_SETTINGS.some((fact) => `content/pages/${fact.page}.mdx` === file && fact.field === field);

/** The MDX files of content/pages under `root` whose front matter matches `test`. */
function pagesWhere(root: string, test: (front: string) => boolean): string[] {
  const dir = join(root, 'content/pages');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `content/pages/${file}`)
    .filter((file) => test(/^---\n([\s\S]*?)\n---\n/.exec(readFileSync(join(root, file), 'utf8'))?.[1] ?? ''))
    .sort();
}

/** 1. The ICHRA price raised by a dollar, as a save of Numbers writes it. */
export function raiseIchraPrice(root: string): void {
  editYaml(root, NUMBERS, (doc) => doc.setIn(['numbers', 'prices', 'ichra'], Number(doc.getIn(['numbers', 'prices', 'ichra'])) + 1));
}

/**
 * 2. Every yearly figure check:launch asks for on `today`, entered: each one a little above the
 * year before's, as the IRS's figures rise, each with its source.
 */
export function enterDueYearlyFigures(root: string, today: Date): void {
  const missing = missingYearlyFigures(NUMBERS, readFileSync(join(root, NUMBERS), 'utf8'), today);
  editYaml(root, NUMBERS, (doc) => {
    const years = doc.getIn(['numbers', 'planYears']) as YAMLSeq;
    for (const problem of missing) {
      const [, key = '', year = ''] = /yearly figure (\S+) is missing for plan year (\d+)/.exec(problem.what) ?? [];
      let entry = years.items.find((e) => isMap(e) && Number(e.get('year')) === Number(year)) as YAMLMap | undefined;
      if (!entry) {
        entry = doc.createNode({ year: Number(year), sources: {} }) as YAMLMap;
        years.items.push(entry);
      }
      const path = key.split('.');
      const before = years.items
        .filter((e): e is YAMLMap => isMap(e) && Number(e.get('year')) < Number(year) && typeof e.getIn(path) === 'number')
        .sort((a, b) => Number(b.get('year')) - Number(a.get('year')))[0];
      const last = Number(before?.getIn(path) ?? 100);
      entry.setIn(path, Number.isInteger(last) ? Math.round(last * 1.03) : Math.round(last * 102) / 100);
      entry.setIn(['sources', path[0]], `Rev. Proc. ${year}-01`);
    }
  });
}

/** 3. Every legal page's "Updated" set to `today`, as the guide asks whenever the text changes (but a date the spec fixes). */
export function updateLegalDates(root: string, today: Date): string[] {
  const legal = pagesWhere(root, (front) => /^type: legal$/m.test(front)).filter((file) => !fixedBySpec(file, 'updated'));
  for (const file of legal) editFrontMatter(root, file, (front) => front.set('updated', isoDay(today)));
  return legal;
}

/** 4. A new ordinary page, with the settings the editor asks for and a paragraph of text. */
export function addPage(root: string): void {
  writeFileSync(
    join(root, `content/pages${NEW_PAGE_PATH}.mdx`),
    [
      '---',
      'type: page',
      'title: HRAs for Startups',
      'description: How a young company can offer its first health benefit with an HRA.',
      'heading: HRAs for Startups',
      '---',
      'A startup can offer a health benefit from its first hire. Read about the [ICHRA](/product/ichra) and the [QSEHRA](/product/qsehra), then [see the prices](/pricing).',
      '',
    ].join('\n'),
  );
}

/**
 * 5. Plain quotes typed into the heading of every page (but a heading the spec fixes), the first
 * section of each rules guide, the first heading a tag sets on each page, and each product's
 * summary, as the settings' fields, the blocks' settings and the data screens take them.
 */
export function typeQuotesInHeadings(root: string): void {
  for (const file of pagesWhere(root, (front) => /^heading:/m.test(front)).filter((page) => !fixedBySpec(page, 'heading'))) {
    editFrontMatter(root, file, (front) => front.set('heading', `${String(front.get('heading'))}${TYPED_QUOTES}`));
  }
  for (const file of pagesWhere(root, () => true)) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8')
      .replace(/<Section title="([^"]*)"/, (_, title: string) => `<Section title="${title} -- it's simple"`)
      .replace(/(<[A-Z]\w* [^>]*heading=")([^"]*)"/, (_, tag: string, heading: string) => `${tag}${heading} -- let's talk"`);
    writeFileSync(path, text);
  }
  editYaml(root, 'content/data/products.yaml', (doc) => {
    for (const product of (doc.getIn(['products']) as YAMLSeq).items as YAMLMap[]) product.set('summary', `${String(product.get('summary'))} It's "simple".`);
  });
}

/** The rules guide that editors grow the most. */
export const GROWN_GUIDE = '/product/ichra/rules-and-regulations';

/**
 * And a sixth, the one the guides invite: twenty sentences added to the first section of a rules
 * guide, each different, so they take their full share of the first window.
 */
export function growGuide(root: string): void {
  const path = join(root, `content/pages${GROWN_GUIDE}.mdx`);
  const subjects = ['An employer', 'A participant', 'The plan', 'Each class', 'A broker', 'The allowance', 'A new hire', 'The notice'];
  const verbs = ['reviews', 'records', 'explains', 'confirms', 'updates'];
  const objects = ['the yearly amounts', 'its receipts', 'the class rules', 'every deadline', 'the plan documents', 'the premium paid'];
  const sentences = Array.from({ length: 20 }, (_, i) => `${subjects[i % subjects.length]} ${verbs[i % verbs.length]} ${objects[(i * 7) % objects.length]} in month ${i + 1} of the year, case ${(i * 37) % 101}.`);
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.replace(/(<Section title="[^"]*">\n)/, `$1  ${sentences.join(' ')}\n\n`));
}

/** What a rename adds to a label, as an editor rewording it would: words the tests cannot know. */
export const RENAMED = ' Now';

/** Rewrites the JSON file `file` under `root` with `change`, as the editor saves it (two spaces, a final newline). */
function editJson(root: string, file: string, change: (data: Record<string, Record<string, Record<string, unknown>>>) => void) {
  const path = join(root, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, Record<string, unknown>>>;
  change(data);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * And the labels an editor rewords: the contact form's button ("Send Message"), the menu's first
 * link and the cost calculator's participants field, each with words added. The links' addresses,
 * which the specification fixes, stay.
 */
export function renameLabels(root: string): void {
  editJson(root, 'content/site/ui.json', (data) => {
    const { contactForm, calculator } = data['ui']! as Record<string, Record<string, string>>;
    contactForm!['submit'] += RENAMED;
    calculator!['participants'] += RENAMED;
  });
  editJson(root, 'content/site/site.json', (data) => {
    const [first] = data['site']!['header']!['links'] as { label: string }[];
    first!.label += RENAMED;
  });
}

/** All five, as one editor's afternoon, the labels renamed, and the guide grown by twenty sentences. */
export function applyEditorEdits(root: string, today: Date): void {
  renameLabels(root);
  raiseIchraPrice(root);
  enterDueYearlyFigures(root, today);
  updateLegalDates(root, today);
  addPage(root);
  typeQuotesInHeadings(root);
  growGuide(root);
}
