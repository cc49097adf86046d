// `npm run bench`: builds, in this run, the smallest single-page app of the same client libraries
// (bench/spa) with Vite in production mode, then measures key routes of the built site in Chromium
// after a full scroll, and prints the ratio of the site's JavaScript and page weight to that floor.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './lib/browser.ts';
import { measureRoute } from './lib/pageWeight.ts';
import { startPreview } from './lib/servers.ts';
import { textTable } from './lib/textTable.ts';

const KEY_ROUTES = ['/', '/pricing', '/product/ichra', '/contact-us', '/product/ichra/rules-and-regulations', '/terms-of-service'];
const out = 'reports/bench-spa';

await build({
  root: 'bench/spa',
  logLevel: 'error',
  mode: 'production',
  build: { outDir: join(process.cwd(), out), emptyOutDir: true, minify: true },
  oxc: { jsx: { runtime: 'automatic' } },
});
const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
const gz = (f: { parentPath: string; name: string }) => gzipSync(readFileSync(join(f.parentPath, f.name))).length;
const floorJs = files.filter((f) => f.name.endsWith('.js')).reduce((s, f) => s + gz(f), 0);
const floorTotal = files.reduce((s, f) => s + gz(f), 0);

const preview = await startPreview();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const rows: { path: string; js: number; total: number }[] = [];
try {
  for (const path of KEY_ROUTES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!localhost[:/])/, (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    const weight = await measureRoute(page, preview.origin, path);
    rows.push({ path, js: weight.after.scriptBytes, total: weight.after.totalBytes });
    await context.close();
  }
} finally {
  await browser.close();
  preview.stop();
}

const kb = (n: number) => (n / 1024).toFixed(1);
console.log(`\nSPA floor (react-dom + react-router + swiper, minified): ${kb(floorJs)} KB JS gz, ${kb(floorTotal)} KB in all`);
console.log(
  `\n${textTable(
    ['route', 'site JS (KB gz)', 'JS ÷ floor', 'page weight (KB gz)', 'weight ÷ floor'],
    rows.map((r) => [r.path, kb(r.js), (r.js / floorJs).toFixed(2), kb(r.total), (r.total / floorTotal).toFixed(2)]),
  )}`,
);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify({ date: new Date().toISOString(), floorJs, floorTotal, rows }, null, 2)}\n`);
