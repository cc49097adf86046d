// react-calendly injects its stylesheet as an inline <style> when it loads, which a hash-based CSP
// blocks (and reports as a violation). This computes the hash of exactly that stylesheet from the
// installed package, so the CSP allows it and nothing else, and follows the package on upgrade.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The CSP source ('sha256-…') of react-calendly's injected stylesheet. */
export function calendlyStyleHash(): `sha256-${string}` {
  const entry = createRequire(import.meta.url).resolve('react-calendly');
  const source = readFileSync(entry.replace(/index\.js$/, 'index.es.js'), 'utf8');
  const literal = /var css_\w+ = ("(?:[^"\\]|\\.)*");/.exec(source)?.[1];
  if (!literal) throw new Error('react-calendly no longer embeds its stylesheet as expected; update src/integrations/calendlyStyleHash.ts');
  const css = JSON.parse(literal) as string;
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}
