// The browser editor refuses broken content on the field itself, before it saves, in the content
// check's words: each bad input below fails the field's own validation (what Keystatic runs on
// every field before it writes a file; the field shows the same message under it) with a message,
// and a good one passes. A pasted video address is saved as its id. A picture field picks from the
// pictures in the project or uploads a new one, and never names a file for Keystatic to delete.
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import keystatic from '../../keystatic.config';
import { contentProps } from '../../src/schemas/components';
import { schemaFields } from '../../src/editor/zodFields';
import { picturesIn, type Picture } from '../../src/editor/pictureField';

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
const video = singletons['videos']!.schema['videos']!.element!.fields!;
const videoId = video['videoId']!;
const numbers = singletons['numbers']!.schema['numbers']!.fields!;
const plan = numbers['plan']!.fields!;
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
    ['a price of -3', numbers['prices']!.fields!['ichra']!, '-3', 'A price or fee cannot be negative'],
    ['a price of 14.50', numbers['prices']!.fields!['ichra']!, '14.50', 'Use whole dollars'],
    ['a price written with a $', numbers['prices']!.fields!['ichra']!, '$14', 'Write a number, without $ or commas'],
    ['no price at all', numbers['prices']!.fields!['ichra']!, '', 'Fill this in'],
    ['a notice 1.5 days before', plan['noticeDaysBefore']!, '1.5', 'Write a whole number'],
    ['a plan year of 0 months', plan['planYearMonths']!, '0', 'Must be more than 0'],
    ['a video of 60 seconds past the minute', video['length']!.fields!['seconds']!, '60', 'Must be at most 59'],
    ['a Form 720 date of July 32', plan['form720Due']!, 'July 32', 'Write a month in full and a day every year has, e.g. July 31'],
    ['a Form 720 date of February 29, which most years lack', plan['form720Due']!, 'February 29', /^Write a month in full and a day every year has/],
    ['a Form 720 date written as digits', plan['form720Due']!, '07/31', /^Write a month in full and a day every year has/],
    ['a PCOR cutoff of October 32, 2029', plan['pcorPlanYearsEndingBefore']!, 'October 32, 2029', 'Write a month in full, the day and the year, e.g. October 1, 2029'],
    ['a PCOR cutoff of February 29, 2027, a day that year lacks', plan['pcorPlanYearsEndingBefore']!, 'February 29, 2027', '2027 has no February 29'],
    ['a Form 720 date of February 29, 2027', plan['form720Due']!, 'February 29, 2027', '2027 has no February 29'],
    ['a price list whose item leaves out the products', component('PriceList')['item']!, '{price} each', /must hold \{price\} and \{products\}/],
    ['seven rotating phrases', component('RotatingHeadline')['phrases']!, 'a, b, c, d, e, f, g', 'Write at most six phrases'],
    ['a number key with a space', component('N')['k']!, 'prices ichra', 'K is a dotted key such as prices.ichra'],
    ['a plan calendar for a product it has no dates for', component('PlanCalendar')['product']!, 'gchra', 'Product must be one of ichra, qsehra'],
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
    [numbers['prices']!.fields!['ichra']!, '15', undefined],
    [numbers['prices']!.fields!['ichra']!, '0', undefined],
    [plan['form720Due']!, 'July 31', undefined],
    [plan['pcorPlanYearsEndingBefore']!, 'October 1, 2029', undefined],
    [video['length']!.fields!['seconds']!, '59', undefined],
    [video['length']!.fields!['seconds']!, '', undefined],
    [component('PriceList')['item']!, '{price} for {products}', undefined],
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
  filename(value: string, args: { suggestedFilenamePrefix: string; slug: undefined }): string | undefined;
  parse(value: string, args: { asset: undefined; slug: undefined }): unknown;
  serialize(value: unknown, args: { suggestedFilenamePrefix: string; slug: undefined }): { value: unknown; asset?: { filename: string; content: Uint8Array } };
  validate(value: unknown): unknown;
}

describe.each([
  ['a resource card\'s picture', 'resources', 'image', 'content/images/cards', '../images/cards/'],
  ['a video\'s poster', 'videos', 'poster', 'content/images/posters', '../images/posters/'],
])('%s', (_what, file, key, directory, fromData) => {
  const image = singletons[file]!.schema[file]!.element!.fields![key] as unknown as AssetField;
  const entries = (load(readFileSync(`content/data/${file}.yaml`, 'utf8')) as Record<string, Record<string, string>[]>)[file]!;
  /** What Keystatic passes a field of the first item of the list. */
  const args = { suggestedFilenamePrefix: `${file}/0/${key}`, slug: undefined };

  it(`writes its pictures into ${directory}, and offers every picture already there`, () => {
    expect(image.formKind).toBe('asset');
    expect(image.directory).toBe(directory);
    expect([...picturesIn(directory).keys()].sort()).toEqual(readdirSync(directory).sort());
  });

  it.each(entries.map((entry) => [entry['id'], entry[key]]))('%s: offers its picture, and saves it as it was', (_id, stored) => {
    const picture = image.parse(stored!, { asset: undefined, slug: undefined });
    expect(picturesIn(directory).has((picture as Picture).name)).toBe(true);
    expect(image.serialize(picture, args)).toEqual({ value: stored, asset: undefined });
  });

  // Keystatic deletes, on save, the files a field named when it loaded and no longer names.
  it.each(entries.map((entry) => [entry['id'], entry[key]]))('%s: names no file that a save could delete', (_id, stored) => {
    expect(image.filename(stored!, args)).toBeUndefined();
  });

  it('saves another picture of the project in its place, and writes no file', () => {
    const other = [...picturesIn(directory).keys()].at(-1)!;
    expect(image.serialize({ name: other }, args)).toEqual({ value: `${fromData}${other}`, asset: undefined });
  });

  it('writes a new picture chosen on the computer into that folder under its own name', () => {
    const content = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const saved = image.serialize({ name: 'new-picture.svg', upload: content }, args);
    expect(saved).toEqual({ value: `${fromData}new-picture.svg`, asset: { filename: 'new-picture.svg', content } });
  });

  it('refuses a new picture named like one already there, which would replace it, and no picture at all', () => {
    const taken = [...picturesIn(directory).keys()][0]!;
    expect(refusal(image as unknown as FormField, { name: taken, upload: new Uint8Array(1) })).toBe(
      `A picture named ${taken} is already in the project: choose it in the list, or give your file another name`,
    );
    expect(refusal(image as unknown as FormField, null)).toBe('Choose a picture, or upload one');
  });
});
