// Bundles the script every page runs (src/scripts/site.ts) into one self-contained piece of code
// that Base.astro writes inline. Bundled by Vite, it would be a module that imports the chunks it
// shares with the islands (API client, page views), a chain of requests that Lighthouse counts on
// the way to the largest paint; inline, it needs no request at all. The CSP allows it by its hash,
// computed here from the same code.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

let cached: { code: string; hash: `sha256-${string}` } | undefined;

/** The site script's code and its CSP source ('sha256-…'), built once per process. */
export function siteScript(): { code: string; hash: `sha256-${string}` } {
  if (cached) return cached;
  // The PUBLIC_* overrides of the build (README, "Pointing the site at other hosts"), as Vite would give them.
  const publicEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('PUBLIC_')));
  const result = buildSync({
    // From the project root: this module also runs from Astro's bundled prerender output.
    entryPoints: [join(process.cwd(), 'src/scripts/site.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: 'es2022',
    define: { 'import.meta.env': JSON.stringify(publicEnv) },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text.trim();
  cached = { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` };
  return cached;
}
