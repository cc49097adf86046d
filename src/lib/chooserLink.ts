// The HRA chooser's answers in the page's address, so a shared link leads to the same
// recommendation. Only the questions still asked are written, the FTE count as typed; while the
// count is refused, no answer is, so the address never holds the refused text nor the last count
// it accepted.
import { PAYS_FOR, questionsFor, type Answers, type PaysFor } from './hraChooser.ts';

/** The query parameters the chooser reads and writes, one per question. */
export const CHOOSER_PARAMS = ['hra-group-plan', 'hra-pays-for', 'hra-employees', 'hra-allowances'] as const;

/** What a link says: the answers, and the employees as the field shows them ('' for none). */
export interface ChooserLink {
  answers: Omit<Answers, 'employees'>;
  employeesText: string;
}

const YES_NO: Record<string, boolean> = { yes: true, no: false };
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** Reads the chooser's parameters from a query; an answer that is not one of the choices is ignored. */
export function readChooserLink(query: URLSearchParams): ChooserLink {
  const groupPlan = YES_NO[query.get('hra-group-plan') ?? ''];
  const paysFor = PAYS_FOR.find((option) => option === query.get('hra-pays-for'));
  const differentAllowances = YES_NO[query.get('hra-allowances') ?? ''];
  const answers: ChooserLink['answers'] = {
    ...(groupPlan !== undefined && { groupPlan }),
    ...(paysFor !== undefined && { paysFor: paysFor as PaysFor }),
    ...(differentAllowances !== undefined && { differentAllowances }),
  };
  return { answers, employeesText: query.get('hra-employees') ?? '' };
}

/**
 * The parameters of the answers to the questions still asked, in the order of the questions;
 * `employeesText` is what the employees field holds (its count is in `answers` only when accepted).
 * Undefined while the field holds a count it refuses: then no answer stays in the address.
 */
export function chooserParams(answers: Answers, employeesText: string, qsehraMaxEmployees: number): Record<(typeof CHOOSER_PARAMS)[number], string | undefined> | undefined {
  const asked = questionsFor(answers, qsehraMaxEmployees);
  const typed = employeesText.trim();
  if (asked.includes('employees') && typed !== '' && answers.employees === undefined) return undefined;
  return {
    'hra-group-plan': answers.groupPlan === undefined ? undefined : yesNo(answers.groupPlan),
    'hra-pays-for': asked.includes('paysFor') ? answers.paysFor : undefined,
    'hra-employees': asked.includes('employees') && typed !== '' ? typed : undefined,
    'hra-allowances': asked.includes('differentAllowances') && answers.differentAllowances !== undefined ? yesNo(answers.differentAllowances) : undefined,
  };
}
