// The class-size checker's inputs in the page's address, so a shared link shows the same verdicts:
// the employees, whether a group plan is offered, and each class's size. Class names are the
// visitor's own words and stay out of the address; a linked class takes its starting name.

/** The query parameters the checker reads and writes. */
export const CLASS_SIZE_PARAMS = ['employees', 'group-plan', 'class-sizes'] as const;

/** What a link says, as text for the fields; undefined where it says nothing. */
export interface CheckerLink {
  employees?: string;
  groupPlan?: boolean;
  /** Each class's size as typed; '' for a class with no size yet. */
  sizes?: string[];
}

/** The checker's inputs as the visitor left them; a class with no valid size is undefined. */
export interface CheckerInputs {
  employees: number;
  groupPlan: boolean;
  sizes: (number | undefined)[];
}

const YES_NO: Record<string, boolean> = { yes: true, no: false };

/** Reads the checker's parameters from a query. */
export function readCheckerLink(query: URLSearchParams): CheckerLink {
  const employees = query.get('employees') ?? undefined;
  const groupPlan = YES_NO[query.get('group-plan') ?? ''];
  const sizes = query.get('class-sizes')?.split(',');
  return { ...(employees !== undefined && { employees }), ...(groupPlan !== undefined && { groupPlan }), ...(sizes && { sizes }) };
}

/** Writes the checker's inputs into `url`'s query, keeping its other parameters. */
export function writeCheckerLink(url: URL, inputs: CheckerInputs): void {
  url.searchParams.set('employees', String(inputs.employees));
  url.searchParams.set('group-plan', inputs.groupPlan ? 'yes' : 'no');
  url.searchParams.set('class-sizes', inputs.sizes.map((size) => size ?? '').join(','));
}
