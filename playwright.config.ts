// End-to-end tests run against the built site served by `astro preview` on a free port, in the
// system's Chromium headless shell (scripts/lib/browser.ts). Run `npm run build` first; `npm test` does.
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/lib/browser';

// Workers re-read this file, so the port is chosen once and handed down through the environment.
process.env['PREVIEW_PORT'] ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
const port = Number(process.env['PREVIEW_PORT']);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx astro preview --host localhost --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
