// Islands import their words (src/integrations/islandWords.ts), so no island's props, which the
// page's HTML carries before its first paint, repeat a string of content/site/ui.json. Reads dist/.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../scripts/lib/routes';
import { builtPage } from '../support/builtSite';

/** Every string in a value, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const uiWords = new Set(strings(JSON.parse(readFileSync('content/site/ui.json', 'utf8'))));
const islands = PATHS.flatMap((path) =>
  builtPage(path)
    .querySelectorAll('astro-island')
    .map((island) => [`${path} ${island.getAttribute('component-url')}`, island.getAttribute('props')!] as const),
);

describe('island props', () => {
  it('are on the pages with tools', () => {
    expect(islands.length).toBeGreaterThan(10);
  });

  it.each(islands)('%s repeat no words of ui.json', (_island, props) => {
    expect(strings(JSON.parse(props)).filter((s) => uiWords.has(s))).toEqual([]);
  });
});
