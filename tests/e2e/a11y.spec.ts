import AxeBuilder from '@axe-core/playwright';
import { expect, hydrateAll, test } from './fixtures';
import { PATHS } from '../../scripts/lib/routes';

test.describe('axe finds no violations with every island hydrated', () => {
  for (const path of PATHS) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      await hydrateAll(page);
      // Only violations are read, so axe details nothing else (its passes take much of its time).
      // options() replaces what withTags() set, so it comes first.
      const results = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
});
