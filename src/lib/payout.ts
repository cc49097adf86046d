// The referral payout estimator's rule: a referral pays a fixed amount per referred participant,
// by the referred company's product (referralPayouts in content/data/numbers.yaml), once the
// participant qualifies. The estimate assumes every participant qualifies.
import type { ProductCode } from './products.ts';

/** What the visitor refers: how many companies, their participants each, and their product. */
export interface Referral {
  companies: number;
  participantsPerCompany: number;
  product: ProductCode;
}

/** The estimate, with the figures it multiplies. */
export interface PayoutEstimate {
  /** The payout per participant for the product, in US dollars. */
  perParticipant: number;
  /** Participants across all companies. */
  participants: number;
  /** Participants × payout per participant, in US dollars. */
  total: number;
}

/** The payout for `referral` when every referred participant qualifies. */
export function estimatePayout(referral: Referral, payouts: Readonly<Record<ProductCode, number>>): PayoutEstimate {
  const perParticipant = payouts[referral.product];
  const participants = referral.companies * referral.participantsPerCompany;
  return { perParticipant, participants, total: participants * perParticipant };
}
