// Each guide page shows its sections, and its PDF carries the same headings.
import { extractText, getDocumentProxy } from 'unpdf';
import { page as pageWords, titledBlocks } from '../../support/words';
import { expect, test } from '../fixtures';

for (const path of ['/product/ichra/rules-and-regulations', '/product/qsehra/rules-and-regulations', '/product/ichra/large-business']) {
  // As many sections as the page's file writes.
  const count = titledBlocks(path, 'Section').length;
  const { pdf } = pageWords(path) as { pdf?: { title: string } };
  const pdfTitle = pdf!.title;
  test(`${path} has ${count} sections and a PDF carrying their headings`, async ({ page, request }) => {
    await page.goto(path);
    const sections = page.locator('[data-guide-section]');
    await expect(sections).toHaveCount(count);
    const headings = await sections.evaluateAll((els) => els.map((e) => e.querySelector('summary')?.textContent?.trim() ?? ''));
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
