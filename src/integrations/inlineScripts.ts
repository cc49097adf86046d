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
import { join, resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import type { Plugin as VitePlugin } from 'vite';
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

/** A piece of code and the files it was made from, as absolute paths. */
interface Built<Output> {
  output: Output;
  inputs: string[];
}

async function bundle(entry: string, define: Record<string, string> = {}): Promise<Built<InlineScript>> {
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
    metafile: true,
  });
  const code = result.outputFiles[0]!.text.trim();
  // A file is named by its path from the project root; a module of words, by its namespace.
  const inputs = Object.keys(result.metafile.inputs).map((input) => (input.startsWith('ui-words:') ? UI_FILE : input));
  return { output: { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` }, inputs: inputs.map((input) => resolve(input)) };
}

/** The print stylesheet, with the design's values written in as in every other stylesheet, minified. */
async function printStylesheet(): Promise<Built<string>> {
  const file = join(process.cwd(), 'src/styles/print.css');
  const { css } = await postcss(cssPlugins()).process(await readFile(file, 'utf8'), { from: file });
  return { output: (await transform(css, { loader: 'css', minify: true })).code.trim(), inputs: [file] };
}

/** A later file's script: the code of `entry`, bundled. */
const laterScript = (entry: string) => async (): Promise<Built<string>> => {
  const { output, inputs } = await bundle(entry);
  return { output: output.code, inputs };
};

/** The later files, by the name the site script knows each by, each with how it is built. */
const LATER_FILES = {
  header: { type: 'js', build: laterScript('src/client/header.ts') },
  toolFooter: { type: 'js', build: laterScript('src/client/toolFooter.ts') },
  print: { type: 'css', build: printStylesheet },
} as const;

/** Everything this module makes, and the files it makes it from. */
interface Bundles {
  site: InlineScript;
  scheduler: InlineScript;
  /** Each later file: its name, the path it is served at (named by its content) and its code. */
  laterFiles: { name: string; type: 'js' | 'css'; path: string; code: string }[];
  inputs: Set<string>;
}

async function bundleAll(): Promise<Bundles> {
  const later = await Promise.all(
    Object.entries(LATER_FILES).map(async ([name, file]) => {
      const { output: code, inputs } = await file.build();
      return { name, type: file.type, path: `/_astro/${name}.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.${file.type}`, code, inputs };
    }),
  );
  const [site, scheduler] = await Promise.all([
    bundle('src/client/site.ts', { __LATER_FILES__: JSON.stringify(Object.fromEntries(later.map(({ name, path }) => [name, path]))) }),
    bundle('src/client/schedulerFrame.ts'),
  ]);
  return {
    site: site.output,
    scheduler: scheduler.output,
    laterFiles: later.map(({ name, type, path, code }) => ({ name, type, path, code })),
    inputs: new Set([...later, site, scheduler].flatMap(({ inputs }) => inputs)),
  };
}

// Two copies of this module run in one process, the config's and the one the pages import through
// Vite's module graph; they share what they build, so it is built once, and `npm run dev` rebuilds
// it for both when one of its files changes (rebuildOnChange below).
const SHARED = Symbol.for('salusion.inlineScripts');
const shared = ((globalThis as { [SHARED]?: { building: Promise<Bundles>; built?: Bundles } })[SHARED] ??= { building: bundleAll() });
shared.built ??= await shared.building;
/** What was built last, by either copy. */
const latest = () => shared.built!;

/** The path a later file is served at. */
export function laterFile(name: keyof typeof LATER_FILES): string {
  return latest().laterFiles.find((file) => file.name === name)!.path;
}

/** The script every page runs. */
export function siteScript(): InlineScript {
  return latest().site;
}

/** The script of the pages with an embedded scheduler. */
export function schedulerScript(): InlineScript {
  return latest().scheduler;
}

/**
 * In `npm run dev`, a change to a file the scripts are bundled from (a client script, a module of
 * src/lib it imports, the print stylesheet, the words of ui.json) rebuilds them, then reloads the
 * open pages, which then carry the new code: with no restart. Vite waits for this hook before it
 * reloads anything of its own for the same change (ui.json is in its module graph too).
 */
const rebuildOnChange: VitePlugin = {
  name: 'salusion:inline-scripts-rebuild',
  apply: 'serve',
  hotUpdate: {
    async handler({ file, modules }) {
      if (this.environment.name !== 'client' || !latest().inputs.has(resolve(file))) return modules;
      try {
        shared.building = bundleAll();
        shared.built = await shared.building;
      } catch (error) {
        this.environment.logger.error(`The inline scripts were not rebuilt; pages keep the last good ones: ${String(error)}`);
        return modules;
      }
      if (modules.length === 0) this.environment.hot.send({ type: 'full-reload', path: '*' });
      return modules;
    },
  },
};

/** Serves the later files in dev, rebuilds the scripts on change there, and writes the later files into the build; add it to astro.config.mjs. */
export function laterFileOutput(): AstroIntegration {
  return {
    name: 'salusion:later-files',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [rebuildOnChange] } });
      },
      'astro:server:setup': ({ server }) => {
        // A request that comes while an edit's rebuild runs (a page Vite reloads for reasons of its
        // own, its dependencies re-optimized, say) waits for it, so it carries the new code: the
        // reload this rebuild then sends may reach no page that is still reconnecting.
        server.middlewares.use((request, response, next) => {
          // A failed rebuild leaves the last good scripts (rebuildOnChange), served as before.
          void shared.building
            .catch(() => undefined)
            .then(() => {
              const file = latest().laterFiles.find(({ path }) => path === request.url);
              if (!file) return next();
              response.setHeader('Content-Type', file.type === 'js' ? 'text/javascript' : 'text/css');
              response.end(file.code);
            });
        });
      },
      'astro:build:done': async ({ dir }) => {
        for (const { path, code } of latest().laterFiles) await writeFile(new URL(path.slice(1), dir), code);
      },
    },
  };
}
