// The browser editor refuses broken content before it writes anything: on a copy of the project,
// `npm run edit` serves /keystatic and an editor tries each bad input with mouse and keyboard: a
// short title, a price of -3, a Form 720 date of July 32, a video id that is none, a Section
// inserted with no title, a thirteenth testimonial. Each is refused with its message where the
// editor is looking (under the field; on the video's line in the list; above the page's text,
// naming the block and where it is); a Save refused for a field far down a data screen takes the
// editor to it and says so; the dev server receives no save, and every content file is as it was. Then good values save, which proves the editor could save all along: a pasted YouTube
// address is written as its id; a poster is switched to another picture of the project, then to one
// uploaded under its own name, and every picture it replaced stays in the project. Run alone: about
// 60 s on the 2-core machine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED, type EditorServer } from '../../scripts/lib/editorServer';
import { insertBlockAfter, openEditor, type EditorSession } from '../support/editorSession';
import { copyProject } from '../../scripts/lib/projectCopy';

const PRICING = '/keystatic/collection/pages/item/pricing';
const NUMBERS = 'Numbers: prices, fees, payouts, plan limits';
const RULES = 'product/qsehra/rules-and-regulations';
const POSTERS = 'content/images/posters';

const work = copyProject('editor-refuses');
let session: EditorSession | undefined;
let editor: EditorServer;
let page: Page;

/** Every file under the copy's content/, by path. */
function contentFiles(): Map<string, string> {
  const dir = join(work, 'content');
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [join(entry.parentPath, entry.name).slice(dir.length + 1), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
  );
}

const before = contentFiles();

/** Types `value` into the text field `name` (in `scope`), then waits for `message` to show. */
async function refused(scope: Page | ReturnType<Page['getByRole']>, name: string, value: string, submit: string, message: string | RegExp): Promise<void> {
  await scope.getByRole('textbox', { name, exact: true }).first().fill(value);
  await scope.getByRole('button', { name: submit, exact: true }).click();
  await scope.getByText(message).first().waitFor();
}

/**
 * Opens a data screen from the editor's side bar, as an editor does: the editor changes screens in
 * place, and what a screen holds unsaved stays with it until the page is reloaded.
 */
async function openScreen(name: string, ready: RegExp | string): Promise<void> {
  // The side bar's link, listed before the breadcrumbs' one to the same screen.
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.getByText(ready).first().waitFor();
}

/** Whether the element `locator` finds is inside the window, where the editor sees it. */
const inView = (locator: ReturnType<Page['getByRole']>) =>
  locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= innerHeight;
  });

/** Opens the list of pages from the side bar. */
async function openPages(): Promise<void> {
  await page.getByRole('link', { name: 'Pages', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search' }).waitFor();
}

/** Opens the page at `path` from the list of pages, as an editor does: by its address, in the search field. */
async function openPage(path: string): Promise<void> {
  await openPages();
  await page.getByRole('searchbox', { name: 'Search' }).fill(path);
  await page.getByText(path, { exact: true }).click();
  await page.locator('[contenteditable="true"] p').first().waitFor();
}

/** Opens the video "ICHRA overview" of the videos form and returns its dialog. */
async function openIchraVideo() {
  await openScreen('Videos', 'QSEHRA overview');
  // Its line in the list starts with a warning sign while it needs a fix.
  await page.getByText(/^(⚠ )?ICHRA overview/).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // A value typed while the dialog still fades in can be lost as its form settles.
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  return dialog;
}

/** The text of the picture the poster field of `dialog` shows, once it has loaded. */
function posterShown(dialog: ReturnType<Page['getByRole']>): Promise<string> {
  return dialog.locator('img').evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return (await fetch(img.src)).text();
  });
}

beforeAll(async () => {
  session = await openEditor(work, PRICING);
  ({ editor, page } = session);
}, 150_000);

afterAll(() => session?.close());

// Each step opens a route of the editor, which the dev server may first compile on demand.
const STEP = { timeout: 30_000 };

describe('the editor refuses, with a message', STEP, () => {
  it('a 2-character title', async () => {
    await refused(page, 'Title', 'ab', 'Save', 'Title must be at least 5 characters long');
  });

  it('a 521-character description', async () => {
    await refused(page, 'Description', 'A'.repeat(521), 'Save', 'Description must be no longer than 160 characters');
  });

  it('a new page at the URL path "Startups Page!"', async () => {
    await openPages();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill('HRAs for startups');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('How a startup offers an HRA with Salusion.');
    await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('HRAs for startups');
    await refused(page, 'URL path', 'Startups Page!', 'Create', /^Write the URL path in lower-case letters and digits, words joined by hyphens/);
  });

  it('a price of -3, marked Unsaved while it is typed', async () => {
    await openScreen(NUMBERS, 'Prices');
    const price = page.getByRole('textbox', { name: 'ICHRA', exact: true }).first();
    await price.fill('-3');
    // The mark shows before the editor leaves the field, as it does for a text.
    await expect.poll(() => price.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByText('Unsaved', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('A price or fee cannot be negative', { exact: true }).waitFor();
  });

  it('a Form 720 date of July 32', async () => {
    await refused(page, 'Form 720 due', 'July 32', 'Save', 'Write a month in full and a day every year has, e.g. July 31');
  });

  it('February 29, 2027 far down the screen: Save takes the editor there, and says it saved nothing and why', async () => {
    // Every field above it as saved, so it is the first the screen refuses.
    const prices = (load(readFileSync(join(work, 'content/data/numbers.yaml'), 'utf8')) as { numbers: { prices: { ichra: number } } }).numbers.prices;
    const price = page.getByRole('textbox', { name: 'ICHRA', exact: true }).first();
    await price.fill(String(prices.ichra));
    const date = page.getByRole('textbox', { name: 'Form 720 due', exact: true });
    await date.fill('February 29, 2027');
    await price.scrollIntoViewIfNeeded();
    expect(await inView(date)).toBe(false);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Not saved. Form 720 due: 2027 has no February 29', { exact: true }).waitFor();
    expect(await inView(date)).toBe(true);
    expect(await date.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it('a video id that is neither an id nor a video address, named on the video’s line once its window is closed', async () => {
    const dialog = await openIchraVideo();
    const id = dialog.getByRole('textbox', { name: 'Video id', exact: true });
    await id.fill('https://example.com/watch?v=dQw4w9WgXcQ');
    await id.press('Tab');
    await dialog.getByText(/^Paste the video’s address, or its id: a YouTube id is the 11 letters/).waitFor();
    await id.fill('dQw4w9WgXcQ-extra');
    await dialog.getByText(/^Paste the video’s address/).waitFor();
    // Done closes the window whatever it holds; the list then says which video needs what.
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const line = page.getByText(/^⚠ ICHRA overview — fix: Video id: Paste the video’s address, or its id/);
    await line.waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Unsaved', { exact: true }).waitFor();
    await line.waitFor();
  });

  it('a Section inserted without its title: Save says which block needs what, and where it is', async () => {
    await openPage(RULES);
    // After the last paragraph of the reporting Section, the one on the W-2's code FF.
    await insertBlockAfter(page, 'code FF', 'Section');
    // The new block says at once what it needs.
    await page.getByText('Title must not be empty. Click Edit to fill it in.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Above the text, and in the note of the refused Save.
    await page.getByText(/^Not saved\. The Section block after “Each employee.*”: Title must not be empty\. Click Edit on it to fill it in\.$/).nth(1).waitFor();
  });

  it('a rules Section whose title is emptied in its Edit window', async () => {
    // The first Section's own Edit (the page opens with its Hero, whose window has no title).
    await page.locator('[data-summary="Section"]').first().locator('xpath=ancestor::*[.//button][1]').getByRole('button', { name: 'Edit', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await refused(dialog, 'Title', '', 'Done', 'Title must not be empty');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  });

  it('a thirteenth testimonial', async () => {
    await openScreen('Testimonials', 'Dana Whitfield');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Id', exact: true }).fill('sample-13');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Baker');
    await dialog.getByRole('textbox', { name: 'Text', exact: true }).fill('Setting up our HRA took one afternoon.');
    // The dialog's own Add, after the one of the hashtags list inside it.
    await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Must have at most 12 items.').waitFor();
    // Beside the message, the list's help text says why, in the content check's words.
    await page.getByText('The slider is made for exactly 12: replace one rather than adding a thirteenth.').waitFor();
  });

  it('nothing refused was written', () => {
    expect(editor.count(SAVED)).toBe(0);
    expect(contentFiles()).toEqual(before);
  });
});

describe('the poster field', STEP, () => {
  it('shows the video\'s poster, and offers every poster already in the project', async () => {
    const dialog = await openIchraVideo();
    expect(await posterShown(dialog)).toBe(readFileSync(join(work, POSTERS, 'ichra.svg'), 'utf8'));
    await dialog.getByRole('button', { name: /Picture in the project/ }).click();
    const offered = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(offered.map((name) => name.trim()).sort()).toEqual(readdirSync(join(work, POSTERS)).sort());
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('once the value is good, the editor saves', STEP, () => {
  it('a pasted YouTube address as its id', async () => {
    const dialog = await openIchraVideo();
    await dialog.getByRole('textbox', { name: 'Video id', exact: true }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = editor.logs(SAVED);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved;
    const videos = readFileSync(join(work, 'content/data/videos.yaml'), 'utf8');
    expect(videos).toMatch(/- id: ichra\n\s+provider: youtube\n\s+videoId: dQw4w9WgXcQ\n/);
    expect(videos).not.toContain('youtube.com/watch');
    expect(editor.count(SAVED)).toBe(1);
  });

  it('another poster of the project in place of the old one, which stays', async () => {
    const before = readdirSync(join(work, POSTERS)).sort();
    const dialog = await openIchraVideo();
    await dialog.getByRole('button', { name: /Picture in the project/ }).click();
    await page.getByRole('option', { name: 'gchra.svg', exact: true }).click();
    await expect.poll(() => posterShown(dialog)).toBe(readFileSync(join(work, POSTERS, 'gchra.svg'), 'utf8'));
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await saveAgain(2);
    expect(readFileSync(join(work, 'content/data/videos.yaml'), 'utf8')).toMatch(/- id: ichra\n(\s+\w+: .*\n)*?\s+poster: \.\.\/images\/posters\/gchra\.svg\n/);
    expect(readdirSync(join(work, POSTERS)).sort()).toEqual(before);
  });

  it('a poster uploaded from the computer, into the posters\' folder under its own name; the poster it replaced stays', async () => {
    const picture = readFileSync(join(work, POSTERS, 'ebhra.svg'));
    const dialog = await openIchraVideo();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload a new picture', exact: true }).click();
    await (await chooser).setFiles({ name: 'ichra-2027.svg', mimeType: 'image/svg+xml', buffer: picture });
    // The field shows the chosen picture before anything is saved.
    await expect.poll(() => posterShown(dialog)).toBe(picture.toString('utf8'));
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await saveAgain(3);
    expect(readFileSync(join(work, POSTERS, 'ichra-2027.svg'))).toEqual(picture);
    // Every poster the video had, and every other, is still in the project.
    for (const name of ['ichra.svg', 'gchra.svg', 'ebhra.svg']) expect(existsSync(join(work, POSTERS, name)), name).toBe(true);
    expect(readFileSync(join(work, 'content/data/videos.yaml'), 'utf8')).toMatch(/- id: ichra\n(\s+\w+: .*\n)*?\s+poster: \.\.\/images\/posters\/ichra-2027\.svg\n/);
  });

  it('refuses an upload named like a picture already there, which would replace it', async () => {
    const dialog = await openIchraVideo();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload a new picture', exact: true }).click();
    await (await chooser).setFiles({ name: 'qsehra.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await dialog.getByText('A picture named qsehra.svg is already in the project: choose it in the list, or give your file another name').waitFor();
    expect(readFileSync(join(work, POSTERS, 'qsehra.svg'), 'utf8')).toBe(before.get('images/posters/qsehra.svg'));
  });
});

/** Saves the open form and waits for the dev server's `count`th save. */
async function saveAgain(count: number): Promise<void> {
  const saved = editor.logs(SAVED, count);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved;
  expect(editor.count(SAVED)).toBe(count);
}
