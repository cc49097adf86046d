// @ts-check
// Static site: every route is pre-rendered, and host-dependent values are settled in the browser.
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import postcssCustomMedia from 'postcss-custom-media';
import { calendlyStyleHashes } from './src/integrations/calendlyStyleHashes';
import { designTokens } from './src/integrations/designTokens';
import { hostFiles } from './src/integrations/hostFiles';
import { hydrateOnInteraction } from './src/integrations/hydrateOnInteraction';
import { siteScript } from './src/integrations/siteScript';
import { cspDirectives } from './src/lib/csp';
import { pagePath, NOT_FOUND_ID } from './src/lib/pagePaths';
import { astroRedirects, REDIRECTS } from './src/lib/redirects';
import { siteConfig } from './src/lib/siteConfig';

const unlisted = new Set([...Object.keys(REDIRECTS), pagePath(NOT_FOUND_ID)]);

export default defineConfig({
  site: siteConfig.siteOrigin,
  output: 'static',
  trailingSlash: 'never',
  // Pages are .html files so CDNs serve clean URLs without a redirect; styles are inlined (and
  // hashed for the CSP) so the first paint waits for no second request.
  build: { format: 'file', inlineStylesheets: 'always' },
  redirects: astroRedirects(),
  // Shiki writes inline styles that the CSP forbids, and the site shows no code.
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    mdx(),
    // Redirect pages and the 404 page are not pages a search engine should list.
    sitemap({ filter: (page) => !unlisted.has(new URL(page).pathname) }),
    hostFiles(),
    hydrateOnInteraction(),
  ],
  vite: {
    // pdfkit reads its font metrics from its own folder at run time, so it must not be bundled.
    ssr: { external: ['pdfkit'] },
    // Design values come from src/lib/design.ts: custom properties, then custom media resolved.
    css: { postcss: { plugins: [designTokens(), postcssCustomMedia()] } },
  },
  security: {
    csp: {
      directives: cspDirectives(),
      scriptDirective: { hashes: [siteScript().hash] },
      styleDirective: { hashes: calendlyStyleHashes() },
    },
  },
});
