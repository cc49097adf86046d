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

/** Reads the checker's parameters from a query, at most `classesMax` classes (the checker's own limit: a link's extra classes are left out). */
export function readCheckerLink(query: URLSearchParams, classesMax: number): CheckerLink {
  const employees = query.get('employees') ?? undefined;
  const groupPlan = YES_NO[query.get('group-plan') ?? ''];
  const sizes = query.get('class-sizes')?.split(',', classesMax);
  return { ...(employees !== undefined && { employees }), ...(groupPlan !== undefined && { groupPlan }), ...(sizes && { sizes }) };
}

/** The checker's parameters for its inputs. */
export function checkerParams(inputs: CheckerInputs): Record<(typeof CLASS_SIZE_PARAMS)[number], string> {
  return {
    employees: String(inputs.employees),
    'group-plan': inputs.groupPlan ? 'yes' : 'no',
    'class-sizes': inputs.sizes.map((size) => size ?? '').join(','),
  };
}
