import { expect, test } from './fixtures';

// Pages without an island must ship no framework code: no astro-island, no React, no renderer.
for (const path of ['/terms-of-service', '/privacy-policy', '/create-account', '/product/ichra/find-brokers']) {
  test(`${path} ships no framework JavaScript`, async ({ page, api: _api }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(path);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(scripts).toEqual([]);
    const inline = await page.locator('script').evaluateAll((els) => els.map((e) => e.textContent ?? '').join('\n'));
    expect(inline).not.toMatch(/react|astro-island|hydrate/i);
  });
}
