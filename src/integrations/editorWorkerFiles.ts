// Finishes the deployed editor's build output. Its static files (Keystatic's scripts) are served
// before its Worker runs, so the Worker's middleware never sees them: Cloudflare gives them the
// editor's headers from _headers. And the Cloudflare plugin points every wrangler run in the
// project at this build (.wrangler/deploy/config.json), which would make `wrangler pages dev`
// serve the site's dist/ as the editor: that pointer is removed, and the editor is deployed with
// `--config dist-editor/server/wrangler.json` instead.
import { appendFile, rm } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { EDITOR_HEADERS } from '../editor/workerPolicy';

/** The integration; astro.editor.config.mjs adds it. */
export function editorWorkerFiles(): AstroIntegration {
  const rule = ['/*', ...Object.entries(EDITOR_HEADERS).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  let root: URL;
  return {
    name: 'salusion:editor-worker-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir }) => {
        // Appended: the Cloudflare adapter writes its cache rule for /_astro/* into the same file.
        await appendFile(new URL('_headers', dir), `\n${rule}\n`);
        await rm(new URL('.wrangler/deploy/config.json', root), { force: true });
      },
    },
  };
}
