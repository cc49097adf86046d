// Every fee comparison table, on every route that has one (found in the build), shows all its
// columns on a 390 px phone, both competitors included, with nothing scrolled out of view inside
// the table or the page; and it is still a table to assistive technology.
import { numbers } from '../support/numbers.ts';
import { siteConfig } from '~/lib/siteConfig';
import { builtPage } from '../support/builtSite';
import { PATHS } from '../../scripts/lib/routes';
import { expect, test } from './fixtures';

const COLUMNS = [siteConfig.brand, ...numbers.competitors.map((c) => c.name)];
const ROUTES = PATHS.filter((path) => builtPage(path).querySelector('[data-comparison-table]'));

test.use({ viewport: { width: 390, height: 844 } });

test('the build has comparison tables on the product, compare and consultation pages', () => {
  expect(ROUTES).toEqual(expect.arrayContaining(['/product/ichra', '/product/qsehra', '/product/ichra/compare-pricing', '/product/qsehra/compare-pricing']));
});

for (const path of ROUTES) {
  test(`${path}: at 390 px every comparison table shows every column, with no sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    const wrappers = page.locator('[data-comparison-table]');
    expect(await wrappers.count()).toBeGreaterThan(0);
    for (const wrapper of await wrappers.all()) {
      await wrapper.scrollIntoViewIfNeeded();
      expect(await wrapper.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      const table = wrapper.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(COLUMNS);
      await expect(table.getByRole('row')).toHaveCount(4);
      for (const row of await table.getByRole('row').all()) {
        await expect(row.getByRole('cell').or(row.getByRole('columnheader'))).not.toHaveCount(0);
      }
      const cells = table.locator('th, td:not(:empty)');
      for (const cell of await cells.all()) {
        await expect(cell).toBeVisible();
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
}
