// Astro's one use of its own internals in this project (checked against astro 7.3.4 and 7.3.5): the
// module Astro writes for each MDX content entry's styles (`*.mdx?astroPropagatedAssets`) opens with
// the directive "use astro:head-inject", which nothing reads any more (Astro finds these modules by
// their query since withastro/astro#17095) and which Rolldown warns about once per MDX file
// (withastro/astro#18087). This plugin takes the directive out of that module as Astro writes it,
// so the build prints no warning. tests/unit/propagationDirective.test.ts fails once Astro stops
// writing it, when this file can go.
import type { Plugin } from 'vite';

/** The query Astro gives a content entry's propagated-assets module. */
const PROPAGATED = /[?&]astroPropagatedAssets(?:&|=|$)/;

/** The directive's statement, as Astro writes it. */
export const HEAD_INJECT = /^\s*"use astro:head-inject";\s*$/m;

/** `code` without the directive. */
export function withoutHeadInject(code: string): string {
  return code.replace(HEAD_INJECT, '');
}

/** The Vite plugin; it runs after Astro's own, which writes the module. */
export function propagationDirective(): Plugin {
  return {
    name: 'salusion:propagation-directive',
    enforce: 'post',
    transform: {
      filter: { id: PROPAGATED },
      handler(code) {
        return HEAD_INJECT.test(code) ? { code: withoutHeadInject(code), map: null } : null;
      },
    },
  };
}
