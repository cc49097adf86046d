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
// then puts its round trips on the way to the largest paint (about 120 ms on every page).
it.each(PATHS)('%s links no stylesheet: its rules, print ones included, are inline', (path) => {
  const page = builtPage(path);
  expect(page.querySelectorAll('link[rel~="stylesheet"]').map((link) => link.getAttribute('href'))).toEqual([]);
  expect(page.querySelector('style')!.rawText).toMatch(/@media print\{[^}]*\.site-header/);
});
