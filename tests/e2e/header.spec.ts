// The header's navigation: the order of the site data (which the content check holds to the spec's,
// scripts/lib/specFacts.ts), the Products dropdown (a <details>) and the phone menu
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

const { header, footer } = site;
const nav = (page: Page) => page.getByRole('navigation', { name: header.navLabel });
const productsSummary = (page: Page) => page.locator('summary', { hasText: header.productsLabel });
const productLink = (page: Page) => nav(page).getByRole('link', { name: products.ichra.name });
/** The header's first link after the Products dropdown. */
const firstLink = (page: Page) => nav(page).getByRole('link', { name: header.links[0]!.label, exact: true });
const menuButton = (page: Page) => page.getByRole('button', { name: header.menuLabel });

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
  test('navigation is in the order of the site data, each link leading where the data says', async ({ page }) => {
    await open(page, '/pricing');
    const items = nav(page).locator(':scope > ul > li > a, :scope > ul > li > details > summary');
    await expect(items).toHaveText([
      header.productsLabel,
      ...header.links.map((link) => link.label),
      `${header.learningCenter} ${header.newTab}`,
      header.contact.label,
      header.signIn,
    ]);
    // The Learning Center's and Sign In's addresses are the code's (tested below).
    const hrefs = await nav(page).locator(':scope > ul > li > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([...header.links.map((link) => link.href), expect.any(String), header.contact.href, expect.any(String)]);
  });

  test('the products dropdown opens and closes by click and keyboard', async ({ page }) => {
    await open(page, '/');
    const toggle = productsSummary(page);
    await expect(productLink(page)).toBeHidden();
    await toggle.click();
    expect(await expanded(page, 'DisclosureTriangle', header.productsLabel)).toBe(true);
    await expect(page.locator('[data-dropdown] a')).toHaveText(Object.values(products).map((p) => p.name));
    await page.keyboard.press('Escape');
    await expect(productLink(page)).toBeHidden();
    expect(await expanded(page, 'DisclosureTriangle', header.productsLabel)).toBe(false);
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
    // Past every product link to the first link after the dropdown.
    for (let i = 0; i <= Object.keys(products).length; i++) await page.keyboard.press('Tab');
    await expect(firstLink(page)).toBeFocused();
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
    const link = page.getByRole('banner').getByRole('link', { name: header.learningCenter });
    await expect(link).toHaveAttribute('href', 'https://www.salusion.com/learning-center/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('Sign In and the calculators point at http://localhost:8080 on localhost', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: header.signIn })).toHaveAttribute('href', 'http://localhost:8080/');
    const box = page.getByRole('contentinfo');
    for (const { label, path } of footer.calculators) {
      await expect(box.getByRole('link', { name: label })).toHaveAttribute('href', `http://localhost:8080${path}`);
    }
  });

  test('the footer links the privacy policy and the terms', async ({ page }) => {
    await open(page, '/');
    const box = page.getByRole('contentinfo');
    for (const href of ['/privacy-policy', '/terms-of-service']) {
      const { label } = footer.legal.find((link) => link.href === href)!;
      await expect(box.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
  });
});

test.describe(`mobile menu at ${breakpoint.menu}px`, () => {
  test.use({ viewport: { width: breakpoint.menu, height: 800 } });

  test('toggles the navigation and body.active', async ({ page }) => {
    await open(page, '/');
    const button = menuButton(page);
    const link = firstLink(page);
    await expect(link).toBeHidden();
    await button.click();
    expect(await expanded(page, 'button', header.menuLabel)).toBe(true);
    await expect(page.locator('body')).toHaveClass(/\bactive\b/);
    await expect(link).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
    await expect(link).toBeHidden();
    expect(await expanded(page, 'button', header.menuLabel)).toBe(false);
    await expect(button).toBeFocused();
    await button.click();
    await button.click();
    await expect(link).toBeHidden();
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
    const menu = page.locator('#site-nav');
    const link = menu.getByRole('link', { name: header.links[0]!.label, exact: true, includeHidden: true });
    expect(await link.boundingBox()).not.toBeNull();
    await expect(link).toBeHidden();
    await expect(nav(page)).toHaveCount(0);
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press('Tab');
    await expect(button).not.toBeFocused();
    await expect(menu.locator(':focus')).toHaveCount(0);
    await button.click();
    await expect(firstLink(page)).toBeVisible();
  });

  test('the keyboard reaches the menu, Escape in the dropdown closes only the dropdown, and focus returns to Menu', async ({ page }) => {
    await open(page, '/');
    const button = menuButton(page);
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
    await menuButton(page).click();
    await expect(productsSummary(page)).toBeVisible();
    await page.mouse.click(5, 780);
    await expect(productsSummary(page)).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
  });

  test('closes when the window grows past the phone layout', async ({ page }) => {
    await open(page, '/');
    await menuButton(page).click();
    await expect(page.locator('body')).toHaveClass(/\bactive\b/);
    await page.setViewportSize({ width: breakpoint.menu + 1, height: 800 });
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
    await expect(firstLink(page)).toBeVisible();
  });

  test('is not used above the breakpoint', async ({ page }) => {
    await page.setViewportSize({ width: breakpoint.menu + 1, height: 800 });
    await open(page, '/');
    await expect(menuButton(page)).toBeHidden();
    await expect(firstLink(page)).toBeVisible();
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
      const button = menuButton(page);
      await button.click();
      await expect(firstLink(page)).toBeVisible();
      expect(await expanded(page, 'button', header.menuLabel)).toBe(true);
      await productsSummary(page).click();
      await expect(productLink(page)).toBeVisible();
      await productsSummary(page).click();
      await expect(productLink(page)).toBeHidden();
      await firstLink(page).focus();
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
