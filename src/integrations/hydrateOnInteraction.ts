// Registers the `client:interact` directive (src/directives/interact.ts): islands that only answer
// a visitor load no framework code until that visitor touches them. Astro inlines the directive
// into the pages that use it and hashes it for the CSP.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { InteractOptions } from '../directives/interact.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the visitor's first pointer, touch, focus or key inside the island, and replay it;
     * with `{ params: [...] }`, also at load when the URL carries any of those query parameters.
     */
    'client:interact'?: boolean | InteractOptions;
  }
}

/** The integration; add it to astro.config.mjs. */
export function hydrateOnInteraction(): AstroIntegration {
  return {
    name: 'salusion:hydrate-on-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interact', entrypoint: fileURLToPath(new URL('../directives/interact.ts', import.meta.url)) });
      },
    },
  };
}
