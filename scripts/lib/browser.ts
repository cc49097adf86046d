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

/**
 * The browser the tests drive (the end-to-end suite, the editor's): $CHROMIUM_PATH, then Debian's
 * chromium-headless-shell, then findChromium(). Full Chromium's headless mode now and then gives a
 * new context's first page no frames at all (no animation frame, idle callback or intersection
 * observer, for 20 s and more), which hangs a test; the headless shell, the kind Playwright runs
 * headless tests in by default, has not (docs/testing.md has the probe's figures). The audit, the
 * benchmarks and the screenshots keep full Chromium: they show what a visitor's browser would do.
 */
export function findTestChromium(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return process.env['CHROMIUM_PATH'] || !existsSync(shell) ? findChromium() : shell;
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
