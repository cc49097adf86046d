import { describe, expect, it } from 'vitest';
import { inlineText } from '~/build/guidePdf';
import { guideSections } from '~/build/guideSections';

const numbers = {
  plan: { noticeDaysBefore: 90, affordabilityPercent: 9.02 },
  planYears: [
    { year: 2026, ebhraMax: 2200, sources: { ebhraMax: 'E-26' } },
    { year: 2027, ebhraMax: 2250, sources: { ebhraMax: 'E-27' } },
  ],
};
/** The numbers as a build on `today` writes them, each yearly figure with its source and `notInYet` after a year whose figure is not in. */
const at = (today: string) => ({ numbers, figures: { source: '[{source}]', notInYet: '(not in for {year})' }, today: new Date(`${today}T00:00:00Z`) });
const text = (mdx: string, today = '2026-06-01') => guideSections(mdx, at(today)).map((s) => ({ title: s.title, text: s.blocks.map(inlineText).join('\n') }));

describe('guideSections reads <Section> blocks from the MDX syntax tree', () => {
  it.each([
    ['attributes in either order', '<Section title="Notices">\n  Due <N as="count" k="plan.noticeDaysBefore" /> days.\n</Section>', 'Due 90 days.'],
    ['single quotes', "<Section title='Notices'>\n  Due <N k='plan.noticeDaysBefore' /> days.\n</Section>", 'Due 90 days.'],
    ['a tag broken over lines', '<Section title="Notices">\n  Due <N\n    k="plan.affordabilityPercent"\n    as="percent"\n  /> of income.\n</Section>', 'Due 9.02% of income.'],
    ['a title with an ampersand', '<Section title="Notices">\n  A &amp; B.\n</Section>', 'A & B.'],
  ])('%s', (_name, mdx, expected) => {
    expect(text(mdx)).toEqual([{ title: 'Notices', text: expected }]);
  });

  it('keeps every section in order with its lists, and ignores text outside sections', () => {
    const mdx = 'Intro\n\n<Section title="First &amp; one">\n  Line one\n\n  - item\n</Section>\n\n<Section title="Second">\n  Two.\n</Section>\n';
    const sections = guideSections(mdx, at('2026-06-01'));
    expect(sections.map((s) => s.title)).toEqual(['First & one', 'Second']);
    expect(sections[0]!.blocks.map((b) => b.type)).toEqual(['paragraph', 'list']);
  });

  it('refuses a title written as an expression', () => {
    expect(() => guideSections('<Section title={"Notices"}>\n  x\n</Section>', at('2026-06-01'))).toThrow(/title="…" written as a plain string/);
  });

  it('names a number key that does not exist', () => {
    expect(() => guideSections('<Section title="A">\n  <N k="plan.nope" />\n</Section>', at('2026-06-01'))).toThrow('has no number "plan.nope"');
  });

  it.each([
    // the build's day, what a yearly figure writes: this year, and next year once its figure is in
    ['2026-06-01', '$2,200 for 2026 plans [E-26], $2,250 for 2027 plans [E-27]'],
    ['2027-12-01', '$2,250 for 2027 plans [E-27] (not in for 2028)'],
  ])('writes a <YearlyFigure> for the plan years a build on %s speaks of: %s', (today, expected) => {
    const mdx = '<Section title="Maximum">\n  <YearlyFigure k="ebhraMax" as="usd" item="{figure} for {year} plans" />\n</Section>';
    expect(text(mdx, today)).toEqual([{ title: 'Maximum', text: expected }]);
  });
});
