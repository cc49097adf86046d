// The deployed editor's static files (Keystatic's scripts) are served before its Worker runs, so
// the Worker's middleware never sees them; Cloudflare gives them the editor's headers from _headers.
import { appendFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { EDITOR_HEADERS } from '../editor/workerPolicy';

/** The integration; astro.editor.config.mjs adds it. */
export function editorAssetHeaders(): AstroIntegration {
  const rule = ['/*', ...Object.entries(EDITOR_HEADERS).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return {
    name: 'salusion:editor-asset-headers',
    hooks: {
      // Appended: the Cloudflare adapter writes its cache rule for /_astro/* into the same file.
      'astro:build:done': async ({ dir }) => appendFile(new URL('_headers', dir), `\n${rule}\n`),
    },
  };
}
