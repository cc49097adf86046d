// Finds the Chromium the tests drive: Playwright cannot download its own here, so a
// system browser is used, and a missing one is a loud failure, never a silent skip.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Flags that keep a sandboxed, offline Chromium quiet and stable. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
];

/** The browser binary: $CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own install. */
export function findChromium(): string {
  const candidates = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', safeBundledPath()];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the tests. Install one with `apt-get install -y chromium` ' +
        '(Debian) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
