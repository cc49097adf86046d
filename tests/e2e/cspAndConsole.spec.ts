// Every route, with every island hydrated and the third-party widgets opened (stubbed), raises no
// securitypolicyviolation event and logs no console error or warning.
import type { Page } from '@playwright/test';
import { expect, hydrateAll, test } from './fixtures';
import { PATHS } from '../../scripts/lib/routes';
import { startingWith, ui } from '../support/words';

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

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
  });
});

for (const path of PATHS) {
  test(`${path}: no CSP violation and a quiet console`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    await page.route('https://calendly.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }));
    await page.route('https://www.youtube-nocookie.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }));

    await page.goto(path);
    await hydrateAll(page);
    if (await page.locator('.scheduler-box').count()) {
      await page.locator('.scheduler-box').first().scrollIntoViewIfNeeded();
      await frameLoaded(page, 'https://calendly.com/');
    }
    const play = page.getByRole('link', { name: startingWith(ui.video.play) });
    if (await play.count()) {
      await play.first().click();
      await frameLoaded(page, 'https://www.youtube-nocookie.com/');
    }
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(messages).toEqual([]);
  });
}

test('the meta policy uses hashes, never unsafe-inline, and allows only the expected hosts', async ({ page }) => {
  await page.goto('/');
  const policy = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content'))!;
  const directive = (name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  // The speculation rules by their keyword, which allows rules and no code; every script by its hash.
  expect(directive('script-src')).toMatch(/^script-src 'self' 'inline-speculation-rules'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(directive('style-src')).toMatch(/^style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(directive('frame-src')).toBe('frame-src https://calendly.com https://www.youtube-nocookie.com https://player.vimeo.com');
  expect(directive('connect-src')).toBe(
    "connect-src 'self' https://api-staging.salusion.com https://api-preprod.salusion.com https://api.salusion.com https://www.youtube-nocookie.com https://player.vimeo.com",
  );
  expect(directive('default-src')).toBe("default-src 'self'");
});
