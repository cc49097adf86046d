// The check every route passes as the CDN serves it (tests/e2e/cdnPages.spec.ts, with the policy
// as a header beside the page's meta policy): with every island hydrated and the third-party widgets
// opened (stubbed), no securitypolicyviolation event and no console error or warning.
import type { Page } from '@playwright/test';
import { startingWith, ui } from '../support/words';
import { expect, hydrateAll } from './fixtures';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Resolves once a frame from `origin` has loaded its document, so whatever it set off in the page has been reported. */
async function frameLoaded(page: Page, origin: string) {
  const frame = () => page.frames().find((f) => f.url().startsWith(origin));
  await expect.poll(() => frame() !== undefined).toBe(true);
  await frame()!.waitForLoadState('load');
}

/** The policy violations the page's current document has reported (each load starts its record anew). */
export const policyViolations = (page: Page) => page.evaluate(() => window.cspViolations);

/** What a visit checks besides the quiet page, each in the page's state named. */
export interface VisitChecks {
  /** Opens the page and checks it as it loads, before any interaction; page.goto(url) without it. */
  open?: () => Promise<void>;
  /** A check of the page with every island hydrated, before any third-party frame is in it. */
  hydrated?: () => Promise<void>;
}

/**
 * Opens `url` (with `open`), hydrates every island, runs `hydrated`, opens the scheduler and a
 * video, and asserts no policy violation and a quiet console.
 */
export async function expectQuietPage(page: Page, url: string, { open, hydrated }: VisitChecks = {}) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
  });
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.route('https://calendly.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }));
  await page.route('https://www.youtube-nocookie.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }));

  await (open ? open() : page.goto(url));
  await hydrateAll(page);
  await hydrated?.();
  if (await page.locator('.scheduler-box').count()) {
    // In view with the pointer over it, the visitor using the page: the frame loads.
    await page.locator('.scheduler-box').first().hover();
    await frameLoaded(page, 'https://calendly.com/');
  }
  const play = page.getByRole('link', { name: startingWith(ui.video.play) });
  if (await play.count()) {
    await play.first().click();
    await frameLoaded(page, 'https://www.youtube-nocookie.com/');
  }
  expect(await policyViolations(page)).toEqual([]);
  expect(messages).toEqual([]);
}
