import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures';

test.describe('Terms of Use', () => {
  test('has sections 1–5 and 7–13 and no section 6', async ({ page, api: _api }) => {
    await page.goto('/terms-of-service');
    const numbers = await page.locator('main h2').evaluateAll((hs) => hs.map((h) => Number.parseInt(h.textContent ?? '', 10)));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13]);
  });

  test('states the facts of the spec', async ({ page, api: _api }) => {
    await page.goto('/terms-of-service');
    const main = page.locator('main');
    for (const fact of [
      'laws of the State of New York',
      'Southern District of New York',
      'less than $250,000',
      'less than $10,000',
      '19 in Alabama and Nebraska, 21 in Mississippi and\nPuerto Rico'.replace('\n', ' '),
      'at least 18 years old',
      'at least 13 years old',
      '90 days from your first use',
      'within 30 days',
      'at least 30 days’ prior notice',
      'health savings account (HSA) platform',
      'App store providers are third-party beneficiaries',
    ]) {
      await expect(main).toContainText(fact);
    }
  });
});

test('the privacy policy is version 2.3, last revised July 20, 2021, minimum age 13', async ({ page, api: _api }) => {
  await page.goto('/privacy-policy');
  const main = page.locator('main');
  await expect(main).toContainText('Version 2.3');
  await expect(main).toContainText('Last revised July 20, 2021');
  await expect(main).toContainText('children under 13');
});

for (const [path, pdfTitle, count] of [
  ['/product/ichra/rules-and-regulations', 'ICHRA Rules & Regs', 9],
  ['/product/qsehra/rules-and-regulations', 'QSEHRA Rules & Regs', 10],
  ['/product/ichra/large-business', 'ICHRAs for Large Employers', 3],
] as const) {
  test(`${path} has ${count} sections and a PDF carrying their headings`, async ({ page, request, api: _api }) => {
    await page.goto(path);
    const sections = page.locator('[data-guide-section]');
    await expect(sections).toHaveCount(count);
    const headings = await sections.evaluateAll((els) => els.map((e) => e.querySelector('summary, button')?.textContent?.trim() ?? ''));
    const link = page.getByRole('link', { name: new RegExp(pdfTitle) });
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const bytes = await response.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain(pdfTitle);
    expect(text).toContain(`page ${totalPages} of ${totalPages}`);
    for (const heading of headings) expect(text).toContain(heading);
  });
}

test('the home page shows the claims and four priced product cards', async ({ page, api: _api }) => {
  await page.goto('/');
  const main = page.locator('main');
  await expect(main).toContainText('1,100');
  await expect(main).toContainText('19,000');
  const cards = main.locator('.card');
  await expect(cards).toHaveCount(4);
  await expect(cards.locator('.price')).toHaveText(['$14 pepm', '$14 pepm', '$5 pepm', '$5 pepm']);
  for (const [code, href] of [['ICHRA', '/product/ichra'], ['QSEHRA', '/product/qsehra'], ['GCHRA', '/product/gchra'], ['EBHRA', '/product/ebhra']]) {
    await expect(main.getByRole('link', { name: `Learn about ${code}` })).toHaveAttribute('href', href!);
  }
  await expect(main.getByRole('link', { name: /Start Your Company.s HRA Now/ })).toHaveAttribute('href', '/create-account');
});

test('the pricing page shows two cards at $14 and $5', async ({ page, api: _api }) => {
  await page.goto('/pricing');
  const cards = page.locator('.price-card');
  await expect(cards.locator('h2')).toHaveText(['ICHRA & QSEHRA', 'GCHRA & EBHRA']);
  await expect(cards.locator('.price strong')).toHaveText(['$14', '$5']);
  await expect(cards.nth(0).locator('h3')).toHaveCount(2);
  await expect(cards.nth(1).locator('h3')).toHaveCount(2);
});

test('the comparison table shows Salusion against both competitors', async ({ page, api: _api }) => {
  await page.goto('/product/ichra/compare-pricing');
  const table = page.getByRole('table', { name: 'ICHRA administration fees compared' });
  await expect(table.locator('tbody tr')).toHaveText([
    /Per participant per month\s*\$14\s*\$20\s*\$19/,
    /Monthly platform fee\s*\$0\s*\$40\s*\$35/,
    /Setup fee\s*\$0\s*\$0\s*\$150/,
  ]);
  await page.getByRole('link', { name: 'Speak with an HRA Expert' }).first().click();
  await expect(page).toHaveURL(/#start_hra$/);
});

test('the create-account form posts the five fields to the application host', async ({ page, api: _api }) => {
  await page.goto('/create-account');
  const form = page.locator('form.create-account');
  await expect(form).toHaveAttribute('action', 'http://localhost:8080/create-account');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  const names = await form.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).name));
  expect(names).toEqual(['company', 'first_name', 'last_name', 'email', 'phone']);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
});

test('broker and referral buttons open the application host', async ({ page, api: _api }) => {
  await page.goto('/broker-program');
  await expect(page.getByRole('link', { name: 'Create A Broker Account' })).toHaveAttribute('href', 'http://localhost:8080/create-broker-account');
  await page.goto('/referral-program');
  await expect(page.getByRole('link', { name: 'Create A Referral Account' })).toHaveAttribute('href', 'http://localhost:8080/create-referral-account');
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
});

test.describe('structured data', () => {
  async function jsonLd(page: import('@playwright/test').Page, path: string) {
    await page.goto(path);
    const text = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(text!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  }

  test('the home page carries the Organization and the four offers', async ({ page, api: _api }) => {
    const blocks = await jsonLd(page, '/');
    expect(blocks.find((b) => b['@type'] === 'Organization')).toMatchObject({ name: 'Salusion' });
    const prices = blocks.filter((b) => b['@type'] === 'Product').map((b) => (b['offers'] as { price: string }).price);
    expect(prices).toEqual(['14.00', '14.00', '5.00', '5.00']);
  });

  test('the referral program says up to $42', async ({ page, api: _api }) => {
    const [block] = await jsonLd(page, '/referral-program');
    expect(block!['description']).toContain('up to $42');
  });

  test('the expert page carries a free online consultation Event', async ({ page, api: _api }) => {
    const [block] = await jsonLd(page, '/speak-with-an-hra-expert');
    expect(block).toMatchObject({ '@type': 'Event', offers: { price: '0', priceCurrency: 'USD' } });
  });
});

test('the sitemap lists every page and no redirect', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemapUrl = new URL(/<loc>(.*?)<\/loc>/.exec(index)![1]!);
  const sitemap = await (await request.get(sitemapUrl.pathname)).text();
  expect(sitemap).toContain('https://www.salusion.com/product/ichra/rules-and-regulations</loc>');
  expect(sitemap).not.toContain('/guide<');
  expect(sitemap).not.toContain('/compare/');
  expect(sitemap).not.toContain('/404');
});
