// Registers the site's own hydration directives. Astro inlines each into the pages that use it and
// hashes it for the CSP.
// - `client:near` (src/directives/near.ts): islands whose server HTML is a live native form hydrate
//   ahead of the visitor, near the viewport or on the first touch.
// - `client:interact` (src/directives/interact.ts): hydrate on the first touch and replay it; kept
//   only for the islands not yet rewritten as HTML (accordion, video poster, headline), and to be
//   removed with them.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { InteractOptions } from '../directives/interact.ts';
import type { NearOptions } from '../directives/near.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first screen once the page has loaded, within a screen of the viewport once
     * the visitor scrolls, or on the first touch inside the island; with `{ params: [...] }`, at
     * load when the URL carries any of those query parameters.
     */
    'client:near'?: boolean | NearOptions;
    /** Hydrate on the visitor's first pointer, touch, focus or key inside the island, and replay it. */
    'client:interact'?: boolean | InteractOptions;
  }
}

/** The integration; add it to astro.config.mjs. */
export function hydrationDirectives(): AstroIntegration {
  return {
    name: 'salusion:hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const name of ['near', 'interact']) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(`../directives/${name}.ts`, import.meta.url)) });
        }
      },
    },
  };
}
