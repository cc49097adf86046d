// The header's navigation: the spec's order, the Products dropdown (a <details>) and the phone menu
// (a popover) open and close by pointer and keyboard, with the script and without it, and while the
// phone menu is open the body carries the spec's `active` class. The header's script loads once the
// page has painted; the tests of what it adds open the page and wait for it.
import type { Page } from '@playwright/test';
import { breakpoint } from '~/lib/design';
import { products, site } from '../support/words';
import { expect, test } from './fixtures';
import { requestTimes } from './laterFiles';
import { WITHOUT_SCRIPTS } from './withoutScripts';

/** Whether the browser itself exposes the named button as expanded, as a screen reader hears it. */
async function expanded(page: Page, role: 'button' | 'DisclosureTriangle', name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: name, role });
  await cdp.detach();
  const state = nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value;
  return state as boolean | undefined;
}

/** Opens `path` and waits for the header's script to have run (it marks the menu `data-warm`). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#site-nav')).toHaveAttribute('data-warm', '');
}

const productsSummary = (page: Page) => page.locator('summary', { hasText: 'Products' });
const productLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: products.ichra.name });

/** From the focused Products summary: opens the dropdown, tabs to its first link, and leaves it by Escape, focus back on Products. */
async function escapeFromFirstProduct(page: Page) {
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(productLink(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(productLink(page)).toBeHidden();
  await expect(productsSummary(page)).toBeFocused();
}

test.describe('header', () => {
  test('navigation is in the spec order', async ({ page }) => {
    await open(page, '/pricing');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const items = nav.locator(':scope > ul > li > a, :scope > ul > li > details > summary');
    await expect(items).toHaveText(['Products', 'Pricing', 'Brokers', 'Referrals', /^Learning Center/, 'Contact Us', 'Sign In']);
  });

  test('the products dropdown opens and closes by click and keyboard', async ({ page }) => {
    await open(page, '/');
    const toggle = productsSummary(page);
    await expect(productLink(page)).toBeHidden();
    await toggle.click();
    expect(await expanded(page, 'DisclosureTriangle', 'Products')).toBe(true);
    await expect(page.locator('[data-dropdown] a')).toHaveText(Object.values(products).map((p) => p.name));
    await page.keyboard.press('Escape');
    await expect(productLink(page)).toBeHidden();
    expect(await expanded(page, 'DisclosureTriangle', 'Products')).toBe(false);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(productLink(page)).toBeVisible();
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(productLink(page)).toBeHidden();
  });

  test('Escape from a product link closes the dropdown and puts the focus back on Products', async ({ page }) => {
    await open(page, '/');
    await productsSummary(page).focus();
    await escapeFromFirstProduct(page);
  });

  test('tabbing out of the open dropdown closes it', async ({ page }) => {
    await open(page, '/');
    await productsSummary(page).focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeFocused();
    await expect(productLink(page)).toBeHidden();
  });

  test("the header's script is requested only once the page has loaded and painted", async ({ page }) => {
    await open(page, '/');
    const times = await requestTimes(page, /\/_astro\/header\.\w+\.js$/);
    expect(times.requested).toHaveLength(1);
    expect(times.requested[0]).toBeGreaterThan(times.painted);
    expect(times.requested[0]).toBeGreaterThanOrEqual(times.loaded);
  });

  test('the Learning Center opens the production learning center in a new tab', async ({ page }) => {
    await open(page, '/');
    const link = page.getByRole('banner').getByRole('link', { name: /Learning Center/ });
    await expect(link).toHaveAttribute('href', 'https://www.salusion.com/learning-center/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('Sign In and the calculators point at http://localhost:8080 on localhost', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', 'http://localhost:8080/');
    const footer = page.getByRole('contentinfo');
    for (const path of ['/calculator/affordable-ichra-employer', '/calculator/cost-of-insurance', '/calculator/affordable-ichra-employee']) {
      await expect(footer.locator(`a[data-app-path="${path}"]`)).toHaveAttribute('href', `http://localhost:8080${path}`);
    }
  });

  test('the footer links the privacy policy and the terms', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  });
});

test.describe(`mobile menu at ${breakpoint.menu}px`, () => {
  test.use({ viewport: { width: breakpoint.menu, height: 800 } });

  test('toggles the navigation and body.active', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Menu' });
    const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
    await expect(pricing).toBeHidden();
    await button.click();
    expect(await expanded(page, 'button', 'Menu')).toBe(true);
    await expect(page.locator('body')).toHaveClass(/\bactive\b/);
    await expect(pricing).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
    await expect(pricing).toBeHidden();
    expect(await expanded(page, 'button', 'Menu')).toBe(false);
    await expect(button).toBeFocused();
    await button.click();
    await button.click();
    await expect(pricing).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
  });

  test('a menu opened before its script arrives gives the body its class once the script runs, and takes it back on closing', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/header\.\w+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const asked = page.waitForRequest(/\/_astro\/header\.\w+\.js$/);
    await page.goto('/');
    await asked;
    await page.getByRole('button', { name: site.header.menuLabel }).click();
    await expect(page.locator('#site-nav')).not.toHaveAttribute('data-warm');
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
    release();
    await expect(page.locator('#site-nav')).toHaveAttribute('data-warm', '');
    await expect(page.locator('body')).toHaveClass(/\bactive\b/);
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
  });

  test('once the page is idle, the closed menu is laid out, yet unseen, out of the Tab order and silent; Menu shows it', async ({ page }) => {
    await open(page, '/');
    const nav = page.locator('#site-nav');
    const pricing = nav.getByRole('link', { name: 'Pricing', includeHidden: true });
    expect(await pricing.boundingBox()).not.toBeNull();
    await expect(pricing).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Tab');
    await expect(button).not.toBeFocused();
    await expect(nav.locator(':focus')).toHaveCount(0);
    await button.click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  });

  test('the keyboard reaches the menu, Escape in the dropdown closes only the dropdown, and focus returns to Menu', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(productsSummary(page)).toBeFocused();
    await escapeFromFirstProduct(page);
    await expect(page.locator('body')).toHaveClass(/\bactive\b/);
    await page.keyboard.press('Escape');
    await expect(productsSummary(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
  });

  test('a tap outside the open menu closes it', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(productsSummary(page)).toBeVisible();
    await page.mouse.click(5, 780);
    await expect(productsSummary(page)).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
  });

  test('closes when the window grows past the phone layout', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('body')).toHaveClass(/\bactive\b/);
    await page.setViewportSize({ width: breakpoint.menu + 1, height: 800 });
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  });

  test('is not used above the breakpoint', async ({ page }) => {
    await page.setViewportSize({ width: breakpoint.menu + 1, height: 800 });
    await open(page, '/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  });
});

for (const mode of WITHOUT_SCRIPTS) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled });

    test('the Products dropdown opens and closes on a wide window', async ({ page }) => {
      await mode.prepare(page);
      await page.goto('/');
      await productsSummary(page).click();
      await expect(productLink(page)).toBeVisible();
      await productsSummary(page).click();
      await expect(productLink(page)).toBeHidden();
    });

    test('the phone menu opens, its dropdown too, and Escape from inside closes it with focus back on Menu', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await mode.prepare(page);
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Menu' });
      await button.click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
      expect(await expanded(page, 'button', 'Menu')).toBe(true);
      await productsSummary(page).click();
      await expect(productLink(page)).toBeVisible();
      await productsSummary(page).click();
      await expect(productLink(page)).toBeHidden();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).focus();
      await page.keyboard.press('Escape');
      await expect(productsSummary(page)).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
}

test('the skip link moves focus to main', async ({ page }) => {
  await page.goto('/pricing');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: site.skipLink });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
