// Checks every tool of issue 10 shares: what a tool may send, and whether React loads at load.
import type { Page } from '@playwright/test';
import { frameworkAtLoad } from '../../../scripts/lib/pageWeight';
import { expect, type ApiLog } from '../fixtures';

/** Asserts the page made no call but its page views: a tool tracks nothing of its own. */
export async function expectOnlyPageViews(api: ApiLog) {
  const paths = (await api.fetched()).map((call) => new URL(call.url).pathname);
  expect(paths.filter((path) => !path.endsWith('/v1/webpage'))).toEqual([]);
  expect(api.requests.filter((r) => !r.url().endsWith('/v1/webpage'))).toEqual([]);
}

/** Whether React loads as `path` opens, before any interaction (the budgets' own measurement). */
export async function reactAtLoad(page: Page, baseURL: string | undefined, path: string) {
  return (await frameworkAtLoad(page, baseURL!, path)).frameworkLoaded;
}
