// The browser editor on a throwaway copy of the project, for the tests that use it as an editor
// would: `npm run edit` in the copy, a Chromium page on it, and everything removed afterwards.
import { rmSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startEditor, type EditorServer } from '../../scripts/lib/editorServer';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/lib/browser';
import { plainEnv } from '../../scripts/lib/projectCopy';

/** A running editor on the copy at `work`, with one open page. */
export interface EditorSession {
  editor: EditorServer;
  page: Page;
  /** Closes the browser, stops the editor and removes the copy. */
  close(): Promise<void>;
}

/**
 * Starts the editor in the copy `work` and opens `path`, a page with a document, in a window of
 * Playwright's default size unless `viewport` gives one. The first visit bundles the editor's
 * dependencies on a cold dev server: 10 to 40 s on the 2-core machine.
 */
export async function openEditor(work: string, path: string, viewport?: { width: number; height: number }): Promise<EditorSession> {
  const editor = await startEditor(work, plainEnv());
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await editor.stop();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
    const page = await browser.newPage({ baseURL: editor.origin, ...(viewport ? { viewport } : {}) });
    await page.goto(path);
    await page.locator('[contenteditable="true"] p').first().waitFor({ timeout: 90_000 });
    return { editor, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The editable document of the page open in the editor. */
export const documentOf = (at: Page) => at.locator('[contenteditable="true"]').first();

/**
 * Inserts the block `name` on a new line of its own after the paragraph holding `after`, as the
 * editors' guide says: a new line, "/", the block's name, Enter.
 */
export async function insertBlockAfter(page: Page, after: string, name: string): Promise<void> {
  const last = documentOf(page).locator('p', { hasText: after });
  // The caret at the start of the paragraph, then at its end, once the editor has taken in that move
  // (its own listener of the event runs first), then out of the block onto a line of its own.
  await last.click({ position: { x: 1, y: 1 } });
  await last.evaluate(
    (p) =>
      new Promise<void>((resolve) => {
        document.addEventListener('selectionchange', () => resolve(), { once: true });
        getSelection()!.collapse(p, p.childNodes.length);
      }),
  );
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // "/" opens the menu of blocks, and the words typed after it narrow the menu.
  await documentOf(page).locator('p:empty, p:has(> br:only-child)').first().waitFor();
  await page.keyboard.type('/');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.type(name);
  // The menu keeps the option it had highlighted while it narrows ("Video" also finds
  // "VideoLength"), so the arrow keys move the highlight to the block named exactly so, then Enter.
  const options = page.getByRole('option');
  const exact = options.filter({ has: page.getByText(name, { exact: true }) });
  await exact.waitFor();
  const labels = await options.evaluateAll((items) => items.map((item) => [item.querySelector('span')?.textContent, item.hasAttribute('data-focused')] as const));
  const steps = labels.findIndex(([label]) => label === name) - labels.findIndex(([, focused]) => focused);
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  await exact.and(page.locator('[data-focused]')).waitFor();
  await page.keyboard.press('Enter');
}
