// The few settings and headings the specification fixes are refused by the content check when an
// editor changes them, with the SPEC section that fixes each; every other change passes.
import { describe, expect, it } from 'vitest';
import { parseMdx } from '~/build/mdx';
import { blockFactProblems, FIXED_HEADINGS, FIXED_SETTINGS, FIXED_SITE_LINKS, pageFactProblems, siteFactProblems, WITHOUT_BUTTONS } from '../../scripts/lib/specFacts';

const page = (id: string, frontmatter: Record<string, unknown>, body = 'Text.') => {
  const source = `---\n${Object.entries(frontmatter).map(([k, v]) => `${k}: ${String(v)}`).join('\n')}\n---\n${body}\n`;
  return { page: { id, file: `content/pages/${id}.mdx`, frontmatter, source }, tree: parseMdx(source) };
};

/** The settings the spec fixes for page `id`, as the spec fixes them. */
const fixedOf = (id: string) => Object.fromEntries(FIXED_SETTINGS.filter((f) => f.page === id).map((f) => [f.field, f.value]));

describe('pageFactProblems', () => {
  it.each(FIXED_SETTINGS)('$page keeps $field as the spec fixes it', (fact) => {
    const kept = page(fact.page, fixedOf(fact.page));
    expect(pageFactProblems(kept.page, kept.tree)).toEqual([]);
    const changed = page(fact.page, { ...fixedOf(fact.page), [fact.field]: `${fact.value} (changed)` });
    const problems = pageFactProblems(changed.page, changed.tree);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: `content/pages/${fact.page}.mdx`, line: Object.keys(fixedOf(fact.page)).indexOf(fact.field) + 2 });
    expect(problems[0]?.fix).toContain(`SPEC.md ${fact.spec}`);
  });

  it('reads a date the front matter parsed as a date as the editor writes it', () => {
    const fact = FIXED_SETTINGS.find((f) => f.field === 'updated')!;
    const kept = page(fact.page, { ...fixedOf(fact.page), updated: new Date(`${fact.value}T00:00:00Z`) });
    expect(pageFactProblems(kept.page, kept.tree)).toEqual([]);
  });

  it('leaves every other page and setting to the editors', () => {
    const other = page('pricing', { heading: 'Anything at all', title: 'Any title' });
    expect(pageFactProblems(other.page, other.tree)).toEqual([]);
  });

  it.each(WITHOUT_BUTTONS)('refuses a button on %s, which the spec shows without any', (id) => {
    const withButton = page(id, {}, '<Button href="/pricing">Prices</Button>');
    expect(pageFactProblems(withButton.page, withButton.tree).map((p) => p.line)).toEqual([4]);
    const withLink = page(id, {}, 'See [the prices](/pricing).');
    expect(pageFactProblems(withLink.page, withLink.tree)).toEqual([]);
  });
});

describe('blockFactProblems', () => {
  it.each(Object.entries(FIXED_HEADINGS))('%s keeps the headings %o', (id, headings) => {
    const block = { id, file: `content/blocks/${id}.mdx` };
    expect(blockFactProblems(block, parseMdx(headings.map((h) => `## ${h}\n\nText.\n`).join('\n')))).toEqual([]);
    expect(blockFactProblems(block, parseMdx(headings.slice(1).map((h) => `## ${h}\n`).join('\n'))).map((p) => p.what)).toEqual([`the section heading "${headings[0]}" is missing`]);
  });
});

describe('siteFactProblems', () => {
  /** A site.json holding the fixed links as the spec gives them, each with words of the editors' own. */
  const fixedSite = () => {
    const site: Record<string, Record<string, unknown>> = { header: {}, footer: {} };
    for (const { field, key, paths } of FIXED_SITE_LINKS) {
      const [part = '', name = ''] = field.split('.');
      const links = paths.map((path, i) => ({ label: `Any words ${i}`, [key]: path }));
      site[part]![name] = field === 'header.contact' ? links[0] : links;
    }
    return site;
  };
  const lineOf = (path: string[]) => path.length;
  const check = (site: unknown) => siteFactProblems('content/site/site.json', site, lineOf);

  it('passes the links the spec fixes, whatever their words', () => {
    expect(check(fixedSite())).toEqual([]);
  });

  it.each(FIXED_SITE_LINKS)('refuses $field changed, naming the SPEC section', (fact) => {
    const [part = '', name = ''] = fact.field.split('.');
    const site = fixedSite();
    const links = [site[part]![name]].flat() as Record<string, string>[];
    links[0]![fact.key] = '/somewhere-else';
    const problems = check(site);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/site/site.json', line: 3 });
    expect(problems[0]?.what).toContain(fact.field);
    expect(problems[0]?.fix).toContain(`SPEC.md ${fact.spec}`);
  });

  it("holds the header's links in the spec's order, and the footer's only as present", () => {
    const site = fixedSite();
    (site['header']!['links'] as unknown[]).reverse();
    (site['footer']!['legal'] as unknown[]).reverse();
    (site['footer']!['legal'] as unknown[]).push({ label: 'Accessibility', href: '/accessibility' });
    expect(check(site).map((p) => p.what)).toEqual([expect.stringMatching(/^header\.links leads to .* in this order$/)]);
  });
});
