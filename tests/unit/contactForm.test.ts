import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, trimContact, validateContact } from '~/lib/contactForm';

const ok = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Tell me about ICHRAs.' };

describe('validateContact', () => {
  it.each([
    ['a complete message', ok, {}],
    ['an empty form', { name: '', email: '', message: '' }, { name: 'required', email: 'required', message: 'required' }],
    ['whitespace only', { ...ok, name: '   ' }, { name: 'required' }],
    ['an address without @', { ...ok, email: 'ada.example.com' }, { email: 'invalidEmail' }],
    ['an address without a dot in the domain', { ...ok, email: 'ada@example' }, { email: 'invalidEmail' }],
    ['an address with a space', { ...ok, email: 'ada @example.com' }, { email: 'invalidEmail' }],
    ['a name at the limit', { ...ok, name: 'x'.repeat(100) }, {}],
    ['a name over the limit', { ...ok, name: 'x'.repeat(101) }, { name: 'tooLong' }],
    ['an email over the limit', { ...ok, email: `${'x'.repeat(250)}@a.co` }, { email: 'tooLong' }],
    ['a message at the limit', { ...ok, message: 'x'.repeat(5000) }, {}],
    ['a message over the limit', { ...ok, message: 'x'.repeat(5001) }, { message: 'tooLong' }],
    ['padding around a valid value', { ...ok, email: '  ada@example.com  ' }, {}],
  ])('%s', (_name, values, errors) => {
    expect(validateContact(values)).toEqual(errors);
  });

  it("uses the contact form's limits", () => {
    expect(CONTACT_LIMITS).toEqual({ name: 100, email: 254, message: 5000 });
  });
});

describe('trimContact', () => {
  it('trims every field and sends exactly name, email and message', () => {
    expect(trimContact({ name: ' Ada ', email: ' a@b.co ', message: '\nHi\n' })).toEqual({ name: 'Ada', email: 'a@b.co', message: 'Hi' });
  });
});
