// The browser editor on a throwaway copy of the project, for the tests that use it as an editor
// would: `npm run edit` in the copy, a Chromium page on it, and everything removed afterwards.
import { rmSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startEditor, type EditorServer } from '../../scripts/lib/editorServer';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/browser';
import { plainEnv } from './projectCopy';

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
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const page = await browser.newPage({ baseURL: editor.origin, ...(viewport ? { viewport } : {}) });
    await page.goto(path);
    await page.locator('[contenteditable="true"] p').first().waitFor({ timeout: 90_000 });
    return { editor, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
