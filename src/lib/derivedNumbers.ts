// Numbers that follow from others in content/data/numbers.yaml. They are computed here, not written
// into the file, so that an editor changes only the inputs and the page, the PDF and the content
// check (all through numberAt) can never show a result that disagrees with them.
import { PRODUCT_CODES } from './products.ts';

/** Reads a number from the numbers data by its dotted key. */
type Read = (key: string) => number;

/** Each derived number by the dotted key pages use in <N k="…" />, with how it is computed. */
export const derivedNumbers: Readonly<Record<string, (read: Read) => number>> = {
  /** The allowance released each month (and so available on day one) in the guides' example: $3,600 a year is $300. */
  'plan.exampleMonthlyRelease': (read) => read('plan.exampleAnnualAllowance') / read('plan.planYearMonths'),
  /** The highest referral payout of the four products: what "earn up to …" promises. */
  'referralPayouts.highest': (read) => Math.max(...PRODUCT_CODES.map((code) => read(`referralPayouts.${code}`))),
};
