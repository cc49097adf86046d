// Reads the host files the build wrote into dist/, as the CDN will.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REDIRECTS } from '~/lib/redirects';

describe('the generated host files in dist/', () => {
  it('exist (run `npm run build` first)', () => {
    expect(existsSync('dist/_headers')).toBe(true);
    expect(existsSync('dist/_redirects')).toBe(true);
  });

  it('_headers carries the security and cache headers for every path', () => {
    const text = readFileSync('dist/_headers', 'utf8');
    const block = text.split(/^\/\*$/m)[1]!.split(/^\/_astro/m)[0]!;
    expect(Number(/max-age=(\d+)/.exec(block)?.[1])).toBeGreaterThanOrEqual(15_552_000);
    expect(block).toContain('X-Content-Type-Options: nosniff');
    expect(block).toMatch(/Content-Security-Policy: frame-ancestors 'none'\n/);
    expect(block).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(block).toMatch(/Permissions-Policy: .*geolocation=\(\)/);
    expect(text).toMatch(/^\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  it('_redirects holds every redirect as a permanent one', () => {
    const text = readFileSync('dist/_redirects', 'utf8');
    for (const [from, to] of Object.entries(REDIRECTS)) expect(text).toContain(`${from} ${to} 301\n`);
  });
});
