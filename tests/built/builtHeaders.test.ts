// Reads the host files the build wrote into dist/, as the CDN will.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REDIRECTS } from '~/lib/redirects';
import { ROUTES } from '../../scripts/lib/routes';

/** The built HTML of a route, as the CDN serves it for that path. */
const builtHtml = (path: string) => readFileSync(`dist/${path === '/' ? 'index' : path.slice(1)}.html`, 'utf8');

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
    expect(text).toMatch(/^\/og\/\*\n {2}Cache-Control: public, max-age=86400$/m);
  });

  it('_redirects holds every redirect as a permanent one', () => {
    const text = readFileSync('dist/_redirects', 'utf8');
    for (const [from, to] of Object.entries(REDIRECTS)) expect(text).toContain(`${from} ${to} 301\n`);
  });

  it.each(ROUTES.map((r) => r.path))('_headers gives %s its own full policy: its meta policy’s hashes, no framing, no plain-http origin', (path) => {
    const text = readFileSync('dist/_headers', 'utf8');
    const block = text.split('\n').slice(text.split('\n').indexOf(path));
    expect(block[1]).toBe('  ! Content-Security-Policy');
    const policy = block[2]!.replace('  Content-Security-Policy: ', '');
    const metaScripts = /script-src ([^;"]*)/.exec(builtHtml(path))![1]!.replaceAll('&#39;', "'");
    expect(policy).toContain(`script-src ${metaScripts}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/http:\/\//);
  });
});
