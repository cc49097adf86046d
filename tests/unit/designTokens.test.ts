import postcss from 'postcss';
import postcssCustomMedia from 'postcss-custom-media';
import { describe, expect, it } from 'vitest';
import { designTokens } from '~/integrations/designTokens';
import { breakpoint, color, duration, radius, scheduler, shadow, slider, space } from '~/lib/design';

async function run(css: string, from = 'test.css'): Promise<string> {
  return (await postcss([designTokens(), postcssCustomMedia()]).process(css, { from })).css;
}

describe('the design tokens plugin writes design.ts into CSS', () => {
  it.each([
    ['a colour', 'color: var(--color-ink-soft)', `color: ${color.inkSoft}`],
    ['a spacing step inside calc()', 'width: calc(100% - 2 * var(--space-4))', `width: calc(100% - 2 * ${space[4]})`],
    ['the plain radius', 'border-radius: var(--radius)', `border-radius: ${radius.DEFAULT}`],
    ['two tokens in one value', 'box-shadow: var(--shadow-sm), 0 0 0 1px var(--color-border)', `box-shadow: ${shadow.sm}, 0 0 0 1px ${color.border}`],
  ])('writes %s in place of the var() that reads it', async (_name, declaration, written) => {
    expect(await run(`a { ${declaration}; }`)).toContain(written);
  });

  it.each([
    ['a run-time token', 'transition: height var(--duration-collapse)'],
    ['a property of the page', 'width: var(--per-view)'],
    ['a fallback', 'color: var(--color-ink, red)'],
  ])('leaves %s to the browser', async (_name, declaration) => {
    expect(await run(`a { ${declaration}; }`)).toContain(declaration);
  });

  it("leaves a package's stylesheet, whose names are its own, as it is", async () => {
    const css = '.swiper { --radius: 2px; border-radius: var(--radius); }';
    expect(await run(css, '/work/node_modules/swiper/swiper.css')).toContain(css);
  });

  it('declares only the run-time tokens on :root', async () => {
    const root = await run('@design-tokens;');
    expect(root).not.toContain('--color-');
    expect(root).not.toContain('--space-');
  });

  it('refuses a stylesheet that sets a fixed token, naming it and design.ts', async () => {
    await expect(run('.band { --color-brand: red; }')).rejects.toThrow(/--color-brand is a fixed design token: change it in src\/lib\/design.ts/);
  });

  it.each([
    ['the fade in milliseconds', `--duration-fade: ${duration.fade}ms`],
    ['the accordion collapse in milliseconds', `--duration-collapse: ${duration.collapse}ms`],
    ['the slider gap in pixels', `--slider-gap: ${slider.gap}px`],
    ['a nested value', `--slider-per-view-mid: ${slider.perView.mid}`],
    ['the scheduler height', `--scheduler-height: ${scheduler.height}px`],
  ])('@design-tokens carries %s', async (_name, declaration) => {
    expect(await run('@design-tokens;')).toContain(declaration);
  });

  it.each([
    ['collapse', [`--duration-collapse: ${duration.collapse}ms`], ['--slider-gap', '--duration-fade', '@keyframes']],
    ['slider', [`--slider-gap: ${slider.gap}px`, `--slider-per-view-mid: ${slider.perView.mid}`], ['--duration-collapse', '--scheduler-height']],
    ['scheduler', [`--scheduler-height: ${scheduler.height}px`], ['--slider-gap', '--duration-collapse']],
    ['headline', [`--duration-fade: ${duration.fade}ms`, '@keyframes headline-veil'], ['--duration-collapse', '--slider-gap']],
  ])('@design-tokens %s carries only its own group, for the component that reads it', async (group, carried, left) => {
    const css = await run(`@design-tokens ${group};`);
    for (const declaration of carried) expect(css).toContain(declaration);
    for (const other of left) expect(css).not.toContain(other);
  });

  it('refuses a group it does not know, naming the groups it has', async () => {
    await expect(run('@design-tokens sliders;')).rejects.toThrow(/sliders is not a group of run-time tokens \(collapse, headline, slider, scheduler\)/);
  });

  it.each([
    ['--menu', `max-width: ${breakpoint.menu}px`],
    ['--slider-mid', `min-width: ${breakpoint.sliderMid}px`],
    ['--slider-wide', `min-width: ${breakpoint.sliderWide}px`],
  ])('@media (%s) resolves to (%s) in any stylesheet', async (name, query) => {
    const css = await run(`@media (${name}) { a { color: red; } }`);
    expect(css).toContain(`@media (${query})`);
    expect(css).not.toContain('custom-media');
  });

  it('leaves a stylesheet without the placeholder free of :root', async () => {
    expect(await run('a { color: red; }')).not.toContain(':root');
  });
});
