// `npm run shots:editor`: the screenshots of the editors' guide (content/README.md), taken from the
// real editor so they never show a screen that no longer exists. It starts `npm run edit` here,
// opens each screen in the test Chromium, and saves small PNGs into content/readme-images/. It only
// looks: nothing is saved in the editor.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './lib/browser.ts';
import { startEditor } from './lib/editorServer.ts';

const OUT = 'content/readme-images';

/** Each screenshot: its file name, the editor address, and what to do before taking it. */
const SHOTS: { file: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  { file: 'editor-dashboard.png', path: '/keystatic' },
  { file: 'editor-pages.png', path: '/keystatic/collection/pages' },
  {
    file: 'editor-page.png',
    path: '/keystatic/collection/pages/item/terms-of-service',
    prepare: (page) => page.locator('[contenteditable="true"] p').first().waitFor(),
  },
  {
    file: 'editor-numbers.png',
    path: '/keystatic/singleton/numbers',
    prepare: (page) => page.getByText('Prices', { exact: true }).first().waitFor(),
  },
  {
    file: 'editor-section.png',
    path: `/keystatic/collection/pages/item/${encodeURIComponent('product/qsehra/rules-and-regulations')}`,
    prepare: (page) => page.getByText('Section', { exact: true }).first().waitFor(),
  },
  {
    file: 'editor-blocks.png',
    path: `/keystatic/collection/pages/item/${encodeURIComponent('product/ichra')}`,
    prepare: (page) => page.locator('[data-summary="Video"]').scrollIntoViewIfNeeded(),
  },
  {
    file: 'editor-blocks-more.png',
    path: `/keystatic/collection/pages/item/${encodeURIComponent('product/ichra')}`,
    prepare: (page) => page.locator('[data-summary="Capabilities"]').scrollIntoViewIfNeeded(),
  },
  {
    file: 'editor-card-image.png',
    path: '/keystatic/singleton/resources',
    prepare: async (page) => {
      await page.getByText('ICHRA Learning Center', { exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('img').first().waitFor();
      await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    },
  },
  {
    file: 'editor-poster.png',
    path: '/keystatic/singleton/videos',
    prepare: async (page) => {
      await page.getByText('ICHRA overview', { exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('img').waitFor();
      await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      // The video's title above its poster, so the picture shows whose poster it is.
      await dialog.getByText(/^Title/).first().evaluate((title) => title.scrollIntoView({ block: 'start' }));
    },
  },
  {
    file: 'editor-testimonials.png',
    path: '/keystatic/singleton/testimonials',
    prepare: (page) => page.getByText('Dana Whitfield').first().waitFor(),
  },
];

mkdirSync(OUT, { recursive: true });
const editor = await startEditor(process.cwd());
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 680 }, baseURL: editor.origin });
  // A cold dev server bundles the editor's dependencies on the first visit and reloads once.
  await page.goto(SHOTS[2]!.path);
  await page.locator('[contenteditable="true"] p').first().waitFor({ timeout: 90_000 });
  for (const shot of SHOTS) {
    await page.goto(shot.path);
    await page.getByRole('link', { name: 'Dashboard' }).waitFor();
    await shot.prepare?.(page);
    await page.screenshot({ path: join(OUT, shot.file) });
    console.log(join(OUT, shot.file));
  }
} finally {
  await browser.close();
  await editor.stop();
}
