// `npm run shots` (or `node scripts/shots.ts /path …` for some routes; `--no-js` takes them with
// JavaScript off, into files ending -nojs.png): full-page screenshots of
// every route of the built site at a phone and a laptop size, for a person to look at before calling
// a design change done. It builds nothing: it serves the dist/ that is there, with the test Chromium,
// and blocks the same third-party hosts as the audit so a shot never waits on someone else's server.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './lib/browser.ts';
import { PATHS } from './lib/routes.ts';
import { startPreview } from './lib/servers.ts';

/** Where the screenshots go (ignored by git, with the other reports). */
const OUT = 'reports/shots';

/** The two window sizes: a common phone and a small laptop. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const BLOCKED = /calendly\.com|youtube-nocookie\.com|player\.vimeo\.com|salusion\.com/;

const noScript = process.argv.includes('--no-js');

/** A route's file name: /product/ichra at 390 wide is product-ichra-390.png, / is home-390.png. */
const fileName = (path: string, width: number) => `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}${noScript ? '-nojs' : ''}.png`;

mkdirSync(OUT, { recursive: true });
const routes = process.argv.slice(2).filter((arg) => arg !== '--no-js');
const paths = routes.length > 0 ? routes : PATHS;
const preview = await startPreview();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', javaScriptEnabled: !noScript });
    await context.route(BLOCKED, (route) => route.abort());
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(preview.origin + path, { waitUntil: 'load' });
      // A full-page shot does not scroll, so lazy images below the fold would stay blank.
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((img) => {
            img.loading = 'eager';
            return img.decode().catch(() => undefined);
          }),
        ),
      );
      const file = join(OUT, fileName(path, viewport.width));
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  preview.stop();
}
