import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetProblems, budgetTable, type RouteWeight } from '../../scripts/budgets';

const quiet: RouteWeight = {
  path: '/terms-of-service',
  hasIsland: false,
  before: { scriptBytes: 900, scriptFiles: 2, frameworkLoaded: false, widgetInView: false, thirdParty: [] },
  desktop: { frameworkLoaded: false, widgetInView: false },
  after: { scriptBytes: 900, scriptFiles: 2, totalBytes: 9000 },
};

describe('budgetProblems', () => {
  it('accepts a light page', () => {
    expect(budgetProblems(quiet)).toEqual([]);
  });

  it.each([
    ['too much script without islands', { ...quiet, after: { ...quiet.after, scriptBytes: BUDGETS.noIsland + 1 } }, /without islands/],
    ['React at load on a phone', { ...quiet, hasIsland: true, before: { ...quiet.before, frameworkLoaded: true } }, /React loaded at load at 390×844/],
    ['React at load on a laptop', { ...quiet, hasIsland: true, desktop: { frameworkLoaded: true, widgetInView: false } }, /React loaded at load at 1280×800/],
    ['too much script after scrolling', { ...quiet, hasIsland: true, after: { ...quiet.after, scriptBytes: BUDGETS.afterScroll + 1 } }, /after scrolling \(budget 80\.0 KB\)/],
    ['an early third-party request', { ...quiet, before: { ...quiet.before, thirdParty: ['https://calendly.com'] } }, /third-party requests before any interaction: https:\/\/calendly\.com/],
  ])('reports %s', (_name, weight, message) => {
    expect(budgetProblems(weight as RouteWeight)).toEqual([expect.stringMatching(message)]);
  });

  it('allows React at load when the scheduler or slider is in the first viewport', () => {
    const widget = { frameworkLoaded: true, widgetInView: true };
    expect(budgetProblems({ ...quiet, hasIsland: true, before: { ...quiet.before, ...widget }, desktop: widget })).toEqual([]);
  });

  it('gives the home page its larger budget', () => {
    const home = { ...quiet, path: '/', hasIsland: true, after: { ...quiet.after, scriptBytes: 100 * 1024 } };
    expect(budgetProblems(home)).toEqual([]);
    expect(budgetProblems({ ...home, path: '/pricing' })).toHaveLength(1);
  });
});

it('prints a table with one row per route', () => {
  expect(budgetTable([quiet]).split('\n')).toHaveLength(3);
});
