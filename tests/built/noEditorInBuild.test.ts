// The browser editor lives only in `npm run edit`: the build is the static site alone, with no
// editor route, no editor script and no server part (no adapter). Run `npm run build` first.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from '../support/builtSite';

const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(DIST, join(entry.parentPath, entry.name)));

describe('the build holds no editor', () => {
  it('has no /keystatic or /api/keystatic route', () => {
    expect(files.filter((file) => /keystatic/i.test(file))).toEqual([]);
    expect(files).not.toContain('keystatic.html');
  });

  it('has no file that names Keystatic (scripts, pages, headers, redirects)', () => {
    const textFiles = files.filter((file) => !/\.(png|jpe?g|webp|avif|gif|ico|pdf|woff2?)$/.test(file));
    expect(textFiles.length).toBeGreaterThan(0);
    expect(textFiles.filter((file) => /keystatic/i.test(readFileSync(join(DIST, file), 'utf8')))).toEqual([]);
  });

  it('is static: no server entry an adapter would add', () => {
    expect(files.filter((file) => /^(server|client|_worker\.js|\.netlify|functions)\b/.test(file))).toEqual([]);
    expect(files.filter((file) => /(^|\/)(wrangler\.json|\.assetsignore|_routes\.json)$/.test(file))).toEqual([]);
  });
});
