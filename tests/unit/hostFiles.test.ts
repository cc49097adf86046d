// The files the CDN reads (_redirects and _headers), as generated from the redirect table and the header list.
import { describe, expect, it } from 'vitest';
import { headersFile } from '~/lib/headersFile';
import { astroRedirects, REDIRECTS, redirectsFile } from '~/lib/redirects';

describe('redirect table', () => {
  it('holds the five redirects of the spec', () => {
    expect(REDIRECTS).toEqual({
      '/product/ichra/guide': '/product/ichra',
      '/product/qsehra/guide': '/product/qsehra',
      '/compare/product/qsehra-ichra': '/product/ichra-vs-qsehra',
      '/compare/prices/ichra': '/pricing',
      '/compare/prices/qsehra': '/pricing',
    });
  });

  it('feeds Astro with permanent redirects', () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      expect(astroRedirects()[from]).toEqual({ status: 301, destination: to });
    }
  });

  it('feeds the host _redirects file with one 301 line each', () => {
    const lines = redirectsFile().split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual(Object.entries(REDIRECTS).map(([f, t]) => `${f} ${t} 301`));
  });
});

describe('_headers', () => {
  const text = headersFile();
  it.each([
    [/Strict-Transport-Security: max-age=(\d+)/, (m: RegExpMatchArray) => Number(m[1]) >= 15_552_000],
    [/X-Content-Type-Options: nosniff/, () => true],
    [/Content-Security-Policy: frame-ancestors 'none'$/m, () => true],
    [/Referrer-Policy: strict-origin-when-cross-origin/, () => true],
    [/Permissions-Policy: .*camera=\(\)/, () => true],
    [/\/_astro\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/, () => true],
    // Social cards keep their names when a heading changes, so they are cached for a day, not for ever.
    [/^\/og\/\*\n\s+Cache-Control: public, max-age=(\d+)$/m, (m: RegExpMatchArray) => Number(m[1]) === 86_400],
  ])('carries %s', (pattern, check) => {
    const match = text.match(pattern);
    expect(match).not.toBeNull();
    expect(check(match!)).toBe(true);
  });

  it('keeps script-src out of the catch-all header policy, which also covers files that are not pages', () => {
    expect(text).not.toMatch(/script-src/);
  });

  it("replaces the catch-all policy with each page's own, so a page sends one policy", () => {
    expect(headersFile([{ path: '/pricing', policy: "default-src 'self'; frame-ancestors 'none'" }]).split('\n').slice(-4)).toEqual([
      '/pricing',
      '  ! Content-Security-Policy',
      "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
      '',
    ]);
  });
});
