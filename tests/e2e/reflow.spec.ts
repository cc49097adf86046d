// Reflow (WCAG 2.2, 1.4.10): every route read in a window 320 CSS pixels wide, every island
// hydrated, scrolls in one direction only: nothing is wider than the window, so no line of text
// needs a sideways scroll. The accessibility statement names this check.
import { expect, hydrateAll, test } from './fixtures';
import { PATHS } from '../../scripts/lib/routes';

test.use({ viewport: { width: 320, height: 640 } });

for (const path of PATHS) {
  test(`${path} reflows into 320 px with no sideways scroll`, async ({ page }) => {
    await page.goto(path);
    await hydrateAll(page);
    const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(wider).toBe(0);
  });
}
