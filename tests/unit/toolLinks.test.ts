// The referral payout rule by product, and the shared-link codecs of the tools that had none: what
// each writes into the address is what it reads back, and a link's odd values are ignored or kept
// as typed for the field to refuse.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Numbers } from '~/data/numbers';
import { CHOOSER_PARAMS, readChooserLink, writeChooserLink } from '~/lib/chooserLink';
import { CLASS_SIZE_PARAMS, readCheckerLink, writeCheckerLink } from '~/lib/classSizeLink';
import { estimatePayout } from '~/lib/payout';
import { PAYOUT_PARAMS, readPayoutLink, writePayoutLink } from '~/lib/payoutLink';

const { referralPayouts, plan } = (parse(readFileSync('content/data/numbers.yaml', 'utf8')) as { numbers: Numbers }).numbers;

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

describe('payout link', () => {
  it('writes pay-… parameters beside the others and reads them back', () => {
    const address = url('?participants=7');
    writePayoutLink(address, { companies: 3, participants: 25, product: 'qsehra' });
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
    const address = url();
    writeCheckerLink(address, { employees: 150, groupPlan: false, sizes: [40, undefined, 12] });
    expect(address.search).toBe('?employees=150&group-plan=no&class-sizes=40%2C%2C12');
    expect(readCheckerLink(address.searchParams)).toEqual({ employees: '150', groupPlan: false, sizes: ['40', '', '12'] });
    expect([...address.searchParams.keys()]).toEqual([...CLASS_SIZE_PARAMS]);
  });

  it.each([
    ['', {}],
    ['?group-plan=maybe', {}],
    ['?group-plan=yes&class-sizes=7', { groupPlan: true, sizes: ['7'] }],
  ])('reads %s as %o', (query, link) => {
    expect(readCheckerLink(url(query).searchParams)).toEqual(link);
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
    // A refused count is written as typed, and the answer it would have led to is not.
    [{ groupPlan: false, differentAllowances: true }, 'abc', '?hra-group-plan=no&hra-employees=abc'],
    [{ groupPlan: false, differentAllowances: true }, '', '?hra-group-plan=no'],
    // Questions no longer asked are not written.
    [{ groupPlan: false, paysFor: 'excepted', employees: limit, differentAllowances: true }, String(limit), `?hra-group-plan=no&hra-employees=${limit}`],
    [{ groupPlan: true, paysFor: 'individual', employees: 12 }, '12', '?hra-group-plan=yes&hra-pays-for=individual'],
  ] as const)('writes %o with the field holding %j as %s', (answers, employeesText, query) => {
    const address = url('?hra-pays-for=groupCosts&hra-allowances=no&hra-employees=30');
    writeChooserLink(address, answers, employeesText, limit);
    expect(address.search).toBe(query);
  });

  it('reads back what it wrote, the count as text', () => {
    const address = url();
    writeChooserLink(address, { groupPlan: false, employees: 12, differentAllowances: false }, '12', limit);
    expect(readChooserLink(address.searchParams)).toEqual({ answers: { groupPlan: false, differentAllowances: false }, employeesText: '12' });
    expect(CHOOSER_PARAMS).toContain('hra-employees');
  });

  it('ignores answers that are not among the choices', () => {
    expect(readChooserLink(url('?hra-group-plan=perhaps&hra-pays-for=everything&hra-employees=abc').searchParams)).toEqual({ answers: {}, employeesText: 'abc' });
  });
});
