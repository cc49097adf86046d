// The directive is Astro's: this canary reads Astro's own source, so it fails (and the plugin can
// go) once Astro stops writing the directive, or starts reading it again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEAD_INJECT, withoutHeadInject } from '../../src/integrations/propagationDirective';

const ASTRO_DIST = 'node_modules/astro/dist';
const WRITER = join(ASTRO_DIST, 'content/vite-plugin-content-assets.js');

describe('withoutHeadInject', () => {
  it('takes the directive out and keeps the module', () => {
    const module = '\n\t\t\t"use astro:head-inject";\n\t\t\tasync function getMod() {}\n\t\t\texport default {};\n';
    const result = withoutHeadInject(module);
    expect(result).not.toContain('head-inject');
    expect(result).toContain('async function getMod() {}');
  });
});

describe('Astro, as this plugin was checked against', () => {
  it('still writes the directive into each content entry’s propagated-assets module', () => {
    expect(readFileSync(WRITER, 'utf8')).toMatch(HEAD_INJECT);
  });

  it('reads it nowhere else, so taking it out changes nothing', () => {
    const readers = (readdirSync(ASTRO_DIST, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.js') && join(ASTRO_DIST, f) !== WRITER)
      .filter((f) => readFileSync(join(ASTRO_DIST, f), 'utf8').includes('astro:head-inject'));
    expect(readers).toEqual([]);
  });
});
