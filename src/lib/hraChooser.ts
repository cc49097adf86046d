// The HRA chooser's decision tree: which questions to ask given the answers so far, and
// which product they lead to, with the reason. The FTE threshold is plan.qsehraMaxEmployees.
import type { ProductCode } from './products.ts';

/** What the HRA should pay for, when a group plan is offered. */
export const PAYS_FOR = ['groupCosts', 'excepted', 'individual'] as const;

/** One answer to "What should the HRA pay for?". */
export type PaysFor = (typeof PAYS_FOR)[number];

/** The answers given so far; a question not answered (or no longer asked) is undefined. */
export interface Answers {
  groupPlan?: boolean;
  paysFor?: PaysFor;
  /** Full-time equivalent employees, once a valid number is typed. */
  employees?: number;
  differentAllowances?: boolean;
}

/** The questions, in the order they are asked. */
export type Question = 'groupPlan' | 'paysFor' | 'employees' | 'differentAllowances';

/** Why a product is recommended; each has its one-line reason in content/site/ui.json. */
export type Reason = 'groupCosts' | 'excepted' | 'individual' | 'largeEmployer' | 'differentAllowances' | 'sameAllowance';

/** A recommendation and its reason, and a second product that fits the answers too. */
export interface Recommendation {
  product: ProductCode;
  reason: Reason;
  also?: ProductCode;
}

/**
 * What each answer about a group plan leads to. An EBHRA may pay the same medical costs as a GCHRA
 * (26 CFR 54.9831-1(c)(3)(viii)), up to its yearly maximum and for employees who turn the group plan
 * down too, so it fits beside the GCHRA for the group plan's own costs.
 */
const BY_PAYS_FOR: Record<PaysFor, Omit<Recommendation, 'reason'>> = {
  groupCosts: { product: 'gchra', also: 'ebhra' },
  excepted: { product: 'ebhra' },
  individual: { product: 'ichra' },
};

/** The questions to show for these answers: each follows from the answer before it. */
export function questionsFor(answers: Answers, qsehraMaxEmployees: number): Question[] {
  if (answers.groupPlan === undefined) return ['groupPlan'];
  if (answers.groupPlan) return ['groupPlan', 'paysFor'];
  if (answers.employees === undefined || answers.employees >= qsehraMaxEmployees) return ['groupPlan', 'employees'];
  return ['groupPlan', 'employees', 'differentAllowances'];
}

/** The recommendation for these answers, or undefined while a needed answer is missing. */
export function recommend(answers: Answers, qsehraMaxEmployees: number): Recommendation | undefined {
  if (answers.groupPlan === undefined) return undefined;
  if (answers.groupPlan) return answers.paysFor && { ...BY_PAYS_FOR[answers.paysFor], reason: answers.paysFor };
  if (answers.employees === undefined) return undefined;
  // QSEHRA is only for employers with fewer than this many full-time equivalents.
  if (answers.employees >= qsehraMaxEmployees) return { product: 'ichra', reason: 'largeEmployer' };
  if (answers.differentAllowances === undefined) return undefined;
  return answers.differentAllowances ? { product: 'ichra', reason: 'differentAllowances' } : { product: 'qsehra', reason: 'sameAllowance' };
}
