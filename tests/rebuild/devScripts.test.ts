// `npm run dev` shows an edit to the scripts pages carry inline or load later (src/client/site.ts,
// the header's script, …), which src/integrations/inlineScripts.ts bundles apart from Vite: on a copy
// of the project, a page open in Chromium reloads by itself after each edit and runs the new code,
// with no restart of the dev server. About 30 s: the dev server's first start and two edits.
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/lib/browser';
import { startDevServer, type EditorServer } from '../../scripts/lib/editorServer';
import { copyProject, plainEnv } from '../../scripts/lib/projectCopy';

const work = copyProject('dev-scripts');
let server: EditorServer;
let browser: Browser;
let page: Page;

/** Appends a line to a client script of the copy that marks the page's root with `name`, once its code runs. */
const mark = (script: string, name: string) => appendFileSync(join(work, 'src/client', script), `\ndocument.documentElement.dataset['${name}'] = 'ran';\n`);

/** Resolves once the page open in Chromium, reloaded by the dev server, has run code that marked its root with `name`. */
const markedInPage = (name: string) => page.waitForFunction((key) => document.documentElement.dataset[key] === 'ran', name, { timeout: 30_000 });

/** The home page's HTML as the dev server serves it now. */
const served = () => fetch(new URL('/', server.origin)).then((response) => response.text());

beforeAll(async () => {
  server = await startDevServer(work, plainEnv(), 'dev', '/');
  browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
  page = await browser.newPage({ baseURL: server.origin });
  // An edit made before Vite's client in the page has connected would reload nothing: wait for it.
  const connected = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('[vite] connected'), timeout: 60_000 });
  await page.goto('/');
  await connected;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run dev, after an edit to a script the pages inline or load later', () => {
  it('reloads the open page, which runs the new site script inline', async () => {
    expect(await served()).not.toContain('siteEdit');
    mark('site.ts', 'siteEdit');
    await markedInPage('siteEdit');
    expect(await served()).toContain('siteEdit');
  }, 60_000);

  it('reloads it again for the header’s script, which the site script then loads from its new address', async () => {
    mark('header.ts', 'headerEdit');
    // The header's script loads once the page has painted.
    await markedInPage('headerEdit');
  }, 60_000);

  it('with no restart of the dev server', () => {
    expect(server.count(/restart/i)).toBe(0);
  });
});
