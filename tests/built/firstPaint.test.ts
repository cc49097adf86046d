// What each page's first paint waits for, and what it must not: it holds its first frame until
// <main> begins, so the wide bar's right-aligned links cannot move as the rest of the menu arrives,
// and it fetches no stylesheet on the way. Reads dist/.
import { expect, it } from 'vitest';
import { PATHS } from '../../scripts/lib/routes';
import { builtPage } from '../support/builtSite';

it.each(PATHS)('%s holds its first paint until the header is whole, and no longer', (path) => {
  const page = builtPage(path);
  const expects = page.querySelectorAll('head link[rel="expect"]');
  expect(expects.map((link) => [link.getAttribute('href'), link.getAttribute('blocking')])).toEqual([['#main', 'render']]);
  const main = page.querySelector('#main')!;
  expect(main.tagName).toBe('MAIN');
  // The element it waits for comes right after the header.
  expect(main.previousElementSibling?.tagName).toBe('HEADER');
});

// A stylesheet a page links is fetched at once, even one for print only; Lighthouse's simulation
// then puts its round trips on the way to the largest paint (about 120 ms on every page). So the site
// script links the print rules once the page has painted (tests/e2e/print.spec.ts), and the page
// itself only for scripting off, where <noscript> holds the link.
it.each(PATHS)('%s links no stylesheet, but its print rules for scripting off', (path) => {
  const page = builtPage(path);
  expect(page.querySelectorAll('link[rel~="stylesheet"]')).toEqual([]);
  // The parser reads what <noscript> holds as text, as a browser with scripting on does.
  expect(page.querySelectorAll('head noscript').map((noscript) => noscript.rawText)).toEqual([
    expect.stringMatching(/^<link rel="stylesheet" media="print" href="\/_astro\/print\.\w+\.css">$/),
  ]);
  expect(page.querySelector('style')!.rawText).not.toMatch(/@media print/);
});
