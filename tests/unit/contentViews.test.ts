// The browser editor's document names what every block with no text of its own renders, so a block
// added to the site's components is never a blank box there, and names each number in the words the
// site uses (PCOR, Form 720).
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { contentProps } from '~/schemas/components';
import { numberName } from '~/editor/contentData';
import { summaryOf } from '~/editor/contentViews';

/** Blocks whose words are written inside them (their schema says what goes there), and the Button mark. */
const withText = (name: string, props: z.ZodType) => name === 'Button' || Boolean(z.globalRegistry.get(props)?.['children']);

describe('summaryOf', () => {
  const textless = Object.entries(contentProps).filter(([name, props]) => !withText(name, props));

  it.each(textless.map(([name]) => name))('gives %s a line of its own', (name) => {
    expect(summaryOf(name, {})).toMatch(/\w/);
  });

  it.each([
    ['ToolLinks', { links: true, product: 'ichra' }, /^Links to the ICHRA tools/],
    ['ToolLinks', {}, /^Cards of every tool/],
    ['Counts', { employers: 'a', employees: 'b', stacked: true }, /^Employer and employee counts, from Numbers, in a column$/],
    ['Counts', { setupFee: 'a', platformFee: 'b' }, /setup and platform fees, from Numbers$/],
    ['CompareTable', { caption: 'Side by side', columns: 'A, B' }, /“Side by side”, its columns A · B/],
  ])('says what %s with %o shows', (name, value, line) => {
    expect(summaryOf(name, value)).toMatch(line);
  });
});

describe('numberName', () => {
  it.each([
    ['plan.pcorPlanYearsEndingBefore', 'PCOR plan years ending before'],
    ['plan.form720Due', 'Form 720 due'],
    ['plan.qsehraMaxEmployees', 'QSEHRA max employees'],
    ['prices.ichra', 'ICHRA price'],
  ])('names %s as %s', (key, name) => {
    expect(numberName(key)).toBe(name);
  });
});
