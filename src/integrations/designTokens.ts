// Writes src/lib/design.ts into CSS at build time, so stylesheets and scripts read the same values.
// In every stylesheet Vite processes (Astro <style> blocks and the islands' .css files alike), a
// fixed token, var(--space-4), is written as its value: the :root block of every token, inlined on
// every page, cost up to 500 bytes of the first round trip. Tokens a script or test changes at run
// time (durations, the slider's and scheduler's sizes) stay custom properties, which
// `@design-tokens <group>;` declares on :root, with the keyframes whose offsets derive from them,
// in the stylesheet of the component that reads them (`@design-tokens slider;` in the slider's),
// so only a page with that component carries them (about 100 bytes gzip off every other page);
// `@design-tokens;` declares every group. Every stylesheet also starts with the @custom-media rules
// that postcss-custom-media, which must run after this plugin, resolves to plain queries.
import type { AtRule, Declaration, Plugin } from 'postcss';
import postcss from 'postcss';
import postcssCustomMedia from 'postcss-custom-media';
import * as design from '../lib/design';

type Values = { readonly [key: string]: string | number | Values };

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `--prefix-key: value` for each leaf of a group; a DEFAULT key is the bare --prefix. */
function properties(prefix: string, values: Values, unit = ''): [string, string][] {
  return Object.entries(values).flatMap(([key, value]) => {
    const name = key === 'DEFAULT' ? prefix : [prefix, kebab(key)].filter(Boolean).join('-');
    return typeof value === 'object' ? properties(name, value, unit) : [[`--${name}`, typeof value === 'number' ? `${value}${unit}` : value]];
  });
}

/** The tokens nothing changes at run time, written in place of each var() that reads them. */
function fixedTokens(): [string, string][] {
  return [
    ...properties('color', design.color),
    ...properties('font', design.font),
    ...properties('text', design.text),
    ['--leading', String(design.leading)],
    ...properties('space', design.space),
    ...properties('radius', design.radius),
    ...properties('shadow', design.shadow),
    ...properties('', design.size),
  ];
}

/** The tokens declared on :root, which scripts and tests may set on an element, by the group a component asks for. */
function customProperties(): Record<TokenGroup, [string, string][]> {
  return {
    collapse: properties('duration', { collapse: design.duration.collapse }, 'ms'),
    headline: properties('duration', { fade: design.duration.fade, rotate: design.duration.rotate }, 'ms'),
    slider: [['--slider-gap', `${design.slider.gap}px`], ...properties('slider-per-view', design.slider.perView)],
    scheduler: properties('scheduler', design.scheduler, 'px'),
  };
}

/** The groups of run-time tokens: the accordion's collapse, the pricing headline's timing, the slider's and the scheduler's sizes. */
const TOKEN_GROUPS = ['collapse', 'headline', 'slider', 'scheduler'] as const;

type TokenGroup = (typeof TOKEN_GROUPS)[number];

/**
 * The pricing headline's fade: a veil over the phrase stays clear, then covers it over the last
 * duration.fade of each duration.rotate. Keyframe offsets cannot read custom properties, so the
 * offset is computed here from the same two durations.
 */
function headlineFadeKeyframes(): string {
  const hold = (((design.duration.rotate - design.duration.fade) / design.duration.rotate) * 100).toFixed(3);
  return `@keyframes headline-veil { 0%, ${hold}% { opacity: 0; } 100% { opacity: 1; } }`;
}

/** The @custom-media rules, one per design.media query: @media (--menu) in CSS. */
function customMedia(): AtRule[] {
  return Object.entries(design.media).map(([name, query]) =>
    postcss.atRule({ name: 'custom-media', params: `--${kebab(name)} ${query}` }),
  );
}

/** `var(--name)` with no fallback; only a fixed token's name is replaced. */
const fixedReference = /var\(\s*(--[\w-]+)\s*\)/g;

/** What `@design-tokens` with `params` declares: the groups it names, or every group. */
function tokensFor(params: string): string {
  const named = params.split(/\s+/).filter(Boolean);
  const unknown = named.filter((name) => !(TOKEN_GROUPS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`@design-tokens ${params}: ${unknown.join(', ')} is not a group of run-time tokens (${TOKEN_GROUPS.join(', ')})`);
  const groups = named.length === 0 ? TOKEN_GROUPS : (named as TokenGroup[]);
  const declarations = groups.flatMap((group) => customProperties()[group]).map(([prop, value]) => `${prop}: ${value};`);
  return `:root {${declarations.join('')}}${groups.includes('headline') ? ` ${headlineFadeKeyframes()}` : ''}`;
}

/** The PostCSS plugin; list it before postcss-custom-media. */
export function designTokens(): Plugin {
  const fixed = new Map(fixedTokens());
  const media = customMedia();
  return {
    postcssPlugin: 'design-tokens',
    Once(css) {
      css.walkAtRules('design-tokens', (rule) => {
        // Parsed as part of the stylesheet that asks for them, so Vite knows where they come from.
        rule.replaceWith(postcss.parse(tokensFor(rule.params), { from: rule.source?.input.file }).nodes);
      });
      css.prepend(media.map((rule) => rule.clone()));
    },
    Declaration(decl: Declaration) {
      // A package's stylesheet (Swiper's, the editor's) means its own properties by these names.
      if (decl.source?.input.file?.includes('/node_modules/')) return;
      // A stylesheet that set a fixed token would change nothing, since no rule reads it any more.
      if (fixed.has(decl.prop)) throw decl.error(`${decl.prop} is a fixed design token: change it in src/lib/design.ts`);
      if (decl.value.includes('var(')) decl.value = decl.value.replace(fixedReference, (reference, name: string) => fixed.get(name) ?? reference);
    },
  };
}

/** The site's PostCSS plugins, in their order: Vite's for every stylesheet it processes, and the print stylesheet's (src/integrations/inlineScripts.ts). */
export function cssPlugins() {
  return [designTokens(), postcssCustomMedia()];
}
