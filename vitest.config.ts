/// <reference types="vitest/config" />
// Unit tests share Astro's Vite config, so the ~/ alias and astro:* modules resolve as in the build.
// Three projects, by what a test needs: `unit` is pure and runs in seconds with no build
// (`npm run test:unit`); `built` reads the site in dist/ (`npm run build` first); `rebuild` builds
// or runs a copy of the project, and takes minutes. The pure tests keep no state between files, so
// they share one module graph per worker (isolate: false), which halves their run (about 5 s). A
// test that replaces a module (vi.mock) would replace it only if no file before it in the same
// worker had loaded it, so those tests, named *.mock.test.ts, are `unit-mocks`, each file with a
// module graph of its own.
import { getViteConfig } from 'astro/config';
import { configDefaults } from 'vitest/config';

const MOCKING = 'tests/unit/**/*.mock.test.{ts,tsx}';

export default getViteConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, MOCKING], isolate: false } },
      { extends: true, test: { name: 'unit-mocks', include: [MOCKING] } },
      { extends: true, test: { name: 'built', include: ['tests/built/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'rebuild', include: ['tests/rebuild/**/*.test.{ts,tsx}'] } },
    ],
  },
});
