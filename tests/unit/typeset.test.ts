// Editors type plain keyboard characters and the build sets them: curly quotes and apostrophes,
// dashes and ellipses as Astro's Markdown sets prose, and product names capitalised one way; in data
// strings, page settings, tag attributes and the trees the PDFs read, while addresses, paths and
// other code-like values stay exactly as written.
import { mdxToJs } from 'satteri';
import { describe, expect, it } from 'vitest';
import { attributes, isJsx, parseTypesetMdx, titledTags, walk } from '~/build/mdx';
import { capitaliseNames, isCodeLike, productNames, smartPunctuation, typesetStrings, typesetter } from '~/build/typeset';
import { typesetPlugin } from '~/build/typesetMdx';

const NAMES = ['Individual Coverage HRA', 'Group Coverage HRA'];

describe('smartPunctuation', () => {
  it.each([
    ["We don't charge", 'We don’t charge'],
    ["Start Your Company's HRA", 'Start Your Company’s HRA'],
    ["your clients' accounts", 'your clients’ accounts'],
    ['the "Services" ("we", "us")', 'the “Services” (“we”, “us”)'],
    ["'as is'", '‘as is’'],
    ["the '90s", 'the ’90s'],
    ['He said "\'hi\'"', 'He said “‘hi’”'],
    ['yes -- no --- maybe...', 'yes – no — maybe…'],
    ['Already “curly” and ’set’', 'Already “curly” and ’set’'],
    // What would be Markdown syntax at the start of a line or inside it stays text.
    ["- it's a list marker", '- it’s a list marker'],
    ["2025. It's a year", '2025. It’s a year'],
    ["--- it's a rule", '— it’s a rule'],
    ["# it's a heading", '# it’s a heading'],
    ["*it's* _x_ [a](b) <b> &amp; it's", '*it’s* _x_ [a](b) <b> &amp; it’s'],
    ["  spaces   kept, it's  ", '  spaces   kept, it’s  '],
    ["don't\nwon't", 'don’t\nwon’t'],
    ['No quotes at all', 'No quotes at all'],
  ])('%s → %s', (text, set) => {
    expect(smartPunctuation(text)).toBe(set);
  });
});

describe('capitaliseNames', () => {
  it.each([
    ['An individual coverage HRA pays', 'An Individual Coverage HRA pays'],
    ['GROUP COVERAGE HRA and group coverage hra', 'Group Coverage HRA and Group Coverage HRA'],
    ['group coverage without an HRA', 'group coverage without an HRA'],
  ])('%s → %s', (text, set) => {
    expect(capitaliseNames(text, NAMES)).toBe(set);
  });

  it('takes the names from content/data/products.yaml', () => {
    expect(productNames()).toEqual(expect.arrayContaining(['Individual Coverage HRA', 'Qualified Small Employer HRA', 'Group Coverage HRA', 'Excepted Benefit HRA']));
  });
});

describe('typesetter', () => {
  const typeset = typesetter(NAMES);

  it.each(['/create-account', '#start_hra', 'https://example.com/it\'s--here...', '../images/cards/a--b.svg', 'mailto:it\'s@example.com', 'hello@example.com'])(
    'leaves the code-like %s as written',
    (value) => {
      expect(isCodeLike(value)).toBe(true);
      expect(typeset(value)).toBe(value);
    },
  );

  it('sets words', () => {
    expect(typeset("We don't sell an individual coverage HRA... yet")).toBe('We don’t sell an Individual Coverage HRA… yet');
  });

  it('sets every string of a data entry, at any depth, and leaves the rest', () => {
    const updated = new Date('2021-07-20');
    const entry = { title: "Don't", count: 3, updated, list: ["it's", { href: '/a', text: '"x"' }], flag: true };
    expect(typesetStrings(entry, typeset)).toEqual({ title: 'Don’t', count: 3, updated, list: ['it’s', { href: '/a', text: '“x”' }], flag: true });
  });
});

describe('MDX', () => {
  const SOURCE = [
    `<Section title="What's an individual coverage HRA?">`,
    `  We don't "charge" for an individual coverage HRA -- ever. <N k="prices.ichra" as="usd" />`,
    `</Section>`,
    ``,
    `<Button href="/it's">Start Your Company's HRA</Button>`,
  ].join('\n');

  it('the trees the PDFs and the FAQ read are set, prose and titles, and code-like attributes are not', () => {
    const tree = parseTypesetMdx(SOURCE);
    const texts = [...walk(tree)].flatMap(([node]) => (node.type === 'text' ? [node.value] : []));
    expect(texts.join('|')).toContain('We don’t “charge” for an Individual Coverage HRA – ever.');
    expect(texts).toContain('Start Your Company’s HRA');
    const values = [...walk(tree)].flatMap(([node]) => (isJsx(node) ? [...attributes(node).values()] : []));
    expect(values).toEqual(['What’s an Individual Coverage HRA?', 'prices.ichra', 'usd', "/it's"]);
    expect(titledTags(SOURCE, 'Section').map(([, title]) => title)).toEqual(['What’s an Individual Coverage HRA?']);
  });

  it('the site’s pipeline sets the words of tag attributes and product names, and leaves code-like ones', async () => {
    const { code } = await mdxToJs(SOURCE, { mdastPlugins: [typesetPlugin()], features: { smartPunctuation: true }, jsxImportSource: 'astro' });
    expect(code).toContain('title: "What’s an Individual Coverage HRA?"');
    expect(code).toContain('We don’t “charge” for an Individual Coverage HRA – ever.');
    expect(code).toContain(`href: "/it's"`);
    expect(code).toContain('k: "prices.ichra"');
  });
});
