// The browser editor shows what is edited, and typing loses nothing: on a copy of the project,
// `npm run edit` serves /keystatic; a page's document shows each number as its value and name, each
// Section's title, and a line saying what each other block renders. Then an editor inserts a new
// Section right before the resource cards of the QSEHRA rules guide, as the editors' guide says
// (a new line, "/", Section), types its text and saves: the resource cards must still be in the
// editor and in the saved file, and the typed words inside the new Section. The editor then shows
// the page as saved, in place: no reload, no "Restored draft" message. A key typed on a block
// selected by a click on it (price cards, a number) replaces nothing, and the block says why. Run
// alone: about 20 s.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED, type EditorServer } from '../../scripts/lib/editorServer';
import { TYPING_REFUSED } from '../../src/editor/typingGuard';
import { formatNumber, numberAt } from '../../src/lib/format';
import { documentOf, insertBlockAfter, openEditor, type EditorSession } from '../support/editorSession';
import { copyProject } from '../../scripts/lib/projectCopy';

const RULES = 'content/pages/product/qsehra/rules-and-regulations.mdx';
const RULES_IN_EDITOR = `/keystatic/collection/pages/item/${encodeURIComponent('product/qsehra/rules-and-regulations')}`;
const PRICING_IN_EDITOR = '/keystatic/collection/pages/item/pricing';
const TYPED = 'Records are kept for seven years';

const work = copyProject('editor-document');
const numbers = (load(readFileSync(join(work, 'content/data/numbers.yaml'), 'utf8')) as { numbers: unknown }).numbers;
const rulesBefore = readFileSync(join(work, RULES), 'utf8');
let session: EditorSession | undefined;
let editor: EditorServer;
let page: Page;

beforeAll(async () => {
  session = await openEditor(work, RULES_IN_EDITOR, { width: 1280, height: 900 });
  ({ editor, page } = session);
}, 150_000);

afterAll(() => session?.close());

const STEP = { timeout: 30_000 };

describe('the document shows what each block renders', STEP, () => {
  it('every Section title of the rules guide', async () => {
    const titles = [...rulesBefore.matchAll(/<Section title="([^"]+)">/g)].map(([, title]) => title!);
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) await documentOf(page).locator('[data-summary="Section"]', { hasText: title }).first().waitFor();
  });

  it('a number as its value and name', async () => {
    const days = formatNumber(numberAt(numbers, 'plan.noticeDaysBefore'));
    await documentOf(page).getByText(`${days} (Notice days before)`, { exact: true }).first().waitFor();
    await page.goto(PRICING_IN_EDITOR);
    const fee = formatNumber(numberAt(numbers, 'fees.platform'), 'usd');
    await documentOf(page).getByText(`${fee} (Platform fee)`, { exact: true }).first().waitFor();
  });

  it('the prices in a sentence as the page writes them, grouped by price', async () => {
    const [ichra, gchra] = (['prices.ichra', 'prices.gchra'] as const).map((key) => formatNumber(numberAt(numbers, key), 'usd'));
    const list = documentOf(page).locator('[data-summary="PriceList"]');
    await expect.poll(() => list.innerText()).toBe(`${ichra} for ICHRA and QSEHRA, ${gchra} for GCHRA and EBHRA (prices from Numbers)`);
  });

  it('a line for each block with no text of its own, naming what it shows', async () => {
    await page.goto(RULES_IN_EDITOR);
    const cards = documentOf(page).locator('[data-summary="ResourceCards"]');
    await expect.poll(() => cards.innerText()).toBe('3 resource cards under “More on QSEHRAs”: QSEHRA video guide · ICHRA vs. QSEHRA: which HRA is right for your business? · Compare QSEHRA pricing');
  });
});

/** How many blocks `name` the document shows. */
const blocksNamed = (name: string) => documentOf(page).locator(`[data-summary="${name}"]`).count();

describe('a block selected by a click on it, then typed on', STEP, () => {
  it.each(['PriceCards', 'N'])('%s stays, and says why the key did nothing', async (name) => {
    await page.goto(PRICING_IN_EDITOR);
    const block = documentOf(page).locator(`[data-summary="${name}"]`).first();
    await block.waitFor();
    const blocks = await blocksNamed(name);
    await block.click();
    await page.keyboard.type('x');
    await documentOf(page).getByText(TYPING_REFUSED).waitFor();
    expect(await blocksNamed(name)).toBe(blocks);
    expect(await page.getByText('Unsaved', { exact: true }).count()).toBe(0);
  });

  it('leaves the editor where the next steps expect it', async () => {
    await page.goto(RULES_IN_EDITOR);
    await documentOf(page).locator('[data-summary="ResourceCards"]').waitFor();
  });
});

describe('a Section inserted right before the resource cards, then typed into', STEP, () => {
  it('holds the typed words, and the resource cards stay', async () => {
    // After the last paragraph of the reporting Section, the one on the W-2's code FF.
    await insertBlockAfter(page, 'code FF', 'Section');
    await documentOf(page).locator('[data-summary="Section"]', { hasText: 'No title yet' }).waitFor();
    // An editor types once the caret shows in the new Section's text.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-summary="Section"]')]
        .find((title) => title.textContent?.startsWith('No title yet'))
        ?.nextElementSibling?.contains(getSelection()?.anchorNode ?? null),
    );
    await page.keyboard.type(TYPED);
    await documentOf(page).locator('p', { hasText: TYPED }).waitFor();
    await expect.poll(() => blocksNamed('ResourceCards')).toBe(1);
  });

  it('saves both: the new Section with its words, and the resource cards as they were', async () => {
    // The new Section needs a title before the editor will save it.
    await documentOf(page).locator('[data-summary="Section"]', { hasText: 'No title yet' }).locator('xpath=ancestor::*[.//button][1]').getByRole('button', { name: 'Edit' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Record keeping');
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Unsaved', { exact: true }).waitFor();
    // A mark on this page's window, which only a reload of the page would clear.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const saved = editor.logs(SAVED);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved;
    const file = readFileSync(join(work, RULES), 'utf8');
    // The blocks that followed the new Section (the plan calendar in its band, then the cards) are intact.
    const following = '<Band>\\s*<PlanCalendar heading="Your plan-year dates" product="qsehra" />\\s*</Band>\\s*';
    expect(file).toMatch(
      new RegExp(`<Section title="Record keeping">\\s*${TYPED}\\s*</Section>\\s*${following}<ResourceCards heading="More on QSEHRAs" ids="qsehra-video-guide, ichra-vs-qsehra, qsehra-compare-pricing" />`),
    );
  });

  it('shows that it saved, in place: no reload and no restored draft', async () => {
    await page.getByText('Unsaved', { exact: true }).waitFor({ state: 'detached' });
    // Once the site's own page shows the new Section, the dev server has taken in the saved file
    // and told every open page of the change.
    const preview = await page.context().browser()!.newPage({ baseURL: editor.origin });
    await preview.goto('/product/qsehra/rules-and-regulations');
    await preview.getByText('Record keeping').first().waitFor();
    await preview.close();
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.getByText(/Restored draft/).count()).toBe(0);
  });
});

describe('a block with no text inserted right before another, then typed on', STEP, () => {
  it('leaves the blocks after it in place, and waits for its settings', async () => {
    const videos = await blocksNamed('Video');
    await insertBlockAfter(page, TYPED, 'Video');
    const video = documentOf(page).locator('[data-summary="Video"]').last();
    await video.waitFor();
    // The focus leaves the document, so what is typed next replaces nothing.
    await page.waitForFunction(() => !document.querySelector('[contenteditable="true"]')?.contains(document.activeElement));
    await page.keyboard.type('Overview');
    await page.keyboard.press('Enter');
    expect(await blocksNamed('Video')).toBe(videos + 1);
    expect(await blocksNamed('PlanCalendar')).toBe(1);
    expect(await blocksNamed('ResourceCards')).toBe(1);
    expect(await documentOf(page).getByText('Overview').count()).toBe(0);
    // Its Edit button opens its settings.
    await video.locator('xpath=ancestor::*[.//button][1]').getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog').getByRole('textbox').first().waitFor();
  });
});
