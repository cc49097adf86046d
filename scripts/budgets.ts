// JavaScript budgets per route (issue 5), as pure rules over a measurement so they can be tested
// with made-up numbers. The measurement itself is scripts/pageWeight.ts.

/** What a route loaded, before and after the visitor scrolled it through. */
export interface RouteWeight {
  path: string;
  /** Whether the built page contains any island. */
  hasIsland: boolean;
  /** Whether an island sits in the first viewport, so its code may load before scrolling. */
  islandInFirstViewport: boolean;
  before: { scriptBytes: number; scriptFiles: number; frameworkLoaded: boolean; thirdParty: string[] };
  after: { scriptBytes: number; scriptFiles: number; totalBytes: number };
}

/** Gzip byte limits. */
export const BUDGETS = {
  /** A page without islands: every script, inline ones included. */
  noIsland: 2 * 1024,
  /** Any page after a full scroll. */
  afterScroll: 80 * 1024,
  /** The home page after a full scroll: it has the slider. */
  homeAfterScroll: 110 * 1024,
} as const;

/** The budgets a route breaks, in words; empty when it keeps them all. */
export function budgetProblems(w: RouteWeight): string[] {
  const problems: string[] = [];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  if (!w.hasIsland && w.after.scriptBytes > BUDGETS.noIsland) {
    problems.push(`${w.path}: ${kb(w.after.scriptBytes)} of script on a page without islands (budget ${kb(BUDGETS.noIsland)})`);
  }
  if (w.before.frameworkLoaded && !w.islandInFirstViewport) {
    problems.push(`${w.path}: framework JavaScript loaded before scrolling, with no island in the first viewport`);
  }
  const limit = w.path === '/' ? BUDGETS.homeAfterScroll : BUDGETS.afterScroll;
  if (w.after.scriptBytes > limit) problems.push(`${w.path}: ${kb(w.after.scriptBytes)} of script after scrolling (budget ${kb(limit)})`);
  if (w.before.thirdParty.length > 0) problems.push(`${w.path}: third-party requests before any interaction: ${w.before.thirdParty.join(', ')}`);
  return problems;
}

/** The measurements as a printed table. */
export function budgetTable(rows: RouteWeight[]): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const header = ['route', 'island', 'JS before (KB gz)', 'files before', 'JS after scroll (KB gz)', 'files after', 'page weight (KB gz)'];
  const lines = rows.map((r) => [
    r.path,
    r.hasIsland ? 'yes' : 'no',
    kb(r.before.scriptBytes),
    String(r.before.scriptFiles),
    kb(r.after.scriptBytes),
    String(r.after.scriptFiles),
    kb(r.after.totalBytes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [row(header), row(widths.map((w) => '-'.repeat(w))), ...lines.map(row)].join('\n');
}
