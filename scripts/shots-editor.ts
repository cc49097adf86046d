// `npm run shots:editor`: the screenshots of the editors' guide (content/README.md), taken from the
// real editor so they never show a screen that no longer exists (scripts/lib/editorShots.ts lists
// them). It serves the built editor Worker (`npm run build:editor` first) as the deployed editor
// runs, in GitHub mode, against the GitHub stand-in, walks through a change as an editor would, and
// saves small PNGs into content/readme-images/. Nothing reaches GitHub or changes a content file.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './lib/browser.ts';
import { EDITOR_SHOTS } from './lib/editorShots.ts';
import { startEditorWorker } from './lib/editorWorker.ts';
import { stubGitHub } from './lib/githubStub.ts';
import { EDITOR_REPOSITORY } from '../src/editor/storage.ts';

const OUT = 'content/readme-images';

mkdirSync(OUT, { recursive: true });
// Made-up secrets: the stand-in accepts any sign-in.
const worker = await startEditorWorker({
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.screenshots',
  KEYSTATIC_GITHUB_CLIENT_SECRET: randomBytes(20).toString('hex'),
  KEYSTATIC_SECRET: randomBytes(32).toString('hex'),
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 680 }, baseURL: worker.origin });
  await page.route('https://fonts.googleapis.com/**', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  await page.goto('/keystatic');
  for (const [i, shot] of EDITOR_SHOTS.entries()) {
    await shot.take(page);
    await page.screenshot({ path: join(OUT, shot.file), ...(shot.clip && { clip: shot.clip }) });
    console.log(join(OUT, shot.file));
    // Signed in after the sign-in screen, as GitHub's sign-in leaves the editor.
    if (i === 0) {
      await stubGitHub(page, EDITOR_REPOSITORY);
      await page.context().addCookies([{ name: 'keystatic-gh-access-token', value: 'screenshots', url: worker.origin }]);
    }
  }
} finally {
  await browser.close();
  await worker.stop();
}
