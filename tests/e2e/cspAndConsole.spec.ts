// The page's own meta policy names what it may load. That every route, with every island hydrated
// and the third-party widgets opened, raises no policy violation and logs nothing is held where the
// policy is strictest, on the CDN runtime (tests/e2e/cdnPages.spec.ts): there the browser enforces
// this same meta policy and the header policy beside it, at a phone's width and a laptop's, so the
// same check under astro preview, which sends no policy header, showed nothing more.
import { expect, test } from './fixtures';

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
