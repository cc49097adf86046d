// The referral payout rule by product, the shared-link codecs of the tools that had none (what each
// writes into the address is what it reads back, and a link's odd values are ignored or kept as
// typed for the field to refuse), and how every tool's parameters go into the address.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Numbers } from '~/data/numbers';
import { CHOOSER_PARAMS, chooserParams, readChooserLink } from '~/lib/chooserLink';
import { CLASS_SIZE_PARAMS, checkerParams, readCheckerLink } from '~/lib/classSizeLink';
import { estimatePayout } from '~/lib/payout';
import { PAYOUT_PARAMS, payoutParams, readPayoutLink } from '~/lib/payoutLink';
import { carriesAny, withToolParams } from '~/lib/toolAddress';

const { referralPayouts, plan, tools } = (parse(readFileSync('content/data/numbers.yaml', 'utf8')) as { numbers: Numbers }).numbers;

describe('estimatePayout', () => {
  it.each([
    // companies, participants per company, product, per participant, participants, total
    [1, 10, 'ichra', 42, 10, 420],
    [1, 10, 'qsehra', 42, 10, 420],
    [1, 10, 'gchra', 15, 10, 150],
    [1, 10, 'ebhra', 15, 10, 150],
    [1, 1, 'ichra', 42, 1, 42],
    [3, 25, 'qsehra', 42, 75, 3150],
    [3, 25, 'ebhra', 15, 75, 1125],
    [100, 10000, 'ichra', 42, 1_000_000, 42_000_000],
  ] as const)('%i companies × %i participants of %s pay %i each: %i participants, $%i', (companies, participantsPerCompany, product, perParticipant, participants, total) => {
    expect(estimatePayout({ companies, participantsPerCompany, product }, referralPayouts)).toEqual({ perParticipant, participants, total });
  });

  it('takes the payout from the numbers it is given, not from the code', () => {
    expect(estimatePayout({ companies: 2, participantsPerCompany: 5, product: 'gchra' }, { ...referralPayouts, gchra: 20 }).total).toBe(200);
  });
});

const url = (query = '') => new URL(`https://example.com/referral-program${query}`);

describe('a tool\'s parameters in the address', () => {
  const params = ['t-a', 't-b'] as const;
  it.each([
    // the address before, the values, the address after
    ['', { 't-a': '1', 't-b': '2' }, '?t-a=1&t-b=2'],
    ['?utm=x&t-b=9&t-a=8', { 't-a': '1', 't-b': '2' }, '?utm=x&t-a=1&t-b=2'],
    ['?t-a=8&t-a=7', { 't-a': '1' }, '?t-a=1'],
    ['?t-a=8&t-b=9', { 't-a': '1', 't-b': undefined }, '?t-a=1'],
    ['?t-a=8&t-b=9&other=y', { 't-b': '2' }, '?other=y&t-b=2'],
    // An entry refused: every parameter of the tool leaves, the others stay.
    ['?t-a=%3Cscript%3E&other=y&t-b=2', undefined, '?other=y'],
    ['', undefined, ''],
  ] as const)('%s with %o is %s', (before, values, after) => {
    expect(withToolParams(url(before), params, values).search).toBe(after);
  });

  it('leaves the address it is given as it is', () => {
    const address = url('?t-a=8');
    withToolParams(address, params, { 't-a': '1' });
    expect(address.search).toBe('?t-a=8');
  });

  it.each([
    ['?t-b=', true],
    ['?t-a=1&x=2', true],
    ['?x=2', false],
    ['', false],
  ])('%s carries the tool: %s', (query, carried) => expect(carriesAny(new URLSearchParams(query), params)).toBe(carried));
});

describe('payout link', () => {
  it('writes pay-… parameters beside the others and reads them back', () => {
    const address = withToolParams(url('?participants=7'), PAYOUT_PARAMS, payoutParams({ companies: 3, participants: 25, product: 'qsehra' }));
    expect(address.search).toBe('?participants=7&pay-companies=3&pay-participants=25&pay-product=qsehra');
    expect(readPayoutLink(address.searchParams)).toEqual({ companies: '3', participants: '25', product: 'qsehra' });
    expect([...address.searchParams.keys()].filter((k) => k.startsWith('pay-'))).toEqual([...PAYOUT_PARAMS]);
  });

  it.each([
    ['', {}],
    ['?pay-product=acme', {}],
    ['?pay-companies=abc&pay-participants=2.5', { companies: 'abc', participants: '2.5' }],
  ])('reads %s as %o', (query, link) => {
    expect(readPayoutLink(url(query).searchParams)).toEqual(link);
  });
});

describe('class-size checker link', () => {
  it('writes the employees, the group plan and each size, with a class that has no size yet left empty', () => {
    const address = withToolParams(url(), CLASS_SIZE_PARAMS, checkerParams({ employees: 150, groupPlan: false, sizes: [40, undefined, 12] }));
    expect(address.search).toBe('?employees=150&group-plan=no&class-sizes=40%2C%2C12');
    expect(readCheckerLink(address.searchParams, tools.checkerClassesMax)).toEqual({ employees: '150', groupPlan: false, sizes: ['40', '', '12'] });
    expect([...address.searchParams.keys()]).toEqual([...CLASS_SIZE_PARAMS]);
  });

  it.each([
    ['', {}],
    ['?group-plan=maybe', {}],
    ['?group-plan=yes&class-sizes=7', { groupPlan: true, sizes: ['7'] }],
  ])('reads %s as %o', (query, link) => {
    expect(readCheckerLink(url(query).searchParams, tools.checkerClassesMax)).toEqual(link);
  });

  it('takes no more classes from a link than the checker checks at once', () => {
    const max = tools.checkerClassesMax;
    const sizes = Array.from({ length: 1000 }, (_, i) => String(i + 1));
    expect(readCheckerLink(url(`?class-sizes=${sizes.join(',')}`).searchParams, max).sizes).toEqual(sizes.slice(0, max));
    expect(readCheckerLink(url('?class-sizes=3,4').searchParams, max).sizes).toEqual(['3', '4']);
  });
});

describe('HRA chooser link', () => {
  const limit = plan.qsehraMaxEmployees;
  it.each([
    // answers, the employees field's text, the query they write
    [{}, '', ''],
    [{ groupPlan: true }, '', '?hra-group-plan=yes'],
    [{ groupPlan: true, paysFor: 'excepted' }, '', '?hra-group-plan=yes&hra-pays-for=excepted'],
    [{ groupPlan: false, employees: 12, differentAllowances: true }, '12', '?hra-group-plan=no&hra-employees=12&hra-allowances=yes'],
    [{ groupPlan: false, employees: 12, differentAllowances: true }, ' 12 ', '?hra-group-plan=no&hra-employees=12&hra-allowances=yes'],
    // While the count is refused, no answer stays in the address, the refused text least of all.
    [{ groupPlan: false, differentAllowances: true }, 'abc', ''],
    [{ groupPlan: false, differentAllowances: true }, '<script>alert(1)</script>', ''],
    [{ groupPlan: false, differentAllowances: true }, '', '?hra-group-plan=no'],
    // Questions no longer asked are not written.
    [{ groupPlan: false, paysFor: 'excepted', employees: limit, differentAllowances: true }, String(limit), `?hra-group-plan=no&hra-employees=${limit}`],
    [{ groupPlan: true, paysFor: 'individual', employees: 12 }, '12', '?hra-group-plan=yes&hra-pays-for=individual'],
  ] as const)('writes %o with the field holding %j as %s', (answers, employeesText, query) => {
    const before = url('?hra-pays-for=groupCosts&hra-allowances=no&hra-employees=30');
    expect(withToolParams(before, CHOOSER_PARAMS, chooserParams(answers, employeesText, limit)).search).toBe(query);
  });

  it('reads back what it wrote, the count as text', () => {
    const address = withToolParams(url(), CHOOSER_PARAMS, chooserParams({ groupPlan: false, employees: 12, differentAllowances: false }, '12', limit));
    expect(readChooserLink(address.searchParams)).toEqual({ answers: { groupPlan: false, differentAllowances: false }, employeesText: '12' });
    expect(CHOOSER_PARAMS).toContain('hra-employees');
  });

  it('ignores answers that are not among the choices', () => {
    expect(readChooserLink(url('?hra-group-plan=perhaps&hra-pays-for=everything&hra-employees=abc').searchParams)).toEqual({ answers: {}, employeesText: 'abc' });
  });
});
