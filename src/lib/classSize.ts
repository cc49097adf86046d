// The ICHRA minimum class size and the class-size checker's verdicts. The
// limits come from plan.minimumClassSize in content/data/numbers.yaml.

/** plan.minimumClassSize of numbers.yaml. */
export interface ClassSizeLimits {
  /** Below this many employees, the small-employer size applies. */
  smallEmployerLimit: number;
  smallEmployerSize: number;
  /** Up to and including this many employees, the percentage applies. */
  midEmployerLimit: number;
  midEmployerPercent: number;
  largeEmployerSize: number;
}

/** Which rule decided the minimum; `none` when no group plan is offered to another class. */
export type ClassSizeRule = 'none' | 'small' | 'mid' | 'large';

/** The minimum class size and the rule behind it. */
export interface Minimum {
  rule: ClassSizeRule;
  /** 0 when no minimum applies. */
  size: number;
}

/**
 * The minimum class size for `employees` expected on the first day of the plan year. It applies
 * only when a group plan is offered to another class: fewer than 100 employees, 10; 100 to 200,
 * 10% rounded down; more than 200, 20.
 */
export function minimumClassSize(employees: number, groupPlanOffered: boolean, limits: ClassSizeLimits): Minimum {
  if (!groupPlanOffered) return { rule: 'none', size: 0 };
  if (employees < limits.smallEmployerLimit) return { rule: 'small', size: limits.smallEmployerSize };
  // Whole-number arithmetic first, so 10% of 150 is exactly 15, not 14.999….
  if (employees <= limits.midEmployerLimit) return { rule: 'mid', size: Math.floor((employees * limits.midEmployerPercent) / 100) };
  return { rule: 'large', size: limits.largeEmployerSize };
}

/** Whether a class of `size` meets the minimum. */
export function meetsMinimum(size: number, minimum: Minimum): boolean {
  return size >= minimum.size;
}

/** Whether the classes add up to more employees than the employer has. */
export function classesExceedEmployees(sizes: readonly number[], employees: number): boolean {
  return sizes.reduce((sum, size) => sum + size, 0) > employees;
}
