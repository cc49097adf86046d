// A page that states a rule of law or a tax figure carries the "not legal or tax advice" line: the
// layout decides from the page's MDX whether it does, so no page has to remember to say so.
import { describe, expect, it } from 'vitest';
import { statesRules } from '~/build/mdx';

describe('statesRules', () => {
  it.each([
    ['a plan rule', 'Notices go out <N k="plan.noticeDaysBefore" /> days before.', true],
    ['a yearly figure', 'At most <YearlyFigure k="ebhraMax" as="usd" item="{figure} in {year}" />.', true],
    ['a plan rule inside a question', '<Question title="When?">\n  <N k="plan.w2Due" />\n</Question>', true],
    ['a price only', 'It costs <N k="prices.ichra" as="usd" /> a month.', false],
    ['a payout only', 'Earn up to <N k="referralPayouts.highest" as="usd" />.', false],
    ['plain text', 'Book a call.', false],
  ])('%s: %s', (_name, mdx, states) => {
    expect(statesRules(mdx)).toBe(states);
  });
});
