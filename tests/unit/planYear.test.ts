// The plan year is decided once, from the build date, which SALUSION_BUILD_DATE can pin.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_DATE_VARIABLE, buildDate, currentPlanYear, planYearOf } from '~/lib/planYear';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('the plan year of a build', () => {
  it('is the calendar year of the build date', () => {
    vi.useFakeTimers({ now: new Date('2027-01-01T00:00:00Z'), toFake: ['Date'] });
    vi.stubEnv(BUILD_DATE_VARIABLE, '');
    expect(currentPlanYear()).toBe(2027);
    expect(planYearOf(new Date('2026-12-31T23:59:59Z'))).toBe(2026);
  });

  it(`follows ${BUILD_DATE_VARIABLE}`, () => {
    vi.stubEnv(BUILD_DATE_VARIABLE, '2025-07-04');
    expect(buildDate().toISOString()).toBe('2025-07-04T00:00:00.000Z');
    expect(currentPlanYear()).toBe(2025);
  });

  it.each(['2025-7-4', 'July 4, 2025', '2025-13-01'])('refuses %s with a message naming the variable', (value) => {
    vi.stubEnv(BUILD_DATE_VARIABLE, value);
    expect(() => buildDate()).toThrow(`${BUILD_DATE_VARIABLE} must be a date written as YYYY-MM-DD`);
  });
});
