import { readdirSync } from 'node:fs';
import { mdxToJs } from 'satteri';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_COMPONENTS_DIR, componentImportLines, componentImports, isContentComponent } from '../../src/integrations/componentImports';
import { contentProps } from '~/schemas/components';

describe('componentImportLines', () => {
  it.each([
    ['a block placed once', ['Hero'], ['import Hero from "/c/Hero.astro";']],
    ['blocks in a stable order, each once', ['N', 'Hero', 'N'], ['import Hero from "/c/Hero.astro";', 'import N from "/c/N.astro";']],
    ['no HTML tags or unknown names', ['br', 'Sparkles', 'details'], []],
  ])('%s', (_name, used, expected) => {
    expect(componentImportLines(used, '/c/')).toEqual(expected);
  });
});

describe('the building blocks', () => {
  it('every name in the schemas has its .astro file, and every file in the folder a name', () => {
    const files = readdirSync(CONTENT_COMPONENTS_DIR)
      .filter((f) => f.endsWith('.astro'))
      .map((f) => f.replace(/\.astro$/, ''))
      .sort();
    expect(files).toEqual(Object.keys(contentProps).sort());
    expect(files.every(isContentComponent)).toBe(true);
  });
});

describe('componentImports, the MDX compiler plugin', () => {
  const mdx = '# Title\n\n<Hero illustration="home">\nCall us, <N name="prices.ichra" /> a month.\n</Hero>\n\n<Band>\nText\n</Band>\n';
  const compile = async (source: string) => (await mdxToJs(source, { mdastPlugins: [componentImports('/c/')] })).code;
  let code = '';
  beforeAll(async () => {
    code = await compile(mdx);
  });

  it('imports each block the file places, so its styles come with the page that renders it', () => {
    expect(code).toContain('import Band from "/c/Band.astro";');
    expect(code).toContain('import Hero from "/c/Hero.astro";');
    expect(code).toContain('import N from "/c/N.astro";');
  });

  it('renders the imported blocks, not ones handed in by the page', () => {
    expect(code).toMatch(/_jsxs?\(Hero,/);
    expect(code).not.toContain('_components.Hero');
  });

  it('writes no import into a file that places no block', async () => {
    expect(await compile('Just text.\n')).not.toContain('/c/');
  });
});
