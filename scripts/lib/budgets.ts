// JavaScript budgets per route, and each page's response against the first TCP window, as pure rules
// over a measurement so they can be tested with made-up numbers. The measurements themselves are
// in scripts/lib/pageWeight.ts and scripts/lib/documentBytes.ts.
import { textTable } from './textTable.ts';

/** A browser window's size in CSS pixels. */
export interface Viewport {
  width: number;
  height: number;
}

/** The phone's window the budgets are measured in. */
export const PHONE: Viewport = { width: 390, height: 844 };

/** A window's size as the budgets' messages name it: 390×844. */
export const sizeOf = (v: Viewport) => `${v.width}×${v.height}`;

/** What a route loaded at load on a phone, and after the visitor scrolled it through. */
export interface RouteWeight {
  path: string;
  /**
   * Whether the page has an interactive part: a React island, or a custom element with its own
   * script (the scheduler's frame, for one). A page with neither is plain text and links.
   */
  interactive: boolean;
  /** At load on a phone (PHONE), before any interaction; islandInView: a React island is on the first screen. */
  before: AtLoad & { scriptBytes: number; scriptFiles: number; thirdParty: string[] };
  /** After scrolling the whole page on the phone. */
  after: { scriptBytes: number; scriptFiles: number; totalBytes: number };
}

/** Whether React loaded as the page opened, before any interaction, and whether an island is on the first screen. */
export interface AtLoad {
  frameworkLoaded: boolean;
  islandInView: boolean;
}

/** Gzip byte limits. */
export const BUDGETS = {
  /** A page without an interactive part: every script, inline ones included. */
  noIsland: 2 * 1024,
  /**
   * Any page after a full scroll. 81 KB since the islands carry their own words (1 to 1.7 KB of
   * the tools' chunks; 80.5 KB measured on the rules pages), which the pages' HTML no longer does;
   * 82 KB since the tool footers' words load with their script (81.4 KB on the rules pages);
   * 83.5 KB since every tool keeps its state in its address the same way (toolLink.ts), the
   * calendar's late notice offers its actions, the chooser adds the competitors' totals and each
   * yearly figure names its source (82.2 to 82.9 KB measured on the tool pages, 2026-12-02).
   */
  afterScroll: 83.5 * 1024,
  /** The home page after a full scroll: the slider's Swiper, and no React since its one tool left it (27.5 KB). */
  homeAfterScroll: 32 * 1024,
  /**
   * The employer page after a full scroll: three tools that compute (the class-size checker, the
   * upload preview and the plan calendar) on the one shared React runtime, about 69 KB of the total.
   * 82.1 KB measured once `client:near` waited for the first paint (its inline code grew by 0.1 KB);
   * 85.9 KB once the three carry their own words (3.7 KB of them, the calendar's 2 KB), which took
   * 2.4 KB off the page's HTML; 86.8 KB once the tool footers' words load with their script.
   */
  employerAfterScroll: 87.5 * 1024,
} as const;

/** Pages whose own budget after a full scroll replaces `afterScroll`. */
const AFTER_SCROLL: Record<string, number> = {
  '/': BUDGETS.homeAfterScroll,
  '/product/ichra/employer-calculator': BUDGETS.employerAfterScroll,
};

/** React at load in a window of `viewport` with no island on its first screen, in words; empty when it did not. */
export function atLoadProblems(path: string, viewport: Viewport, load: AtLoad): string[] {
  return load.frameworkLoaded && !load.islandInView ? [`${path}: React loaded at load at ${sizeOf(viewport)}, with no island in the first viewport`] : [];
}

/** The budgets a route breaks on a phone, in words; empty when it keeps them all. */
export function budgetProblems(w: RouteWeight): string[] {
  const problems: string[] = [];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  if (!w.interactive && w.after.scriptBytes > BUDGETS.noIsland) {
    problems.push(`${w.path}: ${kb(w.after.scriptBytes)} of script on a page without an interactive part (budget ${kb(BUDGETS.noIsland)})`);
  }
  problems.push(...atLoadProblems(w.path, PHONE, w.before));
  const limit = AFTER_SCROLL[w.path] ?? BUDGETS.afterScroll;
  if (w.after.scriptBytes > limit) problems.push(`${w.path}: ${kb(w.after.scriptBytes)} of script after scrolling (budget ${kb(limit)})`);
  if (w.before.thirdParty.length > 0) problems.push(`${w.path}: third-party requests before any interaction: ${w.before.thirdParty.join(', ')}`);
  return problems;
}

/** The measurements as a printed table. */
export function budgetTable(rows: RouteWeight[]): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const header = ['route', 'interactive', 'React at load', 'JS at load (KB gz)', 'files at load', 'JS after scroll (KB gz)', 'files after', 'page weight (KB gz)'];
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  const lines = rows.map((r) => [
    r.path,
    yes(r.interactive),
    yes(r.before.frameworkLoaded),
    kb(r.before.scriptBytes),
    String(r.before.scriptFiles),
    kb(r.after.scriptBytes),
    String(r.after.scriptFiles),
    kb(r.after.totalBytes),
  ]);
  return textTable(header, lines);
}

/**
 * What a browser receives in the first round trip of a new connection: ten TCP segments of 1,460
 * bytes. A page whose response fits (status line, headers and gzip HTML) arrives whole in it,
 * styles and inline scripts included; a larger one waits another round trip, about 150 ms on
 * Lighthouse's mobile network.
 */
export const FIRST_WINDOW_BYTES = 14_600;

/** A route's HTML: as written, its body as the server sent it (gzip), and the whole response. */
export interface HtmlWeight {
  path: string;
  rawBytes: number;
  gzipBytes: number;
  /** Status line, headers, chunk framing and body: what shares the first window. */
  sentBytes: number;
}
