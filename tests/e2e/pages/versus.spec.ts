// /product/ichra-vs-qsehra compares: under its video, a table with a column per HRA and a row per
// subject, in the words and order the page's file gives them (its <CompareRow> titles), every cell
// filled, its next steps as links; the page has no button, as SPEC.md's route table keeps it, and at
// 390 px both columns show with no sideways scrolling.
import { listItems } from '~/schemas/components';
import { tagAttribute, titledBlocks } from '../../support/words';
import { expect, test } from '../fixtures';

const PATH = '/product/ichra-vs-qsehra';
const subjects = titledBlocks(PATH, 'CompareRow').map((row) => row.title);
const columns = listItems(tagAttribute(PATH, 'CompareTable', 'columns'));
const caption = tagAttribute(PATH, 'CompareTable', 'caption');

test('the page compares several subjects, for both HRAs', () => {
  expect(subjects.length).toBeGreaterThanOrEqual(5);
  expect(columns).toHaveLength(2);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('under the video, the table has a row per subject and a filled cell per HRA, all in view', async ({ page }) => {
      await page.goto(PATH);
      const table = page.getByRole('table', { name: caption });
      await expect(table.getByRole('columnheader')).toHaveText(columns);
      await expect(table.getByRole('rowheader')).toHaveText(subjects);
      const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
      await expect(rows).toHaveCount(subjects.length);
      for (const row of await rows.all()) {
        const cells = row.getByRole('cell');
        await expect(cells).toHaveCount(columns.length);
        for (const cell of await cells.all()) await expect(cell).not.toBeEmpty();
      }
      const video = await page.locator('video-poster').boundingBox();
      const box = await table.boundingBox();
      expect(box!.y).toBeGreaterThan(video!.y + video!.height);
      const wrapper = page.locator('.compare-table');
      expect(await wrapper.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  });
}

test('the table leads on by links within the site, and the page has no button', async ({ page }) => {
  await page.goto(PATH);
  const links = page.getByRole('table', { name: caption }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/[a-z]/);
  const main = page.getByRole('main');
  await expect(main.getByRole('button')).toHaveCount(0);
  await expect(main.locator('.button')).toHaveCount(0);
});
