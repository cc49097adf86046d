import { watchRequests } from '../../scripts/lib/networkSettled';
import { expect, test } from './fixtures';

// Pages without an island must ship no framework code: no astro-island, and no script that
// carries React or Astro's hydration runtime. The small site scripts (menu, page view) may load.
const FRAMEWORK = /react\.transitional\.element|hydrateRoot|astro-island|__astro_island/;

for (const path of ['/terms-of-service', '/privacy-policy', '/create-account', '/product/ichra/find-brokers']) {
  test(`${path} ships no framework JavaScript`, async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') bodies.push(r.text());
    });
    const network = watchRequests(page);
    await page.goto(path);
    await page.mouse.wheel(0, 20_000);
    await network.settled();
    expect(await page.locator('astro-island').count()).toBe(0);
    const inline = await page.locator('script').evaluateAll((els) => els.map((e) => e.textContent ?? '').join('\n'));
    for (const code of [inline, ...(await Promise.all(bodies))]) expect(code).not.toMatch(FRAMEWORK);
  });
}
