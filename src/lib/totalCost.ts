// The total-cost calculator's formulas: what each administrator charges a month and in
// the first year, from the fees in content/data/numbers.yaml.
import type { ProductCode } from './products.ts';

/** What an administrator charges, in whole US dollars. */
export interface Fees {
  /** Per participant per month. */
  perParticipant: number;
  /** Per month, whatever the number of participants. */
  platformFee: number;
  /** Once, at the start. */
  setupFee: number;
}

/** One administrator with its fees. */
export interface Administrator extends Fees {
  name: string;
}

/** One row of the result table. */
export interface CostRow {
  name: string;
  monthly: number;
  firstYear: number;
}

/**
 * The products the competitors are compared for: the spec gives their fees for ICHRA and QSEHRA
 * only, so GCHRA and EBHRA show Salusion's cost alone.
 */
const COMPARED_PRODUCTS: readonly ProductCode[] = ['ichra', 'qsehra'];

/** Monthly cost = participants × price per participant + monthly platform fee. */
export function monthlyCost(participants: number, fees: Fees): number {
  return participants * fees.perParticipant + fees.platformFee;
}

/** First-year cost = months in a plan year × monthly cost + setup fee. */
export function firstYearCost(participants: number, fees: Fees, planYearMonths: number): number {
  return planYearMonths * monthlyCost(participants, fees) + fees.setupFee;
}

/** The result rows: Salusion first, then the competitors where they are compared for `product`. */
export function costRows(
  participants: number,
  product: ProductCode,
  salusion: Administrator,
  competitors: readonly Administrator[],
  planYearMonths: number,
): CostRow[] {
  const compared = COMPARED_PRODUCTS.includes(product) ? competitors : [];
  return [salusion, ...compared].map((a) => ({
    name: a.name,
    monthly: monthlyCost(participants, a),
    firstYear: firstYearCost(participants, a, planYearMonths),
  }));
}

/** Salusion's first-year saving against each competitor row (negative if it costs more). */
export function savings(rows: readonly CostRow[]): { name: string; amount: number }[] {
  const [own, ...others] = rows;
  if (!own) return [];
  return others.map((r) => ({ name: r.name, amount: r.firstYear - own.firstYear }));
}
