// The table from URL to content file is made from the content files when asked for, and the README
// points to it instead of keeping a copy an editor's new page would make stale.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pagesTable } from '../../scripts/lib/pagesTable';
import { readContentPages } from '../../scripts/lib/contentPages';

describe('npm run pages', () => {
  const rows = pagesTable().split('\n').slice(2);

  it('lists every page of content/pages once, with its file', () => {
    expect(rows).toHaveLength(readContentPages().length);
    for (const page of readContentPages()) expect(rows.filter((row) => row.endsWith(`| ${page.file} |`))).toHaveLength(1);
  });

  it('gives the home page first and the not-found text last', () => {
    expect(rows[0]).toBe('| / | content/pages/home.mdx |');
    expect(rows.at(-1)).toBe('| any unknown path (404, then sent to /) | content/pages/404.mdx |');
  });

  it('is what the README sends a reader to, with the rule that makes a URL from a file', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('`npm run pages`');
    expect(readme).not.toContain('| /pricing | content/pages/pricing.mdx |');
  });
});
