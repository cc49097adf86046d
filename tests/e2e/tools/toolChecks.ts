// Checks every tool shares: what a tool may send, and whether React loads at load.
import type { Locator, Page } from '@playwright/test';
import { frameworkAtLoad } from '../../../scripts/lib/pageWeight';
import { fill } from '~/lib/template';
import { ui } from '../../support/words';
import { expect, type ApiLog } from '../fixtures';

/** Asserts the page made no call but its page views: a tool tracks nothing of its own. */
export async function expectOnlyPageViews(api: ApiLog) {
  const paths = (await api.fetched()).map((call) => new URL(call.url).pathname);
  expect(paths.filter((path) => !path.endsWith('/v1/webpage'))).toEqual([]);
  expect(api.requests.filter((r) => !r.url().endsWith('/v1/webpage'))).toEqual([]);
}

/**
 * Asserts nothing in `part` reaches past the window's right edge or out of its own box: the page's
 * main column clips what overflows, so the document's width alone would not show it. Form fields
 * scroll their own text, so they are left out.
 */
export async function expectWithinWindow(part: Locator) {
  const outside = await part.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => !['INPUT', 'SELECT', 'TEXTAREA', 'OPTION'].includes(el.tagName))
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 1 || el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`),
  );
  expect(outside).toEqual([]);
}

/** Whether React loads as `path` opens, before any interaction (the budgets' own measurement). */
export async function reactAtLoad(page: Page, baseURL: string | undefined, path: string) {
  return (await frameworkAtLoad(page, baseURL!, path)).frameworkLoaded;
}

/**
 * The text a count field refuses and its message: empty, 0 (unless the count may be none), -1, 2.5,
 * letters and `over`, one more than the largest accepted, whose message names `max`.
 */
export function refusals(over: string, max: string, { zeroAccepted = false } = {}): [string, string][] {
  return [
    ['', ui.count.empty],
    ...(zeroAccepted ? [] : [['0', ui.count.zero] as [string, string]]),
    ['-1', ui.count.negative],
    ['2.5', ui.count.decimal],
    ['abc', ui.count.notNumber],
    [over, fill(ui.count.tooLarge, { max })],
  ];
}

/** The counts every tool's count field refuses, each with its message; `max` is the largest count the field takes. */
export function refusedCounts(max: number): [typed: string, message: string][] {
  return refusals(String(max + 1), max.toLocaleString('en-US'));
}
