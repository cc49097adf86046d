import { describe, expect, it } from 'vitest';
import { inlineText } from '~/build/guidePdf';
import { guideSections } from '~/build/guideSections';

const numbers = { plan: { noticeDaysBefore: 90, affordabilityPercent: 9.02 } };
const text = (mdx: string) => guideSections(mdx, numbers).map((s) => ({ title: s.title, text: s.blocks.map(inlineText).join('\n') }));

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
    const sections = guideSections(mdx, numbers);
    expect(sections.map((s) => s.title)).toEqual(['First & one', 'Second']);
    expect(sections[0]!.blocks.map((b) => b.type)).toEqual(['paragraph', 'list']);
  });

  it('refuses a title written as an expression', () => {
    expect(() => guideSections('<Section title={"Notices"}>\n  x\n</Section>', numbers)).toThrow(/title="…" written as a plain string/);
  });

  it('names a number key that does not exist', () => {
    expect(() => guideSections('<Section title="A">\n  <N k="plan.nope" />\n</Section>', numbers)).toThrow('has no number "plan.nope"');
  });
});
