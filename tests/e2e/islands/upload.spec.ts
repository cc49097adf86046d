import { expect, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/product/ichra/employer-calculator');
  // A visitor's first touch hydrates the upload: here, focus on its file input.
  await page.locator('.employee-upload input[type=file]').focus();
  await page.waitForFunction(() => document.querySelector('.employee-upload astro-island[ssr]') === null);
});

test('a chosen CSV shows its name and a table of its rows', async ({ page, api }) => {
  await expect(page.getByText('Upload File')).toBeVisible();
  await page.getByLabel('Upload File').setInputFiles({
    name: 'employees.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('First Name,Last Name,Username\nAda,Lovelace,ada\nAlan,Turing,alan\n'),
  });
  await expect(page.locator('.employee-upload label')).toHaveText('employees.csv');
  const table = page.getByRole('table', { name: 'First rows of your file' });
  await expect(table.locator('thead th')).toHaveText(['#', 'First Name', 'Last Name', 'Username']);
  await expect(table.locator('tbody tr')).toHaveText([/1\s*Ada\s*Lovelace\s*ada/, /2\s*Alan\s*Turing\s*alan/]);
  expect(api.requests.filter((r) => r.method() !== 'POST' || !r.url().endsWith('/v1/webpage'))).toEqual([]);
});

test('a file that is not a CSV gets a clear message and no table', async ({ page, api: _api }) => {
  await page.locator('.employee-upload input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71]) });
  await expect(page.getByRole('alert')).toHaveText('That file is not a CSV. Please choose a .csv file.');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a CSV without the columns gets a clear message', async ({ page, api: _api }) => {
  await page.locator('.employee-upload input[type=file]').setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Email\nA,a@b.co\n') });
  await expect(page.getByRole('alert')).toHaveText('The file needs the columns First Name, Last Name and Username.');
});
