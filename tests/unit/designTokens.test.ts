import postcss from 'postcss';
import postcssCustomMedia from 'postcss-custom-media';
import { describe, expect, it } from 'vitest';
import { designTokens } from '~/integrations/designTokens';
import { breakpoint, color, duration, radius, scheduler, slider, space } from '~/lib/design';

async function run(css: string): Promise<string> {
  return (await postcss([designTokens(), postcssCustomMedia()]).process(css, { from: 'test.css' })).css;
}

describe('the design tokens plugin writes design.ts into CSS', () => {
  it.each([
    ['a colour', `--color-ink-soft: ${color.inkSoft}`],
    ['a spacing step', `--space-4: ${space[4]}`],
    ['the plain radius', `--radius: ${radius.DEFAULT}`],
    ['the fade in milliseconds', `--duration-fade: ${duration.fade}ms`],
    ['the accordion collapse in milliseconds', `--duration-collapse: ${duration.collapse}ms`],
    ['the slider gap in pixels', `--slider-gap: ${slider.gap}px`],
    ['a nested value', `--slider-per-view-mid: ${slider.perView.mid}`],
    ['the scheduler height', `--scheduler-height: ${scheduler.height}px`],
  ])('@design-tokens carries %s', async (_name, declaration) => {
    expect(await run('@design-tokens;')).toContain(declaration);
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
