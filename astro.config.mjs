// @ts-check
// Static site: every route is pre-rendered, and host-dependent values are settled in the browser.
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { hostFiles } from './src/integrations/hostFiles';
import { cspDirectives } from './src/lib/csp';
import { astroRedirects } from './src/lib/redirects';
import { siteConfig } from './src/lib/siteConfig';

export default defineConfig({
  site: siteConfig.siteOrigin,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  redirects: astroRedirects(),
  integrations: [react(), mdx(), hostFiles()],
  security: {
    csp: { directives: cspDirectives() },
  },
});
