/// <reference types="vitest/config" />
// Unit tests share Astro's Vite config, so the ~/ alias and astro:* modules resolve as in the build.
// Projects by what a test needs: `unit` is pure (no process spawned, no folder copied) and runs in
// seconds with no build (`npm run test:unit`); `slow` runs the checks as commands on a copy of
// content/ (seconds each, so each test has a minute); `built` reads the site in dist/ (`npm run
// build` first); `rebuild` builds or runs a copy of the project, and takes minutes. The pure tests keep no state between files, so
// they share one module graph per worker (isolate: false), which halves their run (about 5 s). A
// test that replaces a module (vi.mock) would replace it only if no file before it in the same
// worker had loaded it, so those tests, named *.mock.test.ts, are `unit-mocks`, each file with a
// module graph of its own. Vitest gives a 2-core machine one worker; every project runs two (the
// pure, slow and built tests took 57 s in one, 40 s in two), and the rebuild project, whose files
// spend much of their time waiting on the builds, servers and browsers they start, runs after the
// others, its longest file first (tests/support/longestFirst.ts).
import { getViteConfig } from 'astro/config';
import { configDefaults } from 'vitest/config';
import LongestFirst from './tests/support/longestFirst.ts';

const MOCKING = 'tests/unit/**/*.mock.test.{ts,tsx}';

export default getViteConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, MOCKING], isolate: false } },
      { extends: true, test: { name: 'unit-mocks', include: [MOCKING] } },
      { extends: true, test: { name: 'slow', include: ['tests/slow/**/*.test.{ts,tsx}'], testTimeout: 60_000, hookTimeout: 60_000 } },
      { extends: true, test: { name: 'built', include: ['tests/built/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'rebuild', include: ['tests/rebuild/**/*.test.{ts,tsx}'], sequence: { groupOrder: 1 } } },
    ],
  },
});
