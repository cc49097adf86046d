// Each page carries only the CSS it can use, and its policy names exactly what it runs inline.
// Reads dist/.
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../scripts/lib/routes';
import { cspHash } from '../../src/integrations/pageHashes';
import { builtPage } from '../support/builtSite';

const pages = PATHS.map((path) => [path, builtPage(path)] as const);

describe.each(pages)('%s', (_path, page) => {
  const css = page.querySelectorAll('style').map((s) => s.rawText).join('');
  const policy = page.querySelector('meta[http-equiv="content-security-policy"]')!.getAttribute('content')!;
  const hashes = (name: string) => policy.split(';').find((d) => d.trim().startsWith(`${name} `))!.match(/'sha256-[^']+'/g) ?? [];

  it('styles no component that is not on the page', () => {
    // A component's scoped rules name it by its class, astro-<id> (scopedStyleStrategy 'class'),
    // which its elements carry; every page has some (the page layout's).
    const styled = new Set([...css.matchAll(/\.(astro-[a-z0-9]+)/g)].map((m) => m[1]!));
    const present = new Set([...page.querySelectorAll('[class]')].flatMap((el) => el.classList.value).filter((c) => c.startsWith('astro-')));
    expect(styled.size).toBeGreaterThan(0);
    expect([...styled].filter((scope) => !present.has(scope))).toEqual([]);
  });

  it('has one style element, named by its policy, and nothing else', () => {
    const styles = page.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(hashes('style-src')).toEqual([cspHash(styles[0]!.rawText)]);
  });

  it('names exactly the inline scripts it runs', () => {
    const inline = page.querySelectorAll('script:not([src])').filter((s) => !/json/.test(s.getAttribute('type') ?? '') && s.rawText !== '');
    expect(hashes('script-src').sort()).toEqual(inline.map((s) => cspHash(s.rawText)).sort());
  });

  it('names its speculation rules by their hash, not by the keyword Chromium ignores beside a hash', () => {
    const rules = page.querySelectorAll('script[type="speculationrules"]');
    expect(rules).toHaveLength(1);
    expect(hashes('script-src')).toContain(cspHash(rules[0]!.rawText));
    expect(policy).not.toContain("'inline-speculation-rules'");
  });

  it('declares its policy before any script or style, so the policy governs them all', () => {
    const head = page.querySelector('head')!.childNodes.filter((node) => node.nodeType === 1).map((node) => (node as typeof page).rawTagName);
    expect(head.slice(0, 2)).toEqual(['meta', 'meta']);
    expect(page.querySelector('head > meta:nth-child(2)')!.getAttribute('http-equiv')).toBe('content-security-policy');
  });
});
