import AxeBuilder from '@axe-core/playwright';
import { expect, hydrateAll, test } from './fixtures';
import { PATHS } from '../../scripts/lib/routes';

test.describe('axe finds no violations with every island hydrated', () => {
  for (const path of PATHS) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      await hydrateAll(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
});
