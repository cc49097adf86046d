// The payout estimator's inputs in the page's address (pay-…), so a shared link shows the same
// estimate beside any other tool on the page.
import { PRODUCT_CODES, type ProductCode } from './products.ts';

/** The query parameters the estimator reads and writes. */
export const PAYOUT_PARAMS = ['pay-companies', 'pay-participants', 'pay-product'] as const;

/** What a link says, as text for the fields; undefined where it says nothing. */
export interface PayoutLink {
  companies?: string;
  participants?: string;
  product?: ProductCode;
}

/** Reads the estimator's parameters from a query; a product that is not one of the codes is ignored. */
export function readPayoutLink(query: URLSearchParams): PayoutLink {
  const companies = query.get('pay-companies') ?? undefined;
  const participants = query.get('pay-participants') ?? undefined;
  const product = PRODUCT_CODES.find((code) => code === query.get('pay-product'));
  return { ...(companies !== undefined && { companies }), ...(participants !== undefined && { participants }), ...(product && { product }) };
}

/** The estimator's parameters for its inputs. */
export function payoutParams(inputs: { companies: number; participants: number; product: ProductCode }): Record<(typeof PAYOUT_PARAMS)[number], string> {
  return { 'pay-companies': String(inputs.companies), 'pay-participants': String(inputs.participants), 'pay-product': inputs.product };
}
