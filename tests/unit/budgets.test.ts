import { describe, expect, it } from 'vitest';
import { atLoadProblems, BUDGETS, budgetProblems, budgetTable, type RouteWeight } from '../../scripts/lib/budgets';

const quiet: RouteWeight = {
  path: '/terms-of-service',
  interactive: false,
  before: { scriptBytes: 900, scriptFiles: 2, frameworkLoaded: false, islandInView: false, thirdParty: [] },
  after: { scriptBytes: 900, scriptFiles: 2, totalBytes: 9000 },
};

describe('budgetProblems', () => {
  it('names the window React loaded in at load, with no island on its first screen', () => {
    expect(atLoadProblems('/pricing', { width: 1280, height: 800 }, { frameworkLoaded: true, islandInView: false })).toEqual([
      '/pricing: React loaded at load at 1280×800, with no island in the first viewport',
    ]);
  });

  it('accepts a light page', () => {
    expect(budgetProblems(quiet)).toEqual([]);
  });

  it.each([
    ['too much script without an interactive part', { ...quiet, after: { ...quiet.after, scriptBytes: BUDGETS.noIsland + 1 } }, /without an interactive part/],
    ['React at load on a phone', { ...quiet, interactive: true, before: { ...quiet.before, frameworkLoaded: true } }, /React loaded at load at 390×844/],
    ['too much script after scrolling', { ...quiet, interactive: true, after: { ...quiet.after, scriptBytes: BUDGETS.afterScroll + 1 } }, /after scrolling \(budget 83\.5 KB\)/],
    ['an early third-party request', { ...quiet, before: { ...quiet.before, thirdParty: ['https://calendly.com'] } }, /third-party requests before any interaction: https:\/\/calendly\.com/],
  ])('reports %s', (_name, weight, message) => {
    expect(budgetProblems(weight as RouteWeight)).toEqual([expect.stringMatching(message)]);
  });

  it('allows React at load when an island is in the first viewport', () => {
    const widget = { frameworkLoaded: true, islandInView: true };
    expect(budgetProblems({ ...quiet, interactive: true, before: { ...quiet.before, ...widget } })).toEqual([]);
    expect(atLoadProblems('/pricing', { width: 1280, height: 800 }, widget)).toEqual([]);
  });

  it('holds the home page, with no tool since its chooser moved, to its own smaller budget', () => {
    const home = { ...quiet, path: '/', interactive: true, after: { ...quiet.after, scriptBytes: 30 * 1024 } };
    expect(budgetProblems(home)).toEqual([]);
    expect(budgetProblems({ ...home, after: { ...home.after, scriptBytes: BUDGETS.homeAfterScroll + 1 } })).toEqual([expect.stringMatching(/after scrolling \(budget 32\.0 KB\)/)]);
  });

  it('gives the employer page, with three tools, its own budget and no more', () => {
    const employer = { ...quiet, path: '/product/ichra/employer-calculator', interactive: true, after: { ...quiet.after, scriptBytes: 86 * 1024 } };
    expect(budgetProblems(employer)).toEqual([]);
    expect(budgetProblems({ ...employer, after: { ...employer.after, scriptBytes: BUDGETS.employerAfterScroll + 1 } })).toEqual([
      expect.stringMatching(/after scrolling \(budget 87\.5 KB\)/),
    ]);
    expect(budgetProblems({ ...employer, path: '/product/ichra/large-business' })).toHaveLength(1);
  });
});

it('prints a table with one row per route', () => {
  expect(budgetTable([quiet]).split('\n')).toHaveLength(3);
});
