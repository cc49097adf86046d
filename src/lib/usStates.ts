// The states an employee can work in, by the two-letter codes a census carries, and the poverty-line
// region of each: HHS publishes one poverty guideline for the 48 contiguous states and the District
// of Columbia, and one each for Alaska and Hawaii (numbers.yaml, planYears.*.povertyLine).

/** The 50 states and the District of Columbia, by their postal codes. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

/** A state's (or DC's) two-letter code. */
export type UsState = (typeof US_STATES)[number];

/** The regions of the HHS poverty guidelines. */
export type PovertyRegion = 'contiguous' | 'alaska' | 'hawaii';

/** The poverty-line region of `state`. */
export function povertyRegion(state: UsState): PovertyRegion {
  return state === 'AK' ? 'alaska' : state === 'HI' ? 'hawaii' : 'contiguous';
}

/** `text` as a state's code (any case, spaces around it ignored), or undefined when it names none. */
export function parseState(text: string): UsState | undefined {
  const code = text.trim().toUpperCase();
  return (US_STATES as readonly string[]).includes(code) ? (code as UsState) : undefined;
}
