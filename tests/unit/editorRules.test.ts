// Every rule the content check holds content to, and how the browser editor holds an editor to it
// before anything is saved. The schemas' rules of one field (a length, a range, a whole number, a
// pattern, a date the guides can print) are found by walking every schema the editor shows, and
// each field is tried with values that break them: the editor must refuse whatever the schema
// refuses. The check's other rules are listed below, each with what keeps it: the field itself, a
// list's length, or, for a rule that spans fields or files, the content check after the save. A
// rule added to the schemas or to the check's code without its line here fails the last tests.
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import keystatic from '../../keystatic.config';
import { refusal } from '../../src/editor/checkedField';
import { schemaFields } from '../../src/editor/zodFields';
import * as schemas from '../../src/schemas';
import { contentProps } from '../../src/schemas/components';

interface Field {
  kind: string;
  formKind?: string;
  fields?: Record<string, Field>;
  element?: Field;
  validate(value: unknown, extra?: unknown): unknown;
  serialize(value: unknown, extra?: unknown): { value: unknown };
}

/** Values an editor might type into a text field: some keep every rule, most break one. */
const TEXTS = ['', 'x', 'ab', 'Annual limits', 'A'.repeat(130), 'A'.repeat(250), 'July 31', 'July 32', 'February 29', 'october 1', 'October 1, 2029', 'October 32, 2029', 'February 29, 2027',
  '/pricing', 'pricing', '#start', 'ichra', 'ichra, qsehra', 'ichra, hsa', 'a, b, c, d, e, f, g', 'a,,b', 'prices.ichra', 'prices ichra', 'ichra-rules-and-regs', 'ICHRA Rules',
  'ichra-learning-center/', 'dQw4w9WgXcQ', '2.3', 'Luis is a partner.', 'Luis Ortega is a Salusion broker partner.'];
/** Values an editor might type into a number field. */
const NUMBERS = ['', '-3', '0', '1', '1.5', '14', '59', '60', '100', '101', '9.96', '1999', '2026', '2101', 'abc', '$14', '1,000'];
/** Values of a date field. */
const DATES = [null, '2021-07-20'];

/** A field whose editor is stricter than its own schema, and why that is right. */
const STRICTER: Record<string, string> = {
  videoId: 'its schema takes any text and the content check holds it to its provider’s id form (a rule across two fields); the field refuses anything that is no provider’s id or address',
};

/** A schema without what only says it may be left out. */
function inner(schema: z.ZodType): z.ZodType {
  let found = schema;
  while (found instanceof z.ZodOptional || found instanceof z.ZodNullable || found instanceof z.ZodDefault) found = found.unwrap() as z.ZodType;
  return found;
}

/**
 * One field of a schema and the editor's field for it: where it is, its schema, and whether it may
 * be left empty (inside an optional group, or one a choice such as a page type asks for).
 */
interface Pair {
  path: string;
  key: string;
  schema: z.ZodType;
  field: Field;
  mayBeEmpty: boolean;
}

/** Every single field under `schema`, with the editor's field for it from `fields`. */
function pairs(schema: z.ZodType, fields: Record<string, Field>, path: string, mayBeEmpty = false): Pair[] {
  const unwrapped = inner(schema);
  if (unwrapped instanceof z.ZodDiscriminatedUnion || unwrapped instanceof z.ZodUnion) {
    return (unwrapped.options as z.ZodType[]).flatMap((option) => pairs(option, fields, path, true));
  }
  if (!(unwrapped instanceof z.ZodObject)) return [];
  return Object.entries(unwrapped.shape as Record<string, z.ZodType>).flatMap(([key, child]) => (fields[key] ? pairsOf(child, fields[key]!, `${path}.${key}`, key, mayBeEmpty) : []));
}

function pairsOf(schema: z.ZodType, field: Field, path: string, key: string, groupMayBeEmpty: boolean): Pair[] {
  const unwrapped = inner(schema);
  const mayBeEmpty = groupMayBeEmpty || unwrapped !== schema;
  if (unwrapped instanceof z.ZodRecord) {
    return Object.entries(field.fields ?? {}).flatMap(([name, member]) => pairsOf(unwrapped.valueType as z.ZodType, member, `${path}.${name}`, name, mayBeEmpty));
  }
  if (unwrapped instanceof z.ZodArray && field.kind === 'array') return pairsOf(unwrapped.element as z.ZodType, field.element!, `${path}[]`, key, mayBeEmpty);
  if (unwrapped instanceof z.ZodObject || unwrapped instanceof z.ZodUnion) return pairs(unwrapped, field.fields ?? {}, path, mayBeEmpty);
  return field.kind === 'form' ? [{ path, key, schema, field, mayBeEmpty }] : [];
}

/** The values to try on a field of `schema`. */
function probesFor(schema: z.ZodType): unknown[] {
  const unwrapped = inner(schema);
  if (unwrapped instanceof z.ZodNumber) return NUMBERS;
  if (unwrapped instanceof z.ZodString) return TEXTS;
  if (unwrapped instanceof z.ZodDate) return DATES;
  if (unwrapped instanceof z.ZodEnum) return ['', ...unwrapped.options];
  if (unwrapped instanceof z.ZodLiteral) return [true, false];
  if (unwrapped instanceof z.ZodArray && inner(unwrapped.element as z.ZodType) instanceof z.ZodEnum) return [[], [(inner(unwrapped.element as z.ZodType) as z.ZodEnum).options[0]]];
  return [];
}

const singletons = keystatic.singletons as unknown as Record<schemas.DataFile, { schema: Record<string, Field> }>;
const pageFields = (keystatic.collections as unknown as Record<string, { schema: Record<string, Field> }>)['pages']!.schema;

/** Every schema the editor shows, with the editor's fields for it. */
const SHOWN: [string, z.ZodType, Record<string, Field>][] = [
  ...(Object.keys(schemas.dataFileSchemas) as schemas.DataFile[]).map((name) => [name, schemas.dataFileSchemas[name], singletons[name].schema] as [string, z.ZodType, Record<string, Field>]),
  ['pages', schemas.pages, pageFields],
  ...Object.entries(contentProps).map(([name, props]) => [`<${name}>`, props, schemaFields(props) as unknown as Record<string, Field>] as [string, z.ZodType, Record<string, Field>]),
];

/** Every single field of every schema the editor shows, except the page's type and the pictures (tests/unit/editorFields.test.ts). */
const FIELDS = SHOWN.flatMap(([name, schema, fields]) => pairs(schema, fields, name)).filter(({ key, field }) => key !== 'type' && field.formKind !== 'asset');

describe('every rule of a single field, in the field', () => {
  it('finds the fields of every schema', () => {
    expect(FIELDS.length).toBeGreaterThan(150);
    expect(FIELDS.filter(({ schema }) => probesFor(schema).length === 0).map(({ path }) => path)).toEqual([]);
  });

  /** What the editor says to each value tried on `pair`'s field, and whether the content check would refuse what it writes. */
  const tried = ({ schema, field }: Pair) =>
    probesFor(schema).map((probe) => {
      const editor = refusal(() => field.validate(probe, undefined));
      const written = field.serialize(probe).value;
      return { probe, editor, written, check: !schema.safeParse(written).success };
    });

  it.each(SHOWN.map(([name]) => name))('%s: every field refuses what its schema refuses, and accepts what it accepts', (name) => {
    const wrong = FIELDS.filter(({ path }) => path.startsWith(`${name}.`)).flatMap((pair) =>
      tried(pair).flatMap(({ probe, editor, written, check }) => {
        // A field of an optional group, or one a page type asks for, may be left empty (see pageTypeFields.tsx).
        if (editor === undefined && check && !(written === undefined && pair.mayBeEmpty)) return [`${pair.path} ${JSON.stringify(probe)}: written as ${JSON.stringify(written)}, which the content check refuses`];
        // No rule of the editor's own stands in an editor's way.
        if (editor !== undefined && !check && !STRICTER[pair.key]) return [`${pair.path} ${JSON.stringify(probe)}: refused (${editor}), which the content check accepts`];
        return [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('says why in words, never in Zod’s', () => {
    const messages = FIELDS.flatMap((pair) => tried(pair).map(({ editor }) => editor ?? ''));
    expect(messages.filter((message) => /Invalid input|expected \w+, received|Too (small|big)|Invalid (string|option)/.test(message))).toEqual([]);
  });
});

/** How a rule of the content check is kept, beyond the schemas' rules of one field. */
type Kept =
  | 'the field' // a single field, refused in the editor before saving
  | 'the list' // a list's length, refused by the list in the editor before saving
  | 'the editor writes it so' // the editor cannot write it otherwise
  | 'spans fields' // it needs two fields or more: the content check, after the save
  | 'spans files'; // it names another file: the content check, after the save

/** Every rule of the content check's own code, by a piece of its message there, and how each is kept. */
const CHECK_RULES: Record<string, [file: string, kept: Kept, how: string]> = {
  '${field}: ${issue.message}': ['scripts/lib/contentCheck.ts', 'the field', 'each field’s rules (above), list lengths and the refinements below'],
  'the image file does not exist': ['scripts/lib/contentCheck.ts', 'spans files', 'the picture field offers only the project’s pictures, or writes the uploaded one'],
  'the poster file does not exist': ['scripts/lib/contentCheck.ts', 'spans files', 'the picture field offers only the project’s pictures, or writes the uploaded one'],
  '${picture.field}: ${picture.what}': ['scripts/lib/contentCheck.ts', 'spans files', 'the two picture rules above'],
  'the file name is not a clean URL': ['scripts/lib/contentCheck.ts', 'the field', 'URL path and Block name refuse it (tests/unit/editorFields.test.ts)'],
  'the page cannot be read: ${message}': ['scripts/lib/contentCheck.ts', 'the editor writes it so', 'its MDX serializer'],
  'a block has front matter': ['scripts/lib/contentCheck.ts', 'the editor writes it so', 'a block has no settings, and is written with {}'],
  'a block places another <Block>': ['scripts/lib/contentCheck.ts', 'spans fields', 'a block’s text and a building block in it'],
  'no front matter': ['scripts/lib/contentCheck.ts', 'the editor writes it so', 'every page is saved with its settings'],
  '<Capabilities> on the ${product} page does not say': ['scripts/lib/contentCheck.ts', 'spans fields', 'the page’s Product and a block’s Product'],
  'is not a building block editors can use': ['scripts/lib/pageCheck.ts', 'the editor writes it so', 'its menu offers only the site’s blocks'],
  'as an {…} expression': ['scripts/lib/pageCheck.ts', 'the editor writes it so', 'settings are written as text'],
  "<${name}> ${issue.path.map(String).join('.') || 'props'}: ${issue.message}": ['scripts/lib/pageCheck.ts', 'the field', 'each block’s settings (above); Save waits until every block has them'],
  'names a number that does not exist': ['scripts/lib/pageCheck.ts', 'spans files', 'Numbers; the block shows “Unknown number” in the text'],
  'reads a yearly figure as one number': ['scripts/lib/pageCheck.ts', 'spans files', 'Numbers; the block shows “Unknown number” in the text'],
  '<YearlyFigure k="${values[\'k\']}"> ${problem}': ['scripts/lib/pageCheck.ts', 'spans fields', 'the block’s K and Item; the block shows its words as the page will'],
  'resource card "${id}" does not exist': ['scripts/lib/pageCheck.ts', 'spans files', 'Resource cards; the block names it “not in Resource cards”'],
  'block "${values[\'name\']}" does not exist': ['scripts/lib/pageCheck.ts', 'spans files', 'Blocks shown on several pages'],
  '<Steps> must hold one numbered list': ['scripts/lib/pageCheck.ts', 'spans fields', 'the text inside a block'],
  '<CompareTable> holds a ${': ['scripts/lib/pageCheck.ts', 'spans fields', 'the text inside a block'],
  'does not hold one bulleted list': ['scripts/lib/pageCheck.ts', 'spans fields', 'the text inside a block'],
  'items for ${columns} columns': ['scripts/lib/pageCheck.ts', 'spans fields', 'a table’s Columns and the text inside its rows'],
  'has a list inside an item': ['scripts/lib/pageCheck.ts', 'spans fields', 'the text inside a block'],
  '<CompareRow> stands outside a <CompareTable>': ['scripts/lib/pageCheck.ts', 'spans fields', 'a block and the block around it'],
  'video "${values[\'name\']}" has no length': ['scripts/lib/pageCheck.ts', 'spans files', 'Videos'],
  'video "${values[\'name\']}" does not exist': ['scripts/lib/pageCheck.ts', 'spans files', 'Videos; the block names it “not in Videos”'],
  'import and export lines are not allowed in pages': ['scripts/lib/pageCheck.ts', 'the editor writes it so', 'its MDX serializer'],
  'a {…} expression is not allowed in pages': ['scripts/lib/pageCheck.ts', 'the editor writes it so', 'its MDX serializer escapes { and }'],
  'a guide section holds a ${child.type}': ['scripts/lib/pageCheck.ts', 'spans fields', 'the page’s Type and a Section’s text'],
  'the page has no ${named}: ${why}': ['scripts/lib/pageCheck.ts', 'spans fields', 'the page’s Type or Structured data and its text; the text refuses typing over a selected block'],
  'names a number that does not exist`': ['scripts/lib/wordsCheck.ts', 'spans files', 'Numbers; a {key} in a setting names one of them'],
  'a paragraph is broken over two lines at': ['scripts/lib/wordsCheck.ts', 'the editor writes it so', 'it writes each paragraph on one line'],
};

/** The schemas' refinements (rules Zod checks with code), by their message, and how each is kept. */
const REFINEMENTS: Record<string, Kept> = {
  'item must hold {price} and {products}': 'the field',
  'item must hold {year}': 'the field',
  'write a date as YYYY-MM-DD': 'the field',
  'write a month in full and a year': 'the field',
  'give exactly one of href or app': 'spans fields',
  'write at most six phrases': 'the field',
  'write a month in full and a day every year has': 'the field',
  'write a month in full, the day and the year': 'the field',
  '${missing.year} has no ${MONTH_NAMES[missing.month - 1]} ${missing.day}': 'the field',
  'participantsDefault must not exceed participantsMax': 'spans fields',
  'checkerEmployees must not exceed employeesMax': 'spans fields',
  'checkerClassSizes must not list more classes than checkerClassesMax': 'spans fields',
  'payoutCompanies must not exceed payoutCompaniesMax': 'spans fields',
  'fteFullTime must not exceed employeesMax': 'spans fields',
  'each of ftePartTimeHours must not exceed monthHoursMax': 'spans fields',
  'qsehraAllowances must not exceed qsehraAllowanceMax': 'spans fields',
  'qsehraParticipants must not exceed participantsMax': 'spans fields',
  'plannerAllowance must not exceed plannerPremiumMax': 'spans fields',
  // The age curve's bands, each after the one before: a rule across the list's entries.
  'list the bands from age 0 up, each starting after the one before': 'spans fields',
  'list each plan year once': 'spans fields',
  'give at least one figure for the year, or leave the year out': 'spans fields',
  'write both length.minutes and length.seconds, or neither': 'spans fields',
  'a ${entry.relationship} is paid by Salusion, so readers must be told': 'spans fields',
  // A video's id must have its provider's form (videos.ts, idFitsProvider).
  'provider.idHelp': 'spans fields',
};

/** The messages of every rule the content check's own code reports, as written there. */
function checkMessages(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/what: ([`'"])(.*?)\1/g), ...text.matchAll(/add\((?:node|child|tree), ([`'"])(.*?)\1/g)].map((match) => match[2]!);
}

/** The message of every refinement in the schemas. */
function refinementMessages(): string[] {
  const files = ['capabilities', 'components', 'fields', 'numbers', 'pages', 'products', 'resources', 'site', 'testimonials', 'ui', 'videos'].map((name) => readFileSync(`src/schemas/${name}.ts`, 'utf8'));
  return files.flatMap((text) => [
    ...[...text.matchAll(/\.refine\(.*,\s*([`'])(.*?)\1\);?\s*$/gm)].map((match) => match[2]!),
    ...[...text.matchAll(/ctx\.addIssue\(\{[\s\S]*?message: (`[^`]*`|[\w.]+)/g)].map((match) => match[1]!.replace(/^`|`$/g, '')),
  ]);
}

/** A refinement's message as a pattern of what it says: each \${…} in it stands for any words. */
const saying = (piece: string) => new RegExp(`^${piece.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^()|[\]\\{}]/g, '\\$&')).join('.+')}`, 'i');

describe('every other rule of the content check, and what keeps it', () => {
  it.each(['scripts/lib/contentCheck.ts', 'scripts/lib/pageCheck.ts', 'scripts/lib/wordsCheck.ts'])('%s: each rule is listed', (file) => {
    const unlisted = checkMessages(file).filter((message) => !Object.keys(CHECK_RULES).some((piece) => message.includes(piece)));
    expect(unlisted).toEqual([]);
    const gone = Object.entries(CHECK_RULES).filter(([piece, [from]]) => from === file && !readFileSync(file, 'utf8').includes(piece));
    expect(gone.map(([piece]) => piece)).toEqual([]);
  });

  it('lists each refinement of the schemas', () => {
    const found = refinementMessages();
    expect(found.filter((message) => !Object.keys(REFINEMENTS).some((piece) => message.startsWith(piece)))).toEqual([]);
    expect(Object.keys(REFINEMENTS).filter((piece) => !found.some((message) => message.startsWith(piece)))).toEqual([]);
  });

  // A refinement of one field is a rule of that field, which the walk above tries.
  it.each(Object.entries(REFINEMENTS).filter(([, kept]) => kept === 'the field'))('“%s” is refused in its field', (piece) => {
    const refusing = FIELDS.filter(({ schema, field }) =>
      probesFor(schema).some((probe) => saying(piece).test(refusal(() => field.validate(probe, undefined)) ?? '')),
    );
    expect(refusing.length).toBeGreaterThan(0);
  });

  it('keeps every list to the length its schema fixes in the list itself', () => {
    // tests/unit/schemaHelp.mock.test.ts holds each list field's least and most items to its schema's.
    const lists = SHOWN.flatMap(([, , fields]) => Object.values(fields)).filter((field) => field.kind === 'array');
    expect(lists.length).toBeGreaterThan(0);
  });
});
