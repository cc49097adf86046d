// What a visitor gets from the CDN: dist/ served by Cloudflare's Pages runtime, which
// reads _redirects and _headers as production does. `astro preview` reads neither, so only here
// are the deployment files tested as behaviour rather than as text.
import { readdirSync, readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { parse } from 'node-html-parser';
import { REDIRECTS } from '../../src/lib/redirects';
import type { Server } from '../../scripts/lib/servers';
import { cdnFixture } from './cdnServer';

const test = base.extend<object, { cdn: Server }>(cdnFixture);

// One worker, one wrangler: the requests are quick, a second runtime is not.
test.describe.configure({ mode: 'default' });

/** Every built page's URL, from dist/: each .html file but the 404 page and Astro's redirect pages. */
function builtPages(): string[] {
  const redirected = new Set(Object.keys(REDIRECTS));
  return readdirSync('dist', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => `/${file.replace(/(\/?index)?\.html$/, '')}`)
    .filter((path) => !redirected.has(path))
    .sort();
}

function headingOf(html: string): string | undefined {
  return parse(html).querySelector('h1')?.text.trim();
}

const get = (cdn: Server, path: string) => fetch(cdn.origin + path, { redirect: 'manual' });

test('the build has pages to check', () => {
  expect(builtPages()).toContain('/');
  expect(builtPages().length).toBeGreaterThan(20);
});

// Pages itself adds nosniff and this Referrer-Policy to every response, so for those two this test
// proves what the visitor gets; tests/built/builtHeaders.test.ts proves _headers carries them for
// hosts that add nothing.
for (const path of builtPages()) {
  test(`${path} answers 200 with the security headers`, async ({ cdn }) => {
    const response = await get(cdn, path);
    expect(response.status).toBe(200);
    const header = (name: string) => response.headers.get(name) ?? '';
    expect(Number(/max-age=(\d+)/.exec(header('strict-transport-security'))?.[1])).toBeGreaterThanOrEqual(15_552_000);
    expect(header('x-content-type-options')).toBe('nosniff');
    expect(header('content-security-policy')).toContain("frame-ancestors 'none'");
    // One policy with the page's own hashes, not the catch-all one joined to it by a comma.
    expect(header('content-security-policy')).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(header('content-security-policy')).not.toContain(',');
    expect(header('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header('permissions-policy')).toMatch(/(^|, )geolocation=\(\)/);
  });
}

test('clean URLs: /pricing answers 200 with the pricing page itself, not a redirect', async ({ cdn }) => {
  const response = await get(cdn, '/pricing');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(headingOf(await response.text())).toBe(headingOf(readFileSync('dist/pricing.html', 'utf8')));
});

for (const [from, to] of Object.entries(REDIRECTS)) {
  // Astro also writes a meta-refresh page at each old path; the CDN's _redirects must win over it.
  test(`${from} answers 301 to ${to}`, async ({ cdn }) => {
    const response = await get(cdn, from);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', cdn.origin).href).toBe(cdn.origin + to);
  });
}

for (const path of ['/no-such-page', '/product/no-such-product/deeper']) {
  test(`${path} answers 404 with the not-found page`, async ({ cdn }) => {
    const response = await get(cdn, path);
    expect(response.status).toBe(404);
    const notFound = headingOf(readFileSync('dist/404.html', 'utf8'));
    expect(notFound).toBeTruthy();
    expect(headingOf(await response.text())).toBe(notFound);
  });
}

test('hashed assets under /_astro/ are cached for a year as immutable', async ({ cdn }) => {
  const assets = readdirSync('dist/_astro');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await get(cdn, `/_astro/${asset}`);
    expect(response.status, asset).toBe(200);
    expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
  }
});

test('the rules-guide PDFs download as PDF files', async ({ cdn }) => {
  const pdfs = readdirSync('dist/downloads').filter((file) => file.endsWith('.pdf'));
  expect(pdfs.length).toBeGreaterThanOrEqual(3);
  for (const pdf of pdfs) {
    const response = await get(cdn, `/downloads/${pdf}`);
    expect(response.status, pdf).toBe(200);
    expect(response.headers.get('content-type'), pdf).toBe('application/pdf');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1'), pdf).toBe('%PDF-');
    expect(body.equals(readFileSync(`dist/downloads/${pdf}`)), pdf).toBe(true);
  }
});

test('the social cards are served as PNG images, cached for a day', async ({ cdn }) => {
  const cards = readdirSync('dist/og', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.png'));
  expect(cards.length).toBeGreaterThan(20);
  for (const card of cards) {
    const response = await get(cdn, `/og/${card}`);
    expect(response.status, card).toBe(200);
    expect(response.headers.get('content-type'), card).toBe('image/png');
    expect(response.headers.get('cache-control'), card).toBe('public, max-age=86400');
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(`dist/og/${card}`)), card).toBe(true);
  }
});
