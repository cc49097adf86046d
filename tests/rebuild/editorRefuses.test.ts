// The browser editor refuses broken content before it writes anything: on a copy of the project,
// `npm run edit` serves /keystatic and an editor tries each bad input with mouse and keyboard. Each
// is refused with the field's message under it (a thirteenth testimonial included), the dev server receives no save, and every content
// file is as it was. Then a good value saves, which proves the editor could save all along, and a
// pasted YouTube address is written as its id. The poster field shows the video's poster, and a
// picture chosen in it is written into content/images/posters under its own name. Run alone: about
// 40 s on the 2-core machine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorServer } from '../../scripts/lib/editorServer';
import { openEditor, type EditorSession } from '../support/editorSession';
import { copyProject } from '../support/projectCopy';

/** What the dev server logs for each file the editor writes. */
const SAVED = /\[200\] POST \/api\/keystatic\/update/;
const PRICING = '/keystatic/collection/pages/item/pricing';

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

/** Opens the video "ICHRA overview" of the videos form and returns its dialog. */
async function openIchraVideo() {
  await page.goto('/keystatic/singleton/videos');
  await page.getByText('ICHRA overview', { exact: true }).click();
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
    await page.goto('/keystatic/collection/pages/create');
    await page.getByRole('textbox', { name: 'Title', exact: true }).first().fill('HRAs for startups');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('How a startup offers an HRA with Salusion.');
    await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('HRAs for startups');
    await refused(page, 'URL path', 'Startups Page!', 'Create', /^Write the URL path in lower-case letters and digits, words joined by hyphens/);
  });

  it('a video id that is neither an id nor a video address', async () => {
    const dialog = await openIchraVideo();
    await refused(dialog, 'Video id', 'https://example.com/watch?v=dQw4w9WgXcQ', 'Done', /^Paste the video’s address, or its id: a YouTube id is the 11 letters/);
    await dialog.getByRole('textbox', { name: 'Video id', exact: true }).fill('dQw4w9WgXcQ-extra');
    await dialog.getByText(/^Paste the video’s address/).waitFor();
  });

  it('a rules Section with no title', async () => {
    await page.goto(`/keystatic/collection/pages/item/${encodeURIComponent('product/qsehra/rules-and-regulations')}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await refused(dialog, 'Title', '', 'Done', 'Title must not be empty');
  });

  it('a thirteenth testimonial', async () => {
    await page.goto('/keystatic/singleton/testimonials');
    await page.getByText('Dana Whitfield').first().waitFor();
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
  it('shows the video\'s poster', async () => {
    const dialog = await openIchraVideo();
    expect(await posterShown(dialog)).toBe(readFileSync(join(work, 'content/images/posters/ichra.svg'), 'utf8'));
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

  it('a poster chosen on the computer, into the posters\' folder under its own name', async () => {
    const picture = readFileSync(join(work, 'content/images/posters/ebhra.svg'));
    const dialog = await openIchraVideo();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose file', exact: true }).click();
    await (await chooser).setFiles({ name: 'ichra-2027.svg', mimeType: 'image/svg+xml', buffer: picture });
    // The field shows the chosen picture before anything is saved.
    await expect.poll(() => posterShown(dialog)).toBe(picture.toString('utf8'));
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // The dev server's second save, after the video id's above.
    const saved = editor.logs(new RegExp(`(${SAVED.source}[\\s\\S]*){2}`));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved;
    const posters = join(work, 'content/images/posters');
    expect(readFileSync(join(posters, 'ichra-2027.svg'))).toEqual(picture);
    // The picture it replaced, which no other video names, leaves the folder.
    expect(existsSync(join(posters, 'ichra.svg'))).toBe(false);
    expect(readFileSync(join(work, 'content/data/videos.yaml'), 'utf8')).toMatch(/- id: ichra\n(\s+\w+: .*\n)*?\s+poster: \.\.\/images\/posters\/ichra-2027\.svg\n/);
    expect(editor.count(SAVED)).toBe(2);
  });
});
