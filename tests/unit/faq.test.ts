// The FAQ a page's structured data carries is read from its <Question> blocks with numbers written
// out; these cases pin down how the answers' text is put together.
import { describe, expect, it } from 'vitest';
import { faqItems } from '~/build/faq';

const source = { numbers: { prices: { gchra: 5 }, plan: { days: 4 } }, figures: { source: '', notInYet: '' }, today: new Date('2026-06-01T00:00:00Z') };

describe('faqItems', () => {
  it.each([
    ['a plain answer', '<Question title="Why?">\n  Because.\n</Question>', [{ question: 'Why?', answer: 'Because.' }]],
    [
      'numbers written out',
      '<Question title="Price?">\n  <N k="prices.gchra" as="usd" /> a month, paid in <N k="plan.days" /> days.\n</Question>',
      [{ question: 'Price?', answer: '$5 a month, paid in 4 days.' }],
    ],
    [
      'bold, links and two paragraphs',
      '<Question title="How?">\n  **Yes.** See [pricing](/pricing)\n  today.\n\n  Second part.\n</Question>',
      [{ question: 'How?', answer: 'Yes. See pricing today. Second part.' }],
    ],
    ['no questions at all', '## Heading\n\n<Section title="Not a question">Text</Section>', []],
    [
      'several, in order',
      '<Question title="One">A</Question>\n\n<Question title="Two">B</Question>',
      [
        { question: 'One', answer: 'A' },
        { question: 'Two', answer: 'B' },
      ],
    ],
  ])('reads %s', (_name, mdx, expected) => {
    expect(faqItems(mdx, source)).toEqual(expected);
  });
});
