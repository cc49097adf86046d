// Bundles the scripts that pages write inline: the one every page runs (src/client/site.ts) and the
// scheduler's (src/client/schedulerFrame.ts), each into one self-contained piece of code; and the
// header's (src/client/header.ts), a file the site script loads once the page has painted. Bundled
// by Vite, each would be a module that imports the chunks it shares with the islands (API client,
// page views): a chain of requests that, when it ends before the first paint, Lighthouse counts on
// the way to the largest paint. Inline, they need no request at all. The CSP allows each by its
// hash, computed here from the same code. The header's script is not inline: nothing of it is needed
// before the first paint (the menus open without it), and out of the page's HTML its 330 to 350
// bytes (gzip) leave the first round trip of every page; fetched after the paint, its request is
// not one Lighthouse counts on the way to the largest paint.
//
// The host settings (src/lib/hostConfig.ts) are resolved here, with the build's PUBLIC_* overrides,
// and go into the bundle as data: the code that reads the overrides, and their names, never
// reaches the browser, which keeps every page under its script budget.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
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

/** An inline script's code and its CSP source ('sha256-…'). */
export interface InlineScript {
  code: string;
  hash: `sha256-${string}`;
}

async function bundle(entry: string, define: Record<string, string> = {}): Promise<InlineScript> {
  const result = await build({
    // From the project root: this module also runs from Astro's bundled prerender output.
    entryPoints: [join(process.cwd(), entry)],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: 'es2022',
    plugins: [resolvedHostConfig],
    define,
    // The header's script is loaded by its path, not bundled.
    external: ['/_astro/*'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text.trim();
  return { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` };
}

/** The header's script: its code and the path it is served at, named by its content. */
const header = await bundle('src/client/header.ts');
const headerPath = `/_astro/header.${createHash('sha256').update(header.code).digest('hex').slice(0, 10)}.js`;

const [site, scheduler] = await Promise.all([
  bundle('src/client/site.ts', { __HEADER_SCRIPT__: JSON.stringify(headerPath) }),
  bundle('src/client/schedulerFrame.ts'),
]);

/** The script every page runs, built once per process. */
export function siteScript(): InlineScript {
  return site;
}

/** The script of the pages with an embedded scheduler, built once per process. */
export function schedulerScript(): InlineScript {
  return scheduler;
}

/** Serves the header's script in dev and writes it into the build; add it to astro.config.mjs. */
export function headerScriptFile(): AstroIntegration {
  return {
    name: 'salusion:header-script',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(headerPath, (_request, response) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(header.code);
        });
      },
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL(headerPath.slice(1), dir), header.code);
      },
    },
  };
}
