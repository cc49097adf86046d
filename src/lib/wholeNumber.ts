// Reads a count a visitor typed (participants, employees, a class size). Fields are text inputs
// with a numeric keyboard, not type=number, so that letters reach us and get a clear message
// instead of being silently dropped by the browser.

/** Why typed text is not an acceptable count; each has its own message in content/site/ui.json. */
const COUNT_PROBLEMS = ['empty', 'zero', 'negative', 'decimal', 'tooLarge', 'notNumber'] as const;

/** One reason a count is refused. */
export type CountProblem = (typeof COUNT_PROBLEMS)[number];

/** A parsed count, or the reason it was refused. */
export type CountResult = { value: number } | { problem: CountProblem };

/**
 * Parses a whole number from 1 to `max`, or from 0 with `allowZero` (a count that may be none, such
 * as full-time employees). Thousands separators ("1,000") and surrounding spaces are accepted
 * because visitors type them; anything else that is not a plain whole number is refused.
 */
export function parseCount(text: string, max = Number.MAX_SAFE_INTEGER, { allowZero = false } = {}): CountResult {
  const typed = text.trim().replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (typed === '') return { problem: 'empty' };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(typed)) return { problem: 'notNumber' };
  // "-0" is zero, not negative zero, which would be written "-0" (adding 0 turns -0 into 0).
  const value = Number(typed) + 0;
  if (value < 0) return { problem: 'negative' };
  // 309 digits or more read as Infinity, which is no decimal: it is too large.
  if (value === Infinity) return { problem: 'tooLarge' };
  if (!Number.isInteger(value)) return { problem: 'decimal' };
  if (value === 0 && !allowZero) return { problem: 'zero' };
  if (value > max) return { problem: 'tooLarge' };
  return { value };
}
