// @ts-check
// The deployed browser editor (`npm run build:editor`): Keystatic in GitHub mode on a Cloudflare
// Worker, built into dist-editor/ apart from the site. Its source folder (src/editor/worker) holds
// no pages, so it serves Keystatic's page and API alone, and its middleware answers 404 to anything
// else. `npm run build` never reads this file: the site stays static and unchanged.
import cloudflare from '@astrojs/cloudflare';
import keystatic from '@keystatic/astro';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { EDITOR_DIRECTIVES, EDITOR_STYLE_SOURCES } from './src/editor/workerPolicy';
import repository from './src/editor/repository.json' with { type: 'json' };
import { editorWorkerFiles } from './src/integrations/editorWorkerFiles';
import { pageRoomDefine } from './src/integrations/pageRoomFigures';

export default defineConfig({
  output: 'server',
  srcDir: './src/editor/worker',
  // Nothing of the site's public/ folder belongs to the editor.
  publicDir: './src/editor/worker/public',
  outDir: './dist-editor',
  // Its own caches, so an editor build never touches the site build's.
  cacheDir: './.astro/editor-cache',
  adapter: cloudflare({ configPath: './wrangler.editor.jsonc', imageService: 'passthrough' }),
  // Keystatic keeps its state in the browser and GitHub, not in Astro sessions.
  session: false,
  integrations: [react(), keystatic(), editorWorkerFiles()],
  // Shiki writes inline styles, and the editor shows no highlighted code.
  markdown: { syntaxHighlight: false },
  vite: {
    cacheDir: './.astro/editor-vite',
    // Keystatic's storage switch (src/editor/storage.ts): this build alone commits to GitHub. The
    // GitHub App's slug, which Keystatic links to when the App is not yet installed, is written in
    // repository.json with the repository (else it comes from PUBLIC_KEYSTATIC_GITHUB_APP_SLUG).
    // Each page's room left in the first round trip, measured from the site's dist/ (built first by
    // `npm test` and `npm run deploy:editor`; without a current one the editor shows no such line).
    define: {
      'import.meta.env.SALUSION_EDITOR_STORAGE': JSON.stringify('github'),
      ...(await pageRoomDefine(process.cwd())),
      ...(repository.appSlug ? { 'import.meta.env.PUBLIC_KEYSTATIC_GITHUB_APP_SLUG': JSON.stringify(repository.appSlug) } : {}),
    },
  },
  security: {
    // The Worker's middleware makes Astro's origin check itself (src/editor/workerGuard.ts): Astro's
    // runs before any middleware, so its 403 carried none of the editor's headers, and answered a
    // POST to a path outside the editor, which is 404.
    checkOrigin: false,
    csp: {
      directives: [...EDITOR_DIRECTIVES],
      styleDirective: { resources: [...EDITOR_STYLE_SOURCES] },
    },
  },
});
