// /.well-known/security.txt as RFC 9116 reads it: one "Field: value" a line, the required Contact
// (a URI) and Expires (an RFC 3339 date-time, the end of the day named), and Canonical at the
// site's own address.
import { describe, expect, it } from 'vitest';
import { SECURITY_TXT_PATH, securityTxt } from '~/lib/securityTxt';

const fields = { contact: 'security@example.com', policy: 'https://example.com/security-policy', expires: '2027-11-30', preferredLanguages: 'en, es' };

describe('securityTxt', () => {
  it('writes each field on a line of its own, in the order the RFC lists them', () => {
    expect(securityTxt(fields, 'https://www.example.com')).toBe(
      [
        'Contact: mailto:security@example.com',
        'Expires: 2027-11-30T23:59:59.000Z',
        'Preferred-Languages: en, es',
        'Canonical: https://www.example.com/.well-known/security.txt',
        'Policy: https://example.com/security-policy',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['https://www.example.com', 'https://www.example.com/.well-known/security.txt'],
    ['https://www.example.com/', 'https://www.example.com/.well-known/security.txt'],
  ])('names its canonical address from the origin %s', (origin, canonical) => {
    expect(securityTxt(fields, origin)).toContain(`Canonical: ${canonical}\n`);
    expect(new URL(canonical).pathname).toBe(SECURITY_TXT_PATH);
  });

  it('an Expires that parses as a date-time, the last second of the day named', () => {
    const expires = /^Expires: (.*)$/m.exec(securityTxt(fields, 'https://www.example.com'))![1]!;
    expect(new Date(expires).toISOString()).toBe('2027-11-30T23:59:59.000Z');
  });
});
