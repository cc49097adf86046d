// The employee-file upload: a native file input behind the upload button's label, so
// the picker opens on the first click whether or not the island has hydrated; the preview, its
// problems, and what the visitor is told when the island's code cannot load.
import type { Page } from '@playwright/test';
import { MAX_UPLOAD_BYTES } from '~/lib/csvPreview';
import { fill } from '~/lib/template';
import { ui } from '../../support/words';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';

const PATH = '/product/ichra/employer-calculator';
const CSV = { name: 'employees.csv', mimeType: 'text/csv', buffer: Buffer.from('First Name,Last Name,Username\nAda,Lovelace,ada\nAlan,Turing,alan\n') };
const NO_SCRIPT = ui.upload.noScript;
const { problems, button: UPLOAD } = ui.upload;

/** Clicks the visible upload button and answers the native picker it opens with `file`. */
async function choose(page: Page, file: typeof CSV) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText(UPLOAD).click()]);
  await chooser.setFiles(file);
}

declare global {
  interface Window {
    /** Lets the held read of the first file go on, and resolves with its bytes. */
    releaseFirst?: () => Promise<ArrayBuffer>;
  }
}

async function expectPreview(page: Page) {
  await expect(page.locator('.employee-upload label')).toHaveText('employees.csv');
  const table = page.getByRole('table', { name: ui.upload.previewCaption });
  await expect(table.locator('thead th')).toHaveText(ui.upload.columns);
  await expect(table.locator('tbody tr')).toHaveText([/1\s*Ada\s*Lovelace\s*ada/, /2\s*Alan\s*Turing\s*alan/]);
}

test('the first click opens the picker before hydration, and the chosen CSV is previewed once hydrated', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(PATH);
  await choose(page, CSV);
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(page.locator('.employee-upload astro-island[ssr]')).toBeAttached();
  code.release();
  await expectPreview(page);
});

test('when its code fails to load, the visitor is told a file cannot be previewed', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(PATH);
  const note = page.locator('.employee-upload').getByText(NO_SCRIPT);
  await expect(note).toBeHidden();
  await choose(page, CSV);
  await failed(page, '.employee-upload');
  await expect(note).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the picker is there and the visitor is told a file cannot be previewed', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByLabel(UPLOAD)).toBeAttached();
    await expect(page.locator('.employee-upload').getByText(NO_SCRIPT)).toBeVisible();
  });
});

test.describe('once hydrated', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH);
    // Scrolled to, the upload hydrates as it comes near the viewport.
    await page.locator('.employee-upload').scrollIntoViewIfNeeded();
    await hydrated(page, '.employee-upload');
  });

  test('a chosen CSV shows its name and a table of its rows', async ({ page, api }) => {
    await expect(page.getByText(UPLOAD)).toBeVisible();
    await page.getByLabel(UPLOAD).setInputFiles(CSV);
    await expectPreview(page);
    expect(api.requests.filter((r) => r.method() !== 'POST' || !r.url().endsWith('/v1/webpage'))).toEqual([]);
  });

  test('a file that is not a CSV gets a clear message and no table', async ({ page }) => {
    await page.locator('.employee-upload input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71]) });
    await expect(page.getByRole('alert')).toHaveText(problems.notCsv);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('a CSV without the columns gets a clear message', async ({ page }) => {
    await page.locator('.employee-upload input[type=file]').setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Email\nA,a@b.co\n') });
    await expect(page.getByRole('alert')).toHaveText(problems.missingColumns);
  });

  test('a CSV that is not UTF-8 gets a warning instead of garbled names', async ({ page }) => {
    // "José" as a spreadsheet saves it in Windows-1252: é is the single byte 0xE9.
    const buffer = Buffer.concat([Buffer.from('First Name,Last Name,Username\nJos'), Buffer.from([0xe9]), Buffer.from(',Garcia,jose\n')]);
    await page.locator('.employee-upload input[type=file]').setInputFiles({ name: 'latin1.csv', mimeType: 'text/csv', buffer });
    await expect(page.getByRole('alert')).toHaveText(problems.notUtf8);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('when the parser cannot load, the visitor is told, and choosing the file again once it can shows the preview', async ({ page }) => {
    const parser = '**/_astro/csvRows.*.js';
    await page.route(parser, (route) => route.abort('internetdisconnected'));
    await page.getByLabel(UPLOAD).setInputFiles(CSV);
    await expect(page.getByRole('alert')).toHaveText(problems.unreadable);
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.unroute(parser);
    await page.locator('.employee-upload input[type=file]').setInputFiles(CSV);
    await expectPreview(page);
    await expect(page.getByRole('alert')).toHaveText('');
  });

  test('a file the browser cannot read is named as unreadable, not left without an answer', async ({ page }) => {
    // As when the file was moved or deleted after it was chosen.
    await page.evaluate(() => {
      Blob.prototype.arrayBuffer = () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'));
    });
    await page.getByLabel(UPLOAD).setInputFiles(CSV);
    await expect(page.getByRole('alert')).toHaveText(problems.unreadable);
    await expect(page.locator('.employee-upload label')).toHaveText('employees.csv');
  });

  test('a file chosen while an earlier one is still being read replaces it, however late the earlier answer comes', async ({ page }) => {
    // The first file's read is held until the test lets it go, as a large file on a slow disk would be.
    await page.evaluate(() => {
      const read = Blob.prototype.arrayBuffer;
      const held = Promise.withResolvers<void>();
      Blob.prototype.arrayBuffer = function (this: Blob) {
        if (!(this instanceof File && this.name === 'first.csv')) return read.call(this);
        const done = held.promise.then(() => read.call(this));
        window.releaseFirst = () => (held.resolve(), done);
        return done;
      };
    });
    const input = page.locator('.employee-upload input[type=file]');
    await input.setInputFiles({ name: 'first.csv', mimeType: 'text/csv', buffer: Buffer.from('First Name,Last Name,Username\nGrace,Hopper,grace\n') });
    await expect(page.locator('.employee-upload label')).toHaveText('first.csv');
    await input.setInputFiles(CSV);
    await expectPreview(page);
    // The first read ends, and the frame after it is painted: the second file's preview stays.
    await page.evaluate(async () => {
      await window.releaseFirst!();
      await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
    });
    await expectPreview(page);
  });

  test('a file over the limit is refused with the limit the check applies, written out', async ({ page }) => {
    await page.locator('.employee-upload input[type=file]').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a') });
    await expect(page.getByRole('alert')).toHaveText(fill(problems.tooLarge, { max: '1 MB' }));
  });
});
