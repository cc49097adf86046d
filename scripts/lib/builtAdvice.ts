// The content check's advice on the words' cost: when this checkout's dist/ was built from the
// content as it is now (no content file changed since), each page is measured as the audit
// measures it, and a page whose words take it past the first TCP window is named with what that
// costs. Advice only: words never fail a check (docs/decisions.md: gates hold the code).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentRoot } from '../../src/schemas/files.ts';
import { siteRoutes } from './contentPages.ts';
import { htmlWeights } from './documentBytes.ts';
import { startPreview } from './servers.ts';
import { wordsAdvice } from './windowGate.ts';

/** The newest change to any content file under `root`, in milliseconds. */
function newestContent(root: string): number {
  const dir = join(root, contentRoot);
  return Math.max(...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => statSync(join(dir, file)).mtimeMs));
}

/** Whether `root`'s dist/ was built after its content last changed. */
export function builtFromCurrentContent(root: string): boolean {
  const page = join(root, 'dist', 'index.html');
  return existsSync(page) && statSync(page).mtimeMs >= newestContent(root);
}

/** The pages of the build at `root` whose words take them past the first window, as advice; none without a current build. */
export async function builtWordsAdvice(root: string): Promise<string[]> {
  if (!builtFromCurrentContent(root)) return [];
  const routes = siteRoutes(root);
  const preview = await startPreview(root);
  try {
    const weights = await htmlWeights(preview.origin, routes.map((route) => route.path));
    return wordsAdvice(weights, (path) => routes.find((route) => route.path === path)?.file);
  } finally {
    await preview.stop();
  }
}
