// @ts-check
// Static site: every route is pre-rendered, and host-dependent values are settled in the browser.
// The browser editor (Keystatic) is added only when `npm run edit` sets SALUSION_EDITOR, so a build
// holds no editor route, no editor script and needs no adapter.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { componentImports } from './src/integrations/componentImports';
import { typesetPlugin } from './src/build/typesetMdx';
import { cssPlugins } from './src/integrations/designTokens';
import { hostFiles } from './src/integrations/hostFiles';
import { pageHashes } from './src/integrations/pageHashes';
import { propagationDirective } from './src/integrations/propagationDirective';
import { hydrationDirectives } from './src/integrations/hydrationDirectives';
import { islandNumbersPlugin } from './src/integrations/islandNumbers';
import { islandWords } from './src/integrations/islandWords';
import { laterFileOutput, schedulerScript, siteScript } from './src/integrations/inlineScripts';
import { unreferencedAssetsRemoval } from './src/integrations/unreferencedAssets';
import { cspDirectives } from './src/lib/csp';
import { pagePath, NOT_FOUND_ID } from './src/lib/pagePaths';
import { astroRedirects, REDIRECTS } from './src/lib/redirects';
import { siteConfig } from './src/lib/siteConfig';

const unlisted = new Set([...Object.keys(REDIRECTS), pagePath(NOT_FOUND_ID)]);

const root = new URL('./', import.meta.url);

/** The modules of Keystatic's interface package that src/editor/borrowed.ts takes its components from. */
export const EDITOR_INTERFACE = ['button', 'field', 'layout', 'notice', 'picker', 'text-field', 'toast', 'typography'].map((part) => `@keystar/ui/${part}`);

/** Whether this is `npm run edit`: dev mode with the browser editor at /keystatic. */
const editing = process.env['SALUSION_EDITOR'] === '1';
// Keystatic's /keystatic and /api/keystatic routes are on-demand; `astro dev` renders on-demand
// routes without an adapter, and only dev mode ever loads them.
const editor = editing ? [(await import('@keystatic/astro')).default()] : [];

export default defineConfig({
  site: siteConfig.siteOrigin,
  output: 'static',
  // Astro's caches (content data store, processed images) stay in this project folder, not in
  // node_modules, so a test's copy of the project that links node_modules has caches of its own.
  cacheDir: './.astro/cache',
  trailingSlash: 'never',
  // A component's scoped rules name it by a class (.astro-x), shorter than the default attribute
  // ([data-astro-cid-x]) in the CSS and on each element, with the same specificity.
  scopedStyleStrategy: 'class',
  // Pages are .html files so CDNs serve clean URLs without a redirect; styles are inlined (and
  // hashed for the CSP) so the first paint waits for no second request.
  build: { format: 'file', inlineStylesheets: 'always' },
  redirects: astroRedirects(),
  // Shiki writes inline styles that the CSP forbids, and the site shows no code. Each MDX file
  // imports the blocks it places, so each page carries only their CSS. Editors type plain quotes:
  // the parser's smart punctuation sets prose, and the typeset plugin the words of tag attributes
  // and the product names (src/build/typesetMdx.ts).
  markdown: {
    syntaxHighlight: false,
    processor: satteri({ mdastPlugins: [componentImports(), typesetPlugin()], features: { smartPunctuation: true } }),
  },
  integrations: [
    react(),
    mdx(),
    // Redirect pages and the 404 page are not pages a search engine should list.
    sitemap({ filter: (page) => !unlisted.has(new URL(page).pathname) }),
    // Each page's policy names its own inline scripts and styles, before _headers copies it.
    pageHashes(),
    hostFiles(),
    laterFileOutput(),
    // After every file is written: what no built file names is not shipped.
    unreferencedAssetsRemoval(),
    hydrationDirectives(),
    ...editor,
  ],
  vite: {
    plugins: [propagationDirective(), islandWords(), islandNumbersPlugin()],
    // The editor's bundled dependencies stay in this project folder, so a test's copy of the
    // project, which links node_modules, never rewrites the ones a running editor here is using; and
    // the editor's scripts are served from wherever node_modules really is, even through a link.
    // js-yaml and the interface parts the editor's own fields are drawn with (src/editor/borrowed.ts)
    // are bundled up front: the editor's document reads the data files with js-yaml
    // (src/editor/contentData.ts), and a dependency found only once the editor runs reloads its page.
    // No live-reload socket: a saved content file would reload every open page, the editor's too,
    // which then offers the just-saved changes back as a "restored draft". Preview pages show a
    // saved change when reloaded.
    ...(editing
      ? {
          cacheDir: '.astro/vite-editor',
          server: { ws: false, fs: { allow: [fileURLToPath(root), realpathSync(new URL('node_modules', root))] } },
        }
      : {}),
    // The dev server's dependency scan reaches the social cards' native renderer, which only the
    // build runs, in Node.
    optimizeDeps: { exclude: ['@resvg/resvg-js'], ...(editing ? { include: ['js-yaml', ...EDITOR_INTERFACE] } : {}) },
    // pdfkit reads its font metrics from its own folder at run time, and resvg (the social cards'
    // renderer) is a native module: neither can be bundled, in the build or in dev.
    ssr: { external: ['pdfkit', '@resvg/resvg-js'] },
    // Design values come from src/lib/design.ts: custom properties, then custom media resolved.
    css: { postcss: { plugins: cssPlugins() } },
  },
  security: {
    csp: {
      directives: cspDirectives(),
      scriptDirective: { hashes: [siteScript().hash, schedulerScript().hash] },
    },
  },
});
