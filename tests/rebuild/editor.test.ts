// The browser editor is safe to use: on a copy of the project, every content file goes through
// Keystatic's own parsers and serializers with no change (front matter and data in Node, the MDX
// body in Chromium through the editor's own module, since Keystatic's Node build leaves the MDX
// editor out) and must come back byte for byte, so opening and saving a file leaves no diff. Then
// `npm run edit` serves /keystatic, and an editor changes a sentence of the Terms and saves, and
// types over a sentence of the pricing page with a plain apostrophe, the change editors make most,
// and saves. Its forms show every field's help text as the schemas describe it. The content check
// must accept every file as Keystatic wrote it, each saved sentence must be in its file, which is
// otherwise unchanged, and a build of the copy must equal this checkout's dist/ byte for byte on
// every page but the two edited (but for names a build gives by chance, see `comparable`); the
// Terms' text must differ by that sentence alone, and the pricing page show its sentence typeset,
// the apostrophe curly. (A price raised and plain quotes typed into settings, tags and data files
// are among the editors' changes that tests/rebuild/editorEdits.test.ts runs the project's own
// tests on.) Run `npm run build` first. About 30 s on the 2-core machine.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dump, load } from 'js-yaml';
import { parse as parseHtml } from 'node-html-parser';
import { chromium, type Browser, type Page } from 'playwright-core';
import { z } from 'astro/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import keystatic from '../../keystatic.config';
import { checkContent } from '../../scripts/lib/contentCheck';
import { readContentBlocks, readContentPages } from '../../scripts/lib/contentPages';
import { SAVED, startEditor, type EditorServer } from '../../scripts/lib/editorServer';
import { parseMdx, walk } from '../../src/build/mdx';
import * as schemas from '../../src/schemas';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/lib/browser';
import { builtPage, DIST, textOf } from '../support/builtSite';
import { typeOver } from '../../scripts/lib/editorText';
import { typeset } from '../../scripts/lib/contentWords';
import { plainSentence } from '../support/words';
import { buildCopy, builtHtml, copyProject, plainEnv } from '../../scripts/lib/projectCopy';
import { jsonOf, namedFields } from '../support/schemaFields';

const OLD_SENTENCE = 'Fees for the Services are described when you sign up.';
// Characters Markdown and MDX give a meaning to, so Keystatic must escape them when it saves.
const NEW_SENTENCE = 'Fees for the Services {including taxes} are shown <before> you pay & sign up, at 1 * the listed_rate.';
const TERMS = 'content/pages/terms-of-service.mdx';
const TERMS_IN_EDITOR = '/keystatic/collection/pages/item/terms-of-service';

/** The first sentence of plain text on the pricing page, which the editor types over, and what they type: words of their own with a plain apostrophe. */
const OLD_PRICING_SENTENCE = plainSentence('/pricing');
const TYPED = "We don't charge for an employee who is not enrolled in the HRA that month.";
const PRICING = 'content/pages/pricing.mdx';
const PRICING_IN_EDITOR = '/keystatic/collection/pages/item/pricing';
/** The files the editor saves below, and their built pages. */
const EDITED = new Set([TERMS, PRICING]);
const EDITED_PAGES = new Set(['terms-of-service.html', 'pricing.html']);

interface KeystaticField {
  kind: 'form' | 'object' | 'array' | 'child' | 'conditional';
  formKind?: string;
  fields?: Record<string, KeystaticField>;
  element?: KeystaticField;
  directory?: string;
  filename?(value: unknown, args: object): string | undefined;
  parse(value: unknown, args?: unknown): unknown;
  validate(value: unknown): unknown;
  serialize(value: unknown, args?: object): { value: unknown };
}

/** A stored value as Keystatic reads, validates and writes it back (serializeProps, for our field kinds). */
function throughField(field: KeystaticField, stored: unknown): unknown {
  if (field.kind === 'object') {
    const entries = Object.entries(field.fields!).map(([key, child]) => [key, throughField(child, (stored as Record<string, unknown> | undefined)?.[key])]);
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
  }
  if (field.kind === 'array') return ((stored as unknown[] | undefined) ?? []).map((item) => throughField(field.element!, item) ?? null);
  // A picture is read with the file it names in its folder, if it names one, as the editor reads it.
  const file = field.formKind === 'asset' ? field.filename!(stored, {}) : undefined;
  const value = field.formKind === 'asset' ? field.parse(stored, { asset: file && readFileSync(join(work, field.directory!, file)), slug: undefined }) : field.parse(stored);
  field.validate(value);
  return field.serialize(value, {}).value;
}

/** The data (front matter or data file) of `schema` as Keystatic writes it, without the file-name field and the body. */
function throughSchema(schema: Record<string, KeystaticField>, stored: unknown, skip: string[] = []): unknown {
  const kept = Object.fromEntries(Object.entries(schema).filter(([key]) => !skip.includes(key)));
  return throughField({ kind: 'object', fields: kept } as KeystaticField, stored);
}

/**
 * Every MDX body as the editor reads it into its document and writes it out again, in the page with
 * the editor's own config module as the dev server serves it. Written as a string because Vitest
 * would rewrite a dynamic import() in a function passed to the page.
 */
function throughEditor(page: Page, bodies: string[]): Promise<{ text?: string; error?: string }[]> {
  return page.evaluate(`(async (texts) => {
    const { default: config } = await import('/keystatic.config.ts');
    const field = config.collections.pages.schema.content;
    const encoder = new TextEncoder();
    return texts.map((text) => {
      try {
        const state = field.parse(undefined, { content: encoder.encode(text), other: new Map(), external: new Map(), slug: '' });
        return { text: new TextDecoder().decode(field.serialize(state, { slug: '' }).content) };
      } catch (error) {
        return { error: String(error) };
      }
    });
  })(${JSON.stringify(bodies)})`);
}

/** The plain text of an MDX file as the site reads it: the words of its text nodes. */
function mdxText(source: string): string {
  return [...walk(parseMdx(source))].map(([node]) => (node.type === 'text' ? String((node as { value: string }).value) : ' ')).join('').replace(/\s+/g, ' ');
}

/**
 * A built page with the two things a build names by chance made comparable: Astro names a processed
 * image after whichever of several identical files it meets first (two posters are the same
 * picture), and an island's uid hashes its props, which carry that name. The content hash stays.
 */
const comparable = (html: string) =>
  html.replace(/\/_astro\/[\w-]+\.([\w-]+_[\w-]+\.\w+)/g, '/_astro/$1').replace(/ uid="\w+"/g, '');

const pageText = (html: string) => parseHtml(html).querySelector('main')?.text.replace(/\s+/g, ' ') ?? '';

const work = copyProject('editor');
let editor: EditorServer | undefined;
let browser: Browser | undefined;
/** Page and block files the round trip changed: none, as they are written in the form Keystatic writes. */
const rewritten: string[] = [];
/** Data files the round trip changed: none, likewise. */
const rewrittenData: string[] = [];
/** Files the editor could not open, with its error. */
const unopened: string[] = [];

/**
 * Every content file of the copy but the two the editor itself saves below as Keystatic
 * would save it with no change made, by path. Written only once the editor has stopped, so no
 * reload of the editor's page races with the edit.
 */
async function roundTripAll(page: Page): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const collections = keystatic.collections as unknown as Record<string, { schema: Record<string, KeystaticField> }>;
  const files = [
    ...readContentPages(work).map((file) => ({ file: file.file, schema: collections['pages']!.schema, slug: 'path' })),
    ...readContentBlocks(work).map((file) => ({ file: file.file, schema: collections['blocks']!.schema, slug: 'name' })),
  ];
  const sources = files.map(({ file }) => readFileSync(join(work, file), 'utf8'));
  const split = sources.map((source) => /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source) ?? ['', '', source]);
  const bodies = await throughEditor(page, split.map(([, , body]) => body!));
  files.forEach(({ file, schema, slug }, i) => {
    const { text: body, error } = bodies[i]!;
    if (error !== undefined) return void unopened.push(`${file}: ${error}`);
    const front = throughSchema(schema, load(split[i]![1] ?? '') ?? {}, [slug, 'content']);
    const text = `---\n${dump(front)}---\n${body}`;
    if (text !== sources[i]) rewritten.push(file);
    if (!EDITED.has(file)) out.set(file, text);
  });
  for (const [name, singleton] of Object.entries(keystatic.singletons as unknown as Record<string, { path: string; format: { data: 'yaml' | 'json' }; schema: Record<string, KeystaticField> }>)) {
    const file = `${singleton.path}.${singleton.format.data}`;
    const source = readFileSync(join(work, file), 'utf8');
    const json = singleton.format.data === 'json';
    const data = throughSchema(singleton.schema, json ? JSON.parse(source) : load(source));
    const text = json ? `${JSON.stringify(data, null, 2)}\n` : dump(data);
    if (text !== source) rewrittenData.push(`${file} (${name})`);
    out.set(file, text);
  }
  return out;
}

/** The words of two of the editor's forms as an editor sees them, by the schema they show. */
const formText = new Map<string, string>();

/** Reads the Terms' settings (the page open in `page`) and the numbers' form. */
async function readForms(page: Page): Promise<void> {
  formText.set('pages', await page.locator('body').innerText());
  await page.goto('/keystatic/singleton/numbers');
  await page.getByText('Prices', { exact: true }).first().waitFor();
  formText.set('numbers', await page.locator('body').innerText());
}

/** Opens `path` in the editor, replaces `sentence` with `typed` and saves, as an editor would with mouse and keyboard. */
async function typeOverAndSave(page: Page, path: string, sentence: string, typed: string): Promise<void> {
  await page.goto(path);
  await typeOver(page, sentence, typed);
  // Saving in local mode posts the changed files to the dev server, which writes them to disk and
  // logs the request; the changed content file then reloads the page, so its response is not read.
  const saved = editor!.logs(SAVED, editor!.count(SAVED) + 1);
  await page.getByRole('button', { name: 'Save' }).click();
  await saved;
}

beforeAll(async () => {
  editor = await startEditor(work, plainEnv());
  browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ baseURL: editor.origin });
  // The first visit to a page of the editor on a cold dev server bundles the editor's dependencies
  // and reloads once they are ready: 10 to 40 s here. Once the editor shows, nothing reloads it.
  await page.goto(TERMS_IN_EDITOR);
  await page.locator('[contenteditable="true"] p').first().waitFor({ timeout: 90_000 });
  const roundTripped = await roundTripAll(page);
  await readForms(page);
  await typeOverAndSave(page, TERMS_IN_EDITOR, OLD_SENTENCE, NEW_SENTENCE);
  await typeOverAndSave(page, PRICING_IN_EDITOR, OLD_PRICING_SENTENCE, TYPED);
  await browser.close();
  await editor.stop();
  for (const [file, text] of roundTripped) writeFileSync(join(work, file), text);
  // The dev server's content cache holds images rendered as dev mode does; the build starts afresh.
  rmSync(join(work, '.astro'), { recursive: true, force: true });
  buildCopy(work);
  // Starting the editor, its first page, the edit and a whole build: about 30 s on an idle 2-core
  // machine, two or three times that while other tests build beside it.
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await editor?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('a round trip through Keystatic with no change', () => {
  it('opens every page and block with the components the editor declares', () => {
    expect(unopened).toEqual([]);
  });

  it('saves every page and block byte for byte as it is, so a save with no change leaves no diff', () => {
    expect(rewritten).toEqual([]);
  });

  it('saves every data file byte for byte as it is, so a save with no change leaves no diff', () => {
    expect(rewrittenData).toEqual([]);
  });

  it('leaves every file valid for the content check, escapes included', () => {
    expect(checkContent(work)).toEqual([]);
  });

  it('builds every page but the two edited byte for byte as before', () => {
    const before = builtHtml(DIST);
    const after = builtHtml(join(work, 'dist'));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const differing = [...before].filter(([path, html]) => !EDITED_PAGES.has(path) && comparable(after.get(path)!) !== comparable(html));
    expect(differing.map(([path]) => path)).toEqual([]);
  });
});

/** The page schema of one type, as the form of a page of that type shows it. */
const pageType = (type: string) => schemas.pages.options.find((option) => option.shape.type.value === type)!;

/** The descriptions of the fields `schema` gives, but those inside a list (they show once an item is opened). */
const descriptionsOf = (schema: z.ZodType) =>
  namedFields(jsonOf(schema))
    .filter(([path]) => !path.includes('[]'))
    .map(([, node]) => node.description!);

describe('the help texts in /keystatic', () => {
  it.each([
    // The Terms are a legal page, whose form shows the fields of that type.
    ['pages', pageType('legal')],
    ['numbers', schemas.dataFileSchemas.numbers],
  ] as const)("show each field's description from the %s schema", (name, schema) => {
    const descriptions = descriptionsOf(schema);
    expect(descriptions.length).toBeGreaterThan(5);
    expect([...new Set(descriptions)].filter((text) => !formText.get(name)!.includes(text))).toEqual([]);
  });

  it('show a legal page none of the fields only guides and product pages have', () => {
    const legal = new Set(descriptionsOf(pageType('legal')));
    const others = [...descriptionsOf(pageType('guide')), ...descriptionsOf(pageType('product'))].filter((text) => !legal.has(text));
    expect(others.length).toBeGreaterThan(1);
    expect(others.filter((text) => formText.get('pages')!.includes(text))).toEqual([]);
  });
});

describe('editing the Terms in /keystatic', () => {
  it('saves the new sentence, escaped, into the file', () => {
    const saved = readFileSync(join(work, TERMS), 'utf8');
    expect(mdxText(saved)).toContain(NEW_SENTENCE);
    expect(mdxText(saved)).not.toContain(OLD_SENTENCE);
    expect(saved).not.toContain(NEW_SENTENCE); // written with escapes, which the site reads back as above
  });

  it('leaves every other paragraph and the front matter of the file as they were', () => {
    const before = readFileSync(TERMS, 'utf8').split('\n\n');
    const after = readFileSync(join(work, TERMS), 'utf8').split('\n\n');
    expect(after).toHaveLength(before.length);
    const changed = after.filter((paragraph, i) => paragraph !== before[i]);
    expect(changed).toHaveLength(1);
    expect(mdxText(changed[0]!)).toContain(NEW_SENTENCE);
  });

  it('shows the new sentence on the built page, and otherwise the same text', () => {
    const before = pageText(readFileSync(join(DIST, 'terms-of-service.html'), 'utf8'));
    const after = pageText(readFileSync(join(work, 'dist/terms-of-service.html'), 'utf8'));
    expect(after).toContain(NEW_SENTENCE);
    expect(after.replace(NEW_SENTENCE, OLD_SENTENCE)).toBe(before);
  });
});

describe('a sentence typed over on the pricing page with a plain apostrophe', () => {
  it('is saved as typed', () => {
    expect(readFileSync(join(work, PRICING), 'utf8')).toContain(TYPED);
  });

  it('shows on the page typeset, its apostrophe curly', () => {
    expect(textOf(builtPage('/pricing', join(work, 'dist')).querySelector('main'))).toContain(typeset(TYPED));
    expect(typeset(TYPED)).toContain('’');
  });
});
