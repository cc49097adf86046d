// Bundles the script every page runs (src/scripts/site.ts) into one self-contained piece of code
// that Base.astro writes inline. Bundled by Vite, it would be a module that imports the chunks it
// shares with the islands (API client, page views), a chain of requests that Lighthouse counts on
// the way to the largest paint; inline, it needs no request at all. The CSP allows it by its hash,
// computed here from the same code.
//
// The host settings (src/lib/hostConfig.ts) are resolved here, with the build's PUBLIC_* overrides,
// and go into the bundle as data: the code that reads the overrides, and their names, never
// reaches the browser, which keeps every page under its script budget.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { hostConfig } from '../lib/hostConfig';

/** Serves src/lib/hostConfig.ts to the bundle as its resolved values. */
const resolvedHostConfig: Plugin = {
  name: 'resolved-host-config',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]lib[\\/]hostConfig\.ts$/ }, () => ({
      contents: `export const hostConfig = ${JSON.stringify(hostConfig)};`,
      loader: 'ts',
    }));
  },
};

const result = await build({
  // From the project root: this module also runs from Astro's bundled prerender output.
  entryPoints: [join(process.cwd(), 'src/scripts/site.ts')],
  bundle: true,
  write: false,
  minify: true,
  format: 'esm',
  target: 'es2022',
  plugins: [resolvedHostConfig],
  logLevel: 'silent',
});
const code = result.outputFiles[0]!.text.trim();
const script = { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` as const };

/** The site script's code and its CSP source ('sha256-…'), built once per process. */
export function siteScript(): { code: string; hash: `sha256-${string}` } {
  return script;
}
