// Bundles the scripts that pages write inline: the one every page runs (src/client/site.ts) and the
// scheduler's (src/client/schedulerFrame.ts), each into one self-contained piece of code. Bundled
// by Vite, each would be a module that imports the chunks it shares with the islands (API client,
// page views): a chain of requests that, when it ends before the first paint, Lighthouse counts on
// the way to the largest paint. Inline, they need no request at all. The CSP allows each by its
// hash, computed here from the same code.
//
// It bundles the later files too, which the site script loads once the page has painted: the
// header's script (src/client/header.ts) on every page, the tool footers' (src/client/toolFooter.ts)
// on a page with a tool, and the print stylesheet (src/styles/print.css). Nothing of them is needed
// before the first paint (the menus open without theirs; the tool footers' buttons show once theirs
// has run; a page is printed later), and out of the page's HTML they leave its first round trip
// (330 to 350 bytes gzip a page for the header's, 320 more with a tool, 120 to 130 for print, net
// of what links it); fetched after the paint, their requests are not ones Lighthouse counts on the
// way to the largest paint. Each file is named by its content, so it is cached for good.
//
// The host settings (src/lib/hostConfig.ts) are resolved here, with the build's PUBLIC_* overrides,
// and go into the bundle as data: the code that reads the overrides, and their names, never
// reaches the browser, which keeps every page under its script budget.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { build, transform, type Plugin } from 'esbuild';
import postcss from 'postcss';
import { hostConfig } from '../lib/hostConfig';
import { cssPlugins } from './designTokens';
import { UI_FILE, WORDS_PREFIX, wordsModule } from './islandWords';

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

/**
 * Serves `virtual:ui/<part>` to the bundle as the islands get it (islandWords.ts): a later file
 * reads its words from ui.json as they load with it, so the page's HTML need not carry them.
 */
const uiWords: Plugin = {
  name: 'ui-words',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^${WORDS_PREFIX}`) }, ({ path }) => ({ path, namespace: 'ui-words' }));
    b.onLoad({ filter: /.*/, namespace: 'ui-words' }, async ({ path }) => ({
      contents: wordsModule(await readFile(UI_FILE, 'utf8'), path.slice(WORDS_PREFIX.length)),
      loader: 'js',
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
    plugins: [resolvedHostConfig, uiWords],
    define,
    // The later files are loaded by their paths, not bundled.
    external: ['/_astro/*'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text.trim();
  return { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` };
}

/** The print stylesheet, with the design's values written in as in every other stylesheet, minified. */
async function printStylesheet(): Promise<string> {
  const file = join(process.cwd(), 'src/styles/print.css');
  const { css } = await postcss(cssPlugins()).process(await readFile(file, 'utf8'), { from: file });
  return (await transform(css, { loader: 'css', minify: true })).code.trim();
}

/** The later files, by the name the site script knows each by, each with its code. */
const LATER_FILES = {
  header: { type: 'js', code: bundle('src/client/header.ts').then(({ code }) => code) },
  toolFooter: { type: 'js', code: bundle('src/client/toolFooter.ts').then(({ code }) => code) },
  print: { type: 'css', code: printStylesheet() },
} as const;

/** Each later file: its name, the path it is served at (named by its content) and its code. */
const laterFiles = await Promise.all(
  Object.entries(LATER_FILES).map(async ([name, file]) => {
    const code = await file.code;
    return { name, type: file.type, path: `/_astro/${name}.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.${file.type}`, code };
  }),
);

/** The path a later file is served at. */
export function laterFile(name: keyof typeof LATER_FILES): string {
  return laterFiles.find((file) => file.name === name)!.path;
}

const [site, scheduler] = await Promise.all([
  bundle('src/client/site.ts', { __LATER_FILES__: JSON.stringify(Object.fromEntries(laterFiles.map(({ name, path }) => [name, path]))) }),
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

/** Serves the later files in dev and writes them into the build; add it to astro.config.mjs. */
export function laterFileOutput(): AstroIntegration {
  return {
    name: 'salusion:later-files',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const file = laterFiles.find(({ path }) => path === request.url);
          if (!file) return next();
          response.setHeader('Content-Type', file.type === 'js' ? 'text/javascript' : 'text/css');
          response.end(file.code);
        });
      },
      'astro:build:done': async ({ dir }) => {
        for (const { path, code } of laterFiles) await writeFile(new URL(path.slice(1), dir), code);
      },
    },
  };
}
