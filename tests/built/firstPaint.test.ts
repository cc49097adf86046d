// No page paints its header half-parsed: each holds its first frame until <main> begins, so the
// wide bar's right-aligned links cannot move as the rest of the menu arrives. Reads dist/.
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
