// Islands import their words (src/integrations/islandWords.ts) and name the months themselves, so
// no island's props, which the page's HTML carries before its first paint, repeat a string of
// content/site/ui.json or a month's name; the plan calendar, the FTE calculator and the class-size
// checker import their numbers too (src/integrations/islandNumbers.ts). Reads dist/.
import { describe, expect, it } from 'vitest';
import { MONTH_NAMES } from '~/lib/monthNames';
import { PATHS } from '../../scripts/lib/routes';
import { builtPage } from '../support/builtSite';
import { ui } from '../support/words';

/** Every string in a value, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const words = new Set([...strings(ui), ...MONTH_NAMES]);
const islands = PATHS.flatMap((path) =>
  builtPage(path)
    .querySelectorAll('astro-island')
    .map((island) => [`${path} ${island.getAttribute('component-url')}`, island.getAttribute('props')!] as const),
);

describe('island props', () => {
  it('are on the pages with tools', () => {
    expect(islands.length).toBeGreaterThan(10);
  });

  it.each(islands)('%s repeat no words of ui.json and no month names', (_island, props) => {
    expect(strings(JSON.parse(props)).filter((s) => words.has(s))).toEqual([]);
  });
});

describe('the props of the islands that import their numbers', () => {
  const importing = islands.filter(([island]) => /\/(PlanCalendar|FteCalculator|ClassSizeChecker)\./.test(island));

  it('are on the pages with the plan calendar, the FTE calculator and the class-size checker', () => {
    expect(importing.length).toBeGreaterThanOrEqual(4);
  });

  it.each(importing)('%s carry none of its rules or limits', (_island, props) => {
    expect(Object.keys(JSON.parse(props))).not.toContain('rules');
    expect(Object.keys(JSON.parse(props))).not.toContain('limits');
  });
});
