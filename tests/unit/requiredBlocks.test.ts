// A page keeps the blocks its settings need: its type's (a legal page's addresses, a guide's
// sections, a product page's price and closing call to action) and those the search data it asks
// for describes. A page that lost one, as one keystroke over a selected block used to make it, is
// refused by the content check, which names the block as the editor names it. Fixtures of the
// test's own, so no wording of content/ is pinned.
import { describe, expect, it } from 'vitest';
import { bodyProblems, type PageContext } from '../../scripts/lib/pageCheck';
import { parseMdx } from '../../src/build/mdx';
import { blockLabel } from '../../src/editor/fieldRules';
import type { ContentComponent } from '../../src/schemas/components';

const context: PageContext = {
  numbers: {},
  resourceIds: new Set(),
  videoIds: new Set(),
  videoLengths: new Set(),
  blockNames: new Set(['questions']),
  blockTags: new Map([['questions', new Set(['Question'])]]),
};

const CLOSING = '<ContactBlock heading="Talk to us">\n  Words.\n</ContactBlock>\n';
const PRICE = '<PriceCallout product="ichra" unit="a month" />\n';
const QUESTION = '<Question title="Why?">\n  Because.\n</Question>\n';

/** The problems the check finds in a page with front matter `front` and body `body`. */
const problems = (front: Record<string, unknown>, body: string) => bodyProblems('page.mdx', parseMdx(body), front, context).map(({ what }) => what);

/** How the check names a block it misses. */
const named = (block: ContentComponent) => `${blockLabel(block)} block (<${block} />)`;

describe('the blocks a page’s settings need', () => {
  it.each([
    ['a product page with its price and closing call to action', { type: 'product', product: 'ichra' }, `Text.\n\n${PRICE}\n${CLOSING}`],
    ['a legal page with its addresses', { type: 'legal' }, 'Text.\n\n<LegalContact />\n'],
    ['a guide made of sections', { type: 'guide' }, '<Section title="One">\n  Text.\n</Section>\n'],
    ['an ordinary page with no block at all', { type: 'page' }, 'Text.\n'],
    ['a page with search data of questions that holds one', { type: 'page', structuredData: ['faq'] }, QUESTION],
    ['a page whose questions are in a block it places', { type: 'page', structuredData: ['faq'] }, '<Block name="questions" />\n'],
    ['a page with the four prices in a sentence', { type: 'page', structuredData: ['offers'] }, 'Prices: <PriceList item="{price} for {products}" />.\n'],
  ])('%s is accepted', (_page, front, body) => {
    expect(problems(front, body)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, ContentComponent]>([
    ['a product page that lost its closing call to action', { type: 'product', product: 'ichra' }, `Text.\n\n${PRICE}`, 'ContactBlock'],
    ['a product page whose price was typed over', { type: 'product', product: 'ichra' }, `x\n\n${CLOSING}`, 'PriceCallout'],
    ['a legal page without its addresses', { type: 'legal' }, 'Text.\n', 'LegalContact'],
    ['a guide without sections', { type: 'guide' }, 'Text.\n', 'Section'],
    ['a page with search data of questions and none left', { type: 'page', structuredData: ['faq'] }, 'x\n', 'Question'],
  ])(
    '%s is refused, naming the block',
    (_page, front, body, block) => {
      const found = problems(front, body);
      expect(found).toHaveLength(1);
      expect(found[0]).toContain(named(block));
    },
  );

  it('names every block that would do when any of several would', () => {
    const [found] = problems({ type: 'page', structuredData: ['offers'] }, 'No prices.\n');
    for (const block of ['PriceCards', 'ProductCards', 'PriceList'] as const) expect(found).toContain(named(block));
  });

  it('asks nothing of a block file, which has no settings', () => {
    expect(bodyProblems('block.mdx', parseMdx('Text.\n'), undefined, context)).toEqual([]);
  });
});
