import { describe, expect, it } from 'vitest';
import { BUDGETS, FIRST_WINDOW_BYTES, budgetProblems, budgetTable, htmlWeightProblems, htmlWeightTable, htmlWindowSummary, type HtmlWeight, type RouteWeight } from '../../scripts/lib/budgets';

const quiet: RouteWeight = {
  path: '/terms-of-service',
  interactive: false,
  before: { scriptBytes: 900, scriptFiles: 2, frameworkLoaded: false, islandInView: false, thirdParty: [] },
  desktop: { frameworkLoaded: false, islandInView: false },
  after: { scriptBytes: 900, scriptFiles: 2, totalBytes: 9000 },
};

describe('budgetProblems', () => {
  it('accepts a light page', () => {
    expect(budgetProblems(quiet)).toEqual([]);
  });

  it.each([
    ['too much script without an interactive part', { ...quiet, after: { ...quiet.after, scriptBytes: BUDGETS.noIsland + 1 } }, /without an interactive part/],
    ['React at load on a phone', { ...quiet, interactive: true, before: { ...quiet.before, frameworkLoaded: true } }, /React loaded at load at 390×844/],
    ['React at load on a laptop', { ...quiet, interactive: true, desktop: { frameworkLoaded: true, islandInView: false } }, /React loaded at load at 1280×800/],
    ['too much script after scrolling', { ...quiet, interactive: true, after: { ...quiet.after, scriptBytes: BUDGETS.afterScroll + 1 } }, /after scrolling \(budget 82\.0 KB\)/],
    ['an early third-party request', { ...quiet, before: { ...quiet.before, thirdParty: ['https://calendly.com'] } }, /third-party requests before any interaction: https:\/\/calendly\.com/],
  ])('reports %s', (_name, weight, message) => {
    expect(budgetProblems(weight as RouteWeight)).toEqual([expect.stringMatching(message)]);
  });

  it('allows React at load when an island is in the first viewport', () => {
    const widget = { frameworkLoaded: true, islandInView: true };
    expect(budgetProblems({ ...quiet, interactive: true, before: { ...quiet.before, ...widget }, desktop: widget })).toEqual([]);
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

describe('htmlWeightProblems', () => {
  const row = (sentBytes: number): HtmlWeight => ({ path: '/contact-us', rawBytes: sentBytes * 4, gzipBytes: sentBytes - 280, sentBytes });
  it.each([
    ['a page well inside the first window', [row(9_000)], []],
    ['a page that exactly fills it', [row(FIRST_WINDOW_BYTES)], []],
    ['a page one byte over', [row(FIRST_WINDOW_BYTES + 1)], ['/contact-us: the response is 14,601 bytes with its headers, over the first TCP window (14,600): shorten the page, or move a tool it shows to a page with room and link to it (docs/decisions.md)']],
  ])('%s', (_name, rows, problems) => {
    expect(htmlWeightProblems(rows)).toEqual(problems);
  });

  it('counts the headers: a body that fits on its own does not when they take the response over', () => {
    const pricing: HtmlWeight = { path: '/contact-us', rawBytes: 51_000, gzipBytes: 14_541, sentBytes: 14_822 };
    expect(htmlWeightProblems([pricing])).toHaveLength(1);
    expect(htmlWindowSummary([pricing])).toMatch(/^0 of 1 /);
  });

  it("names the page's file when it knows it", () => {
    const [problem] = htmlWeightProblems([row(FIRST_WINDOW_BYTES + 1)], (path) => (path === '/contact-us' ? 'content/pages/contact-us.mdx' : undefined));
    expect(problem).toContain(': shorten content/pages/contact-us.mdx, or move');
  });

  it('counts the routes that fit the window', () => {
    expect(htmlWindowSummary([row(9_000), row(FIRST_WINDOW_BYTES + 1)])).toBe('1 of 2 routes fit the first TCP window (14,600 bytes, headers included).');
  });

  it('prints each route with the room it has left', () => {
    expect(htmlWeightTable([row(14_000)]).split('\n')[2]).toBe('| /contact-us | 56000        | 13720        | 280                      | 14000        | 600                  |');
  });
});
