// Endorsements disclose a paid relationship (the FTC's endorsement guides, 16 CFR 255.5): the
// testimonial schema refuses a broker's or referrer's quote without its disclosure, in words an
// editor can act on, and the testimonials file passes it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dataFileSchemas, testimonials } from '~/schemas';

const quote = { name: 'Grace Liu', text: 'Salusion explains ICHRA affordability in plain language.' };
const disclosure = 'Grace Liu earns referral payouts from Salusion for the firms she refers.';

describe('a testimonial', () => {
  it.each([
    // relationship, connection, accepted
    ['customer', undefined, true],
    ['customer', disclosure, true],
    ['broker', disclosure, true],
    ['referrer', disclosure, true],
    ['broker', undefined, false],
    ['referrer', undefined, false],
    ['referrer', '', false],
  ] as const)('from a %s with connection %j is accepted: %s', (relationship, connection, accepted) => {
    const entry = { ...quote, relationship, ...(connection === undefined ? {} : { connection }) };
    expect(testimonials.safeParse(entry).success).toBe(accepted);
  });

  it('from a referrer without a disclosure is refused at Connection, in plain words', () => {
    const issues = testimonials.safeParse({ ...quote, relationship: 'referrer' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['connection', 'a referrer is paid by Salusion, so readers must be told: write that in one sentence under Connection, e.g. "Grace Liu earns referral payouts from Salusion for the firms she refers."'],
    ]);
  });

  it('must say how the reviewer stands to Salusion', () => {
    const issues = testimonials.safeParse(quote).error?.issues ?? [];
    expect(issues.map((i) => i.path.join('.'))).toEqual(['relationship']);
    expect(testimonials.safeParse({ ...quote, relationship: 'friend' }).error?.issues[0]?.message).toBe('relationship must be one of customer, broker, referrer');
  });

  it('is refused in the file too, with its place in the list', () => {
    const file = parse(readFileSync('content/testimonials/testimonials.yaml', 'utf8')) as { testimonials: Record<string, unknown>[] };
    expect(dataFileSchemas.testimonials.safeParse(file).success).toBe(true);
    const index = file.testimonials.findIndex((t) => t['relationship'] === 'referrer');
    delete file.testimonials[index]!['connection'];
    const issues = dataFileSchemas.testimonials.safeParse(file).error?.issues ?? [];
    expect(issues.map((i) => i.path.join('.'))).toEqual([`testimonials.${index}.connection`]);
  });
});

describe('the testimonials file', () => {
  const file = parse(readFileSync('content/testimonials/testimonials.yaml', 'utf8')) as { testimonials: { name: string; relationship: string; connection?: string }[] };

  it('discloses every paid relationship, the accountant who refers firms included', () => {
    const paid = file.testimonials.filter((t) => t.relationship !== 'customer');
    expect(paid.map((t) => t.name)).toEqual(['Luis Ortega', 'Teresa Alvarez', 'Grace Liu']);
    expect(paid.every((t) => (t.connection ?? '').length > 10)).toBe(true);
  });
});
