// Every route served by astro preview, with every island hydrated and the third-party widgets opened
// (stubbed), raises no securitypolicyviolation event and logs no console error or warning; the page's
// own meta policy names what it may load (tests/e2e/cdnPages.spec.ts runs the same check on the CDN
// runtime, with the policy as a header).
import { expect, test } from './fixtures';
import { expectQuietPage } from './quietPage';
import { PATHS } from '../../scripts/lib/routes';

for (const path of PATHS) {
  test(`${path}: no CSP violation and a quiet console`, async ({ page }) => {
    await expectQuietPage(page, path);
  });
}

test('the meta policy uses hashes, never unsafe-inline, and allows only the expected hosts', async ({ page }) => {
  await page.goto('/');
  const policy = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content'))!;
  const directive = (name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  // Every script by its hash, the speculation rules too: Chromium ignores 'inline-speculation-rules' beside a hash.
  expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(directive('style-src')).toMatch(/^style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(directive('frame-src')).toBe('frame-src https://calendly.com https://www.youtube-nocookie.com https://player.vimeo.com');
  expect(directive('connect-src')).toBe(
    "connect-src 'self' https://api-staging.salusion.com https://api-preprod.salusion.com https://api.salusion.com https://www.youtube-nocookie.com https://player.vimeo.com",
  );
  expect(directive('default-src')).toBe("default-src 'self'");
});
