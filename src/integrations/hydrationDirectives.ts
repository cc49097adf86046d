// Registers the site's own hydration directive, `client:near` (src/directives/near.ts): islands whose
// server HTML is a live native form hydrate ahead of the visitor, near the viewport or on the first
// touch. Astro inlines it into the pages that use it and hashes it for the CSP.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { NearOptions } from '../directives/near.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first screen once the page has loaded and painted, within a screen of the
     * viewport once the visitor scrolls, or on the first touch inside the island; with
     * `{ params: [...] }`, at once when the URL carries any of those query parameters.
     */
    'client:near'?: boolean | NearOptions;
  }
}

/** The integration; add it to astro.config.mjs. */
export function hydrationDirectives(): AstroIntegration {
  return {
    name: 'salusion:hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'near', entrypoint: fileURLToPath(new URL('../directives/near.ts', import.meta.url)) });
      },
    },
  };
}
