import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks } from '../support/linkCheck';

let dist: string | undefined;

function site(pages: Record<string, string>) {
  dist = mkdtempSync(join(tmpdir(), 'links-'));
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), html);
  }
  return dist;
}

afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

describe('checkLinks', () => {
  it('accepts resolvable links', () => {
    const root = site({
      'index.html': '<link rel="icon" href="data:image/svg+xml,%3Csvg%2F%3E"><a href="/pricing">p</a><a href="/product/ichra#x">i</a><a href="#top" id="top">t</a><img src="/a.svg"><a href="https://x.example" target="_blank" rel="noopener">x</a><a href="/downloads/g.pdf">g</a>',
      'pricing.html': '<a href="/">home</a>',
      'product/ichra.html': '<p id="x">',
      'a.svg': '<svg/>',
      'downloads/g.pdf': '%PDF',
    });
    expect(checkLinks(root)).toEqual([]);
  });

  it.each([
    ['a missing page', '<a href="/nope">n</a>', '/index.html: a points to /nope, which is not built'],
    ['a missing image', '<img src="/missing.png">', '/index.html: img points to /missing.png, which is not built'],
    ['a missing srcset image', '<img src="/a.svg" srcset="/a.svg 1x, /b.svg 2x">', '/index.html: img points to /b.svg, which is not built'],
    ['a missing anchor', '<a href="#nowhere">n</a>', '/index.html: a points to missing anchor #nowhere'],
    ['a missing anchor on another page', '<a href="/tools#nowhere">n</a>', '/index.html: a points to /tools#nowhere, whose page has no #nowhere'],
    ['an http link', '<a href="http://x.example">x</a>', '/index.html: a uses a non-https URL http://x.example'],
    ['a data link', '<a href="data:text/html,x">x</a>', '/index.html: a uses a non-https URL data:text/html,x'],
    ['a new tab without noopener', '<a href="https://x.example" target="_blank">x</a>', '/index.html: https://x.example opens a new tab without rel="noopener"'],
  ])('reports %s', (_name, html, problem) => {
    const root = site({ 'index.html': html, 'a.svg': '<svg/>', 'tools.html': '<section id="chooser"></section>' });
    expect(checkLinks(root)).toEqual([problem]);
  });
});

describe('the built site', () => {
  it('has no broken link (run `npm run build` first)', () => {
    expect(existsSync('dist/index.html'), 'dist/ is missing: run `npm run build` first').toBe(true);
    expect(checkLinks('dist')).toEqual([]);
  });
});
