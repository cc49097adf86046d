import { describe, expect, it } from 'vitest';
import { cspHash, withOwnHashes } from '../../src/integrations/pageHashes';

const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"><style>a{color:red}</style></head><body>${body}</body></html>`;

const policy = "default-src 'self';script-src 'self' 'sha256-other' 'sha256-unused';style-src 'self' 'sha256-unused';";
const html = withOwnHashes(
  page(
    policy,
    '<style>b{color:blue}</style><script type="module">run()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script></script><svg><style type="text/css">c{fill:red}</style></svg>',
  ),
);
const directive = (name: string) => /content="([^"]*)"/.exec(html)![1]!.split(';').find((d) => d.startsWith(`${name} `));

describe('withOwnHashes', () => {
  it('joins the plain styles into the first, in document order', () => {
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toContain('<style>a{color:red}b{color:blue}</style>');
  });

  it.each([
    ['names the joined style and any other style element', 'style-src', `style-src 'self' ${cspHash('a{color:red}b{color:blue}')} ${cspHash('c{fill:red}')}`],
    ['names only the inline scripts that run: no file, data block or empty script', 'script-src', `script-src 'self' ${cspHash('run()')}`],
    ['leaves the other directives as they are', 'default-src', "default-src 'self'"],
  ])('%s', (_name, name, expected) => {
    expect(directive(name)).toBe(expected);
  });

  it('names inline speculation rules by their hash, never by the keyword Chromium ignores beside a hash', () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const withRules = withOwnHashes(page(policy, `<script type="speculationrules">${rules}</script><script type="module">run()</script>`));
    const scriptSrc = /content="([^"]*)"/.exec(withRules)![1]!.split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${cspHash(rules)} ${cspHash('run()')}`);
  });

  it('puts the policy first in the head, after the charset, so it governs every script and style after it', () => {
    const late = `<html><head><meta charset="utf-8"><script type="speculationrules">{}</script><meta http-equiv="content-security-policy" content="${policy}"></head><body></body></html>`;
    expect(withOwnHashes(late)).toMatch(/^<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="[^"]*"><script type="speculationrules">/);
  });

  it('leaves a page without a policy as it is', () => {
    const plain = '<html><head><style>a{}</style></head><body><style>b{}</style></body></html>';
    expect(withOwnHashes(plain)).toBe(plain);
  });
});
