// The contact form's rules, shared by the island and its tests. The validator
// returns codes, not words: the words live in content/site/ui.json.

/** The three fields the contact call sends. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** The longest value each field accepts; the inputs' maxlength uses the same numbers. */
export const CONTACT_LIMITS: Readonly<Record<keyof ContactMessage, number>> = { name: 100, email: 254, message: 5000 };

/** Why a field was refused. */
export type ContactErrorCode = 'required' | 'tooLong' | 'invalidEmail';

/** Field → reason, for each field that fails. Empty when the form can be sent. */
export type ContactErrors = Partial<Record<keyof ContactMessage, ContactErrorCode>>;

/** The path of the contact call, relative to the API base. */
export const CONTACT_PATH = 'send/webContact';

/** How long the contact call may take before the visitor is told it failed. */
export const CONTACT_TIMEOUT_MS = 15_000;

// One @, no spaces, a dot in the domain: what a person can type, without rejecting real addresses.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims every field, as the call sends them. */
export function trimContact(values: ContactMessage): ContactMessage {
  return { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
}

/** Validates the whole form, in field order. */
export function validateContact(values: ContactMessage): ContactErrors {
  const trimmed = trimContact(values);
  const errors: ContactErrors = {};
  for (const field of ['name', 'email', 'message'] as const) {
    const value = trimmed[field];
    if (value === '') errors[field] = 'required';
    else if (value.length > CONTACT_LIMITS[field]) errors[field] = 'tooLong';
    else if (field === 'email' && !EMAIL.test(value)) errors[field] = 'invalidEmail';
  }
  return errors;
}
