// The browser editor refuses broken content on the field itself, before it saves, in the content
// check's words: each bad input below fails the field's own validation (what Keystatic runs on
// every field before it writes a file, and shows under the field) with a message, and a good one
// passes. A pasted video address is saved as its id.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import keystatic from '../../keystatic.config';
import { contentProps } from '../../src/schemas/components';
import { schemaFields } from '../../src/editor/zodFields';

interface FormField {
  kind: string;
  fields?: Record<string, FormField>;
  element?: FormField;
  validate(value: unknown, args?: unknown): unknown;
  serialize(value: unknown): { value: unknown };
}

const pages = (keystatic.collections as unknown as Record<string, { schema: Record<string, FormField> }>)['pages']!.schema;
const blocks = (keystatic.collections as unknown as Record<string, { schema: Record<string, FormField> }>)['blocks']!.schema;
const singletons = keystatic.singletons as unknown as Record<string, { schema: Record<string, FormField> }>;
const videoId = singletons['videos']!.schema['videos']!.element!.fields!['videoId']!;
const component = (name: keyof typeof contentProps) => schemaFields(contentProps[name]) as unknown as Record<string, FormField>;
/** How Keystatic validates a collection's file-name field. */
const asSlug = { slugField: { slugs: new Set<string>(), glob: '**' } };

/** The message a field refuses `value` with, or undefined when it accepts it. */
function refusal(field: FormField, value: unknown, args?: unknown): string | undefined {
  try {
    field.validate(value, args);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the editor refuses on the field', () => {
  it.each([
    ['a 2-character page title', pages['title']!, 'ab', 'Title must be at least 5 characters long'],
    ['a 521-character description', pages['description']!, 'x'.repeat(521), 'Description must be no longer than 160 characters'],
    ['a Section with no title', component('Section')['title']!, '', 'Title must not be empty'],
    ['a Question with no title', component('Question')['title']!, '', 'Title must not be empty'],
    ['a button link that is not a path', component('Button')['href']!, 'pricing', 'Href must start with / or #'],
    ['a video id that is neither an id nor an address', videoId, 'https://example.com/watch?v=1', /^Paste the video’s address, or its id: a YouTube id is the 11 letters.*; a Vimeo id is the digits/],
    ['a video id with a typo', videoId, 'dQw4w9WgXc', /^Paste the video’s address/],
  ])('%s, with a message', (_name, field, value, message) => {
    expect(refusal(field, value)).toMatch(message);
  });

  it.each(['Startups Page!', 'Startups', 'startups page', 'startups--page', '-startups', 'product//ichra'])('a URL path "%s"', (path) => {
    expect(refusal(pages['path']!, path, asSlug)).toBe(
      'Write the URL path in lower-case letters and digits, words joined by hyphens and folders by /, e.g. compare-pricing or product/ichra/adp',
    );
  });

  it('a block name with capitals', () => {
    expect(refusal(blocks['name']!, 'Referral Program', { slugField: { slugs: new Set<string>(), glob: '*' } })).toMatch(/^Write the URL path in lower-case/);
  });
});

describe('the editor accepts what the content check accepts', () => {
  it.each([
    [pages['path']!, 'startups', asSlug],
    [pages['path']!, 'product/ichra/compare-pricing', asSlug],
    [pages['path']!, '404', asSlug],
    [pages['title']!, 'HRA Pricing', undefined],
    [component('Section')['title']!, 'Annual limits', undefined],
    [videoId, 'dQw4w9WgXcQ', undefined],
    [videoId, '76979871', undefined],
  ])('%#: %s', (field, value, args) => {
    expect(refusal(field, value, args)).toBeUndefined();
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=1', '76979871'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('a pasted video address %s is saved as its id', (address, id) => {
    expect(refusal(videoId, address)).toBeUndefined();
    expect(videoId.serialize(address).value).toBe(id);
  });
});

// A page saved with no change must come back as it was: what the page leaves out stays out.
describe('a page\'s optional fields', () => {
  const saved = (field: FormField, stored: unknown) => field.serialize((field as unknown as { parse(value: unknown): unknown }).parse(stored)).value;

  it.each([
    ['a guide\'s PDF on a page that is no guide', pages['pdf']!, undefined],
    ['no structured data', pages['structuredData']!, undefined],
    ['no structured data, written as an empty list', pages['structuredData']!, []],
  ])('leaves out %s', (_name, field, stored) => {
    expect(saved(field, stored)).toBeUndefined();
  });

  it.each([
    ['a guide\'s PDF', pages['pdf']!, { title: 'ICHRA Rules & Regs', file: 'ichra-rules-and-regs' }],
    ['structured data, in its order', pages['structuredData']!, ['organization', 'offers']],
  ])('writes %s as it was', (_name, field, stored) => {
    expect(saved(field, stored)).toEqual(stored);
  });

  it('refuses a PDF file name the site cannot serve, with a message', () => {
    expect(refusal(pages['pdf']!, { title: 'ICHRA Rules & Regs', file: 'ICHRA Rules' })).toMatch(/^Pdf\.file may use only lowercase letters, digits and hyphens$/);
  });
});

interface AssetField {
  formKind: string;
  directory: string;
  filename(value: string, args: { suggestedFilenamePrefix: undefined; slug: undefined }): string;
  parse(value: string, args: { asset: Uint8Array; slug: undefined }): unknown;
  serialize(value: unknown, args: { suggestedFilenamePrefix: string; slug: undefined }): { value: unknown; asset?: { filename: string } };
}

describe.each([
  ['a resource card\'s picture', 'resources', 'image', 'content/images/cards', '../images/cards/'],
  ['a video\'s poster', 'videos', 'poster', 'content/images/posters', '../images/posters/'],
])('%s', (_what, file, key, directory, fromData) => {
  const image = singletons[file]!.schema[file]!.element!.fields![key] as unknown as AssetField;
  const entries = (load(readFileSync(`content/data/${file}.yaml`, 'utf8')) as Record<string, Record<string, string>[]>)[file]!;
  /** What Keystatic would name the file after the field's place in the list. */
  const suggestedFilenamePrefix = `${file}/0/${key}`;

  it(`is a picker and upload over ${directory}`, () => {
    expect(image.formKind).toBe('asset');
    expect(image.directory).toBe(directory);
  });

  it.each(entries.map((entry) => [entry['id'], entry[key]]))('%s: finds its picture there and saves it under its own name', (_id, stored) => {
    const path = join(image.directory, image.filename(stored!, { suggestedFilenamePrefix: undefined, slug: undefined }));
    expect(existsSync(path)).toBe(true);
    const saved = image.serialize(image.parse(stored!, { asset: readFileSync(path), slug: undefined }), { suggestedFilenamePrefix, slug: undefined });
    expect(saved.value).toBe(stored);
    expect(join(image.directory, saved.asset!.filename)).toBe(path);
  });

  it('writes a new picture chosen on the computer into that folder under its own name', () => {
    // What the field's upload holds once a file is chosen: its bytes, name and extension.
    const chosen = { data: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'new-picture.svg', extension: 'svg' };
    const saved = image.serialize(chosen, { suggestedFilenamePrefix, slug: undefined });
    expect(saved.value).toBe(`${fromData}new-picture.svg`);
    expect(join(image.directory, saved.asset!.filename)).toBe(`${directory}/new-picture.svg`);
  });
});
