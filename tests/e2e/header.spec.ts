import { expect, test } from './fixtures';

test.describe('header', () => {
  test('navigation is in the spec order', async ({ page, api: _api }) => {
    await page.goto('/pricing');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const items = nav.locator(':scope > ul > li > :is(a, button)');
    await expect(items).toHaveText([
      'Products',
      'Pricing',
      'Brokers',
      'Referrals',
      /^Learning Center/,
      'Contact Us',
      'Sign In',
    ]);
  });

  test('the products dropdown opens and closes by click and keyboard', async ({ page, api: _api }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Products' });
    const ichra = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Individual Coverage HRA' });
    await expect(ichra).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#products-menu a')).toHaveText([
      'Individual Coverage HRA',
      'Qualified Small Employer HRA',
      'Group Coverage HRA',
      'Excepted Benefit HRA',
    ]);
    await page.keyboard.press('Escape');
    await expect(ichra).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ichra).toBeVisible();
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(ichra).toBeHidden();
  });

  test('the Learning Center opens the production learning center in a new tab', async ({ page, api: _api }) => {
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: /Learning Center/ });
    await expect(link).toHaveAttribute('href', 'https://www.salusion.com/learning-center/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('Sign In and the calculators point at http://localhost:8080 on localhost', async ({ page, api: _api }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', 'http://localhost:8080/');
    const footer = page.getByRole('contentinfo');
    for (const path of ['/calculator/affordable-ichra-employer', '/calculator/cost-of-insurance', '/calculator/affordable-ichra-employee']) {
      await expect(footer.locator(`a[data-app-path="${path}"]`)).toHaveAttribute('href', `http://localhost:8080${path}`);
    }
  });

  test('the footer links the privacy policy and the terms', async ({ page, api: _api }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  });
});

test.describe('mobile menu at 1024px', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('toggles the navigation and body.active', async ({ page, api: _api }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
    await expect(pricing).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveClass(/\bactive\b/);
    await expect(pricing).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
    await expect(pricing).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await button.click();
    await expect(page.locator('body')).not.toHaveClass(/\bactive\b/);
  });

  test('is not used above 1024px', async ({ page, api: _api }) => {
    await page.setViewportSize({ width: 1025, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  });
});

test('the skip link moves focus to main', async ({ page, api: _api }) => {
  await page.goto('/pricing');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
