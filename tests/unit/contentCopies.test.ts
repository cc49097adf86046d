// Refuses words copied from content/ into the tests of the built site and the browser tests: they
// read what they expect from content/ (tests/support/words.ts), so an editor's rewording keeps CI
// green.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentRuns, contentStrings, copies, filesUnder, literals, sharedRun } from '../support/contentCopies';

/** The code that reads or drives the built site by its words: its tests, the browser tests and the interaction benchmark. */
const TEST_CODE = [...filesUnder('tests/built', /\.ts$/), ...filesUnder('tests/e2e', /\.ts$/), 'scripts/bench-interaction.ts'];

const content = filesUnder('content', /\.(mdx|json|ya?ml)$/).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const runs = contentRuns(content);
const whole = contentStrings(content);

describe('words copied from content/', () => {
  it.each(TEST_CODE)('%s copies no words from content/', (file) => {
    expect(copies(readFileSync(file, 'utf8'), runs, whole).map((copy) => `${file}:${copy}`)).toEqual([]);
  });
});

describe('what counts as a copy', () => {
  const sampleFiles = [
    { file: 'content/site/ui.json', text: JSON.stringify({ ui: { fix: 'Please enter digits only, for example {n}.', link: '/product/ichra/rules-and-regulations', send: 'Send Message', product: 'ichra', figure: 'affordabilityPercent' } }) },
    { file: 'content/pages/pricing.mdx', text: '---\ntitle: Simple, Transparent HRA Pricing\n---\nYou pay **per participant** each month: see [our prices](/pricing-and-plans/for-everyone).\n' },
  ];
  const sample = contentRuns(sampleFiles);
  const sampleStrings = contentStrings(sampleFiles);
  it.each([
    ['a sentence of ui.json', "'Please enter digits only, for example 25.'", true],
    ['the same with other case and a curly apostrophe', '`PLEASE ENTER DIGITS ONLY, for example ${n}`', true],
    ['a regular expression', '/^Please enter\\s+digits only/', true],
    ['front matter', '"Simple, Transparent HRA"', true],
    ['MDX prose across its emphasis', "'You pay per participant each'", true],
    ['fewer shared characters than a run', "'digits only, for'", false],
    ['a path', "'/product/ichra/rules-and-regulations'", false],
    ['a label, whole, however short', "'Send Message'", true],
    ['a label as a whole piece of a template', '`${n} Send Message`', true],
    ['a word of the code that a label spells in other case', "'send message'", false],
    ['an id or key', "'ichra'", false],
    ['a camelCase key a tag names', "'affordabilityPercent'", false],
    ['a link target in MDX', "'/pricing-and-plans/for-everyone'", false],
    ['the title of a test', "test('Please enter digits only, for example', () => {})", false],
    ['the title of a group or step', "test.describe('Please enter digits only, for example', () => {})", false],
    ['the title of a table of tests', "it.each(rows)('Please enter digits only, for example', () => {})", false],
  ])('%s: %s is a copy: %s', (_, code, copied) => {
    expect(copies(code, sample, sampleStrings).length > 0).toBe(copied);
  });

  it('reads a template literal as its pieces between its values', () => {
    expect(literals('`Cost for ${n} participants: ${name}`')[0]!.words).toEqual(['Cost for ', ' participants: ', '']);
    expect(sharedRun('text with no run at all', sample)).toBeUndefined();
  });
});
