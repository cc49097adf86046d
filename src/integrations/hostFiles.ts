// Writes the CDN's _redirects and _headers files into the build output, from the same tables
// the site itself uses, so the host and `astro preview` never disagree.
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { headersFile } from '../lib/headersFile';
import { redirectsFile } from '../lib/redirects';

/** The integration; add it to astro.config.mjs. */
export function hostFiles(): AstroIntegration {
  return {
    name: 'salusion:host-files',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL('_redirects', dir), redirectsFile());
        await writeFile(new URL('_headers', dir), headersFile());
      },
    },
  };
}
